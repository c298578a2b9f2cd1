import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, renderWithRoutes, TEST_USER } from '../../../test/fake-auth';
import { ProfilePasswordForm } from './profile-password-form';

const routes = [{ path: '/profile', element: <ProfilePasswordForm /> }];

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current Password'), 'old-secret-1');
  await user.type(screen.getByLabelText('New Password'), 'new-secret-2');
  await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret-2');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return user;
}

describe('ProfilePasswordForm', () => {
  it('signs out every other session by default', async () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
    renderWithRoutes({ gateway, routes, initialEntries: ['/profile'] });
    expect(screen.getByRole('checkbox', { name: 'Sign out of all other sessions' })).toBeChecked();

    await fillAndSubmit();

    expect(gateway.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-2',
      revokeOtherSessions: true,
    });
    expect(await screen.findByText('Your password has been changed. You have been signed out of all other sessions.')).toBeInTheDocument();
  });

  it('keeps other sessions only when the user unticks the option', async () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
    renderWithRoutes({ gateway, routes, initialEntries: ['/profile'] });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Sign out of all other sessions' }));

    await fillAndSubmit();

    expect(gateway.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-2',
      revokeOtherSessions: false,
    });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    // The form starts over with the safe default.
    expect(screen.getByRole('checkbox', { name: 'Sign out of all other sessions' })).toBeChecked();
  });
});
