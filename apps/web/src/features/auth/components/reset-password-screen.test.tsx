import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, renderWithRoutes } from '../../../test/fake-auth';
import { ResetPasswordScreen } from './reset-password-screen';

const routes = [{ path: '/reset-password', element: <ResetPasswordScreen /> }];

describe('ResetPasswordScreen', () => {
  it('explains a missing token and links to forgot password', () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/reset-password'] });
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('validates length and match, then saves with the token', async () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/reset-password?token=abc'] });
    const user = userEvent.setup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Set New Password' }));

    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abd');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');

    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await submit();

    expect(await screen.findByText('Your password has been updated. You can now sign in.')).toBeInTheDocument();
    expect(gateway.resetPassword).toHaveBeenCalledWith({ newPassword: 'new-secret', token: 'abc' });
  });
});
