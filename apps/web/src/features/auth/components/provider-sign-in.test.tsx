import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, LocationProbe, renderWithRoutes, TEST_USER } from '../../../test/fake-auth';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';
import { ProfileScreen } from './profile-screen';
import { RegisterScreen } from './register-screen';

const provider = { id: 'oidc', name: 'Atelier ID' };
const withProvider = { passwordSignIn: true, identityProvider: provider };
const providerOnly = { passwordSignIn: false, identityProvider: provider };

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/register', element: <RegisterScreen /> },
  { path: '/forgot-password', element: <ForgotPasswordScreen /> },
  { path: '/profile', element: <ProfileScreen /> },
  { path: '/projects', element: <LocationProbe label="projects" /> },
];

describe('sign-in with the studio identity provider', () => {
  it('offers "Continue with {provider}" beside the password form and keeps the deep link for the round trip', async () => {
    const { gateway } = createFakeAuth(undefined, { methods: withProvider });
    renderWithRoutes({ gateway, routes, initialEntries: [{ pathname: '/login', state: { from: '/projects/p1/canvas?view=map' } }] });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Atelier ID' }));
    expect(gateway.signInWithProvider).toHaveBeenCalledWith({
      providerId: 'oidc',
      callbackURL: '/projects/p1/canvas?view=map',
      errorCallbackURL: '/login?provider=oidc&from=%2Fprojects%2Fp1%2Fcanvas%3Fview%3Dmap',
    });
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  });

  it('with PASSWORD_SIGN_IN=off shows only the provider button on login and register, and no reset form', async () => {
    const { gateway } = createFakeAuth(undefined, { methods: providerOnly });
    const { router } = renderWithRoutes({ gateway, routes, initialEntries: ['/login'] });
    expect(screen.getByRole('button', { name: 'Continue with Atelier ID' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    void router.navigate('/register');
    await waitFor(() => expect(screen.getByText(/created the first time you continue with Atelier ID/)).toBeInTheDocument());
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    void router.navigate('/forgot-password');
    await waitFor(() => expect(screen.getByText(/you sign in with Atelier ID, which keeps your password/)).toBeInTheDocument());
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('turns an error carried back from the provider into a plain message and keeps where the user was going', async () => {
    const { gateway } = createFakeAuth(undefined, { methods: withProvider });
    renderWithRoutes({
      gateway,
      routes,
      initialEntries: ['/login?provider=oidc&from=%2Fprojects%2Fp9%2Finstruction&error=access_denied&error_description=%3Cscript%3E'],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in with Atelier ID was cancelled.');
    expect(screen.queryByText(/script/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Atelier ID' }));
    expect(gateway.signInWithProvider).toHaveBeenCalledWith(expect.objectContaining({ callbackURL: '/projects/p9/instruction' }));
  });

  it('never returns to another origin smuggled in ?from=', async () => {
    const { gateway } = createFakeAuth(undefined, { methods: withProvider });
    renderWithRoutes({ gateway, routes, initialEntries: ['/login?provider=oidc&from=%2F%2Fevil.example%2Fx&error=invalid_code'] });
    expect(screen.getByRole('alert')).toHaveTextContent(/code had expired or was already used/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Atelier ID' }));
    expect(gateway.signInWithProvider).toHaveBeenCalledWith(expect.objectContaining({ callbackURL: '/projects' }));
  });

  it('shows the message when the provider cannot be reached', async () => {
    const { gateway } = createFakeAuth(undefined, { methods: providerOnly });
    gateway.signInWithProvider.mockResolvedValue({
      ok: false,
      message: 'We could not reach Atelier ID. Please try again in a few minutes.',
      status: 503,
    });
    renderWithRoutes({ gateway, routes, initialEntries: ['/login'] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Atelier ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Atelier ID.');
    expect(screen.getByRole('button', { name: 'Continue with Atelier ID' })).toBeEnabled();
  });
});

describe('Profile: how the user signs in', () => {
  it('lets a password user link the provider account', async () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false }, { methods: withProvider, accounts: ['credential'] });
    renderWithRoutes({ gateway, routes, initialEntries: ['/profile'] });
    expect(screen.getByText('You sign in with email and password.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link Atelier ID account' }));
    expect(gateway.linkProvider).toHaveBeenCalledWith({
      providerId: 'oidc',
      callbackURL: '/profile?linked=1',
      errorCallbackURL: '/profile?provider=oidc',
    });
  });

  it('shows a provider-only user no password form and nothing to link', () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false }, { methods: withProvider, accounts: ['oidc'] });
    renderWithRoutes({ gateway, routes, initialEntries: ['/profile?linked=1'] });
    expect(screen.getByText('You sign in with Atelier ID.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your Atelier ID account is linked.');
    expect(screen.queryByRole('button', { name: /Link/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();
  });

  it('explains a refused link', () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false }, { methods: withProvider, accounts: ['credential'] });
    renderWithRoutes({ gateway, routes, initialEntries: ['/profile?provider=oidc&error=email_does_not_match'] });
    expect(screen.getByRole('alert')).toHaveTextContent('Your Atelier ID account uses a different email address from this Loci account.');
    expect(screen.getByRole('heading', { name: 'Password' })).toBeInTheDocument();
  });
});
