import { defineMessages } from '../../../lib/i18n';

/** The sign-in pages' field labels (spec §5), shared by their forms. */
export const AUTH_FIELDS = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  fullName: { id: 'auth.field.fullName', defaultMessage: 'Full Name' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirm Password' },
  backToSignIn: { id: 'auth.backToSignIn', defaultMessage: 'Back to sign in' },
  newPassword: { id: 'reset.newPassword', defaultMessage: 'New Password' },
  confirmNewPassword: { id: 'reset.confirmNewPassword', defaultMessage: 'Confirm New Password' },
  saving: { id: 'common.saving', defaultMessage: 'Saving...' },
});
