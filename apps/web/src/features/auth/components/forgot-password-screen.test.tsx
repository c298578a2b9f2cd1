import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, renderWithRoutes } from '../../../test/fake-auth';
import { ForgotPasswordScreen } from './forgot-password-screen';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordScreen /> }];

describe('ForgotPasswordScreen', () => {
  it('asks for an email address', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/forgot-password'] });
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(gateway.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('confirms that instructions were sent', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/forgot-password'] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(await screen.findByText('Password reset instructions have been sent to your email address.')).toBeInTheDocument();
    expect(gateway.requestPasswordReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('shows the busy label while sending', async () => {
    const { gateway } = createFakeAuth();
    gateway.requestPasswordReset.mockImplementation(() => new Promise(() => {}));
    renderWithRoutes({ gateway, routes, initialEntries: ['/forgot-password'] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
