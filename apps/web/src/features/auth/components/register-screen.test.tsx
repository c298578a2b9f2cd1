import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuth, LocationProbe, renderWithRoutes } from '../../../test/fake-auth';
import { REGISTER_REDIRECT_MS, RegisterScreen } from './register-screen';

const routes = [
  { path: '/register', element: <RegisterScreen /> },
  { path: '/login', element: <LocationProbe label="login" /> },
];

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Full Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requires all four fields', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/register'] });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(gateway.signUp).not.toHaveBeenCalled();
  });

  it('requires matching passwords', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/register'] });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'secret1', confirm: 'secret2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('requires at least 6 characters', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/register'] });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'abc', confirm: 'abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it("shows the server's message on failure", async () => {
    const { gateway } = createFakeAuth();
    gateway.signUp.mockResolvedValue({ ok: false, message: 'Password is too common', status: 400 });
    renderWithRoutes({ gateway, routes, initialEntries: ['/register'] });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'password', confirm: 'password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too common');
  });

  it('announces success and moves to /login after the redirect delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/register'] });
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeInTheDocument();
    expect(gateway.signUp).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret12',
    });
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();

    // Let the success render's effects run (they schedule the redirect), then let time pass.
    await act(async () => {});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS);
    });
    expect(await screen.findByTestId('probe')).toHaveTextContent('login');
  });
});
