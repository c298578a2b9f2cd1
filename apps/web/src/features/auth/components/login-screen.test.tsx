import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, LocationProbe, renderWithRoutes, TEST_USER } from '../../../test/fake-auth';
import { LoginScreen } from './login-screen';

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/projects', element: <LocationProbe label="projects" /> },
  { path: '/profile', element: <LocationProbe label="profile" /> },
];

describe('LoginScreen', () => {
  it('asks for both fields', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/login'] });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    // The product in one line, on the page and not only in its metadata.
    expect(screen.getByText('Loci turns a brand and a place into a design presentation.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(gateway.signIn).not.toHaveBeenCalled();
  });

  it("shows the server's message", async () => {
    const { gateway } = createFakeAuth();
    gateway.signIn.mockResolvedValue({ ok: false, message: 'Invalid email or password', status: 401 });
    renderWithRoutes({ gateway, routes, initialEntries: ['/login'] });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(gateway.signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'wrong-password' });
  });

  it('offers a one-time sign-in link by mail where the 429 shows, and only there', async () => {
    const { gateway } = createFakeAuth();
    gateway.signIn.mockResolvedValueOnce({ ok: false, message: 'Invalid email or password', status: 401 });
    gateway.signIn.mockResolvedValue({ ok: false, message: 'Too many attempts. Please wait a few minutes and try again.', status: 429 });
    renderWithRoutes({ gateway, routes, initialEntries: [{ pathname: '/login', state: { from: '/profile' } }] });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(gateway.requestSignInLink).toHaveBeenCalledWith({ email: 'ada@example.com', callbackURL: '/profile' });
    expect(await screen.findByRole('status')).toHaveTextContent('a sign-in link is on its way');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();
  });

  it('returns to the remembered origin once the session has the user', async () => {
    const { gateway, setSession } = createFakeAuth();
    gateway.signIn.mockImplementation(async () => {
      setSession({ user: TEST_USER, isPending: false });
      return { ok: true };
    });
    renderWithRoutes({
      gateway,
      routes,
      initialEntries: [{ pathname: '/login', state: { from: '/profile' } }],
    });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('profile'));
  });

  it('confirms a verified email and links to sign up and forgot password', () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/login?verified=1'] });
    expect(screen.getByText('Email verified. You can sign in now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
