import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

/** Spec §5 and §8 texts, verbatim (the English catalogue); the other languages translate them. */
export const AUTH_MESSAGES = defineMessages({
  fillAllFields: { id: 'auth.fillAllFields', defaultMessage: 'Please fill in all fields' },
  passwordsDoNotMatch: { id: 'auth.passwordsDoNotMatch', defaultMessage: 'Passwords do not match' },
  passwordTooShort: { id: 'auth.passwordTooShort', defaultMessage: 'Password must be at least 6 characters long' },
  enterEmail: { id: 'auth.enterEmail', defaultMessage: 'Please enter your email address' },
  registerSuccess: {
    id: 'auth.registerSuccess',
    defaultMessage: 'Account created successfully! Please check your email to verify your account.',
  },
  resetSent: { id: 'auth.resetSent', defaultMessage: 'Password reset instructions have been sent to your email address.' },
  emailVerified: { id: 'auth.emailVerified', defaultMessage: 'Email verified. You can sign in now.' },
  passwordUpdated: { id: 'auth.passwordUpdated', defaultMessage: 'Your password has been updated. You can now sign in.' },
});

/** Spec §9. */
export const PASSWORD_MIN_LENGTH = 6;

const isBlank = (value: string) => value.trim().length === 0;

/** Login: both fields required. Returns the message to show, or null. */
export function validateLogin(input: { email: string; password: string }): MessageDescriptor | null {
  if (isBlank(input.email) || input.password.length === 0) return AUTH_MESSAGES.fillAllFields;
  return null;
}

/** New password + confirmation: must match and be long enough. */
export function validateNewPassword(password: string, confirm: string): MessageDescriptor | null {
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** Register: all four required, then match, then length (spec §5 order). */
export function validateRegister(input: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}): MessageDescriptor | null {
  const { name, email, password, confirmPassword } = input;
  if (isBlank(name) || isBlank(email) || !password || !confirmPassword) {
    return AUTH_MESSAGES.fillAllFields;
  }
  return validateNewPassword(password, confirmPassword);
}

/** Forgot password: email required. */
export function validateForgotPassword(email: string): MessageDescriptor | null {
  return isBlank(email) ? AUTH_MESSAGES.enterEmail : null;
}
