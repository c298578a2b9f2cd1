/** Spec §5 and §8 texts, verbatim. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  enterEmail: 'Please enter your email address',
  registerSuccess: 'Account created successfully! Please check your email to verify your account.',
  resetSent: 'Password reset instructions have been sent to your email address.',
  emailVerified: 'Email verified. You can sign in now.',
  passwordUpdated: 'Your password has been updated. You can now sign in.',
} as const;

/** Spec §9. */
export const PASSWORD_MIN_LENGTH = 6;

const isBlank = (value: string) => value.trim().length === 0;

/** Login: both fields required. Returns the message to show, or null. */
export function validateLogin(input: { email: string; password: string }): string | null {
  if (isBlank(input.email) || input.password.length === 0) return AUTH_MESSAGES.fillAllFields;
  return null;
}

/** New password + confirmation: must match and be long enough. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** Register: all four required, then match, then length (spec §5 order). */
export function validateRegister(input: { name: string; email: string; password: string; confirmPassword: string }): string | null {
  const { name, email, password, confirmPassword } = input;
  if (isBlank(name) || isBlank(email) || !password || !confirmPassword) {
    return AUTH_MESSAGES.fillAllFields;
  }
  return validateNewPassword(password, confirmPassword);
}

/** Forgot password: email required. */
export function validateForgotPassword(email: string): string | null {
  return isBlank(email) ? AUTH_MESSAGES.enterEmail : null;
}
