import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin, validateRegister } from './validation';

describe('auth validation', () => {
  it('login needs both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })?.defaultMessage).toBe('Please fill in all fields');
    expect(validateLogin({ email: 'a@b.c', password: '' })?.defaultMessage).toBe('Please fill in all fields');
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });

  it('register checks presence, then match, then length', () => {
    const base = { name: 'Ada', email: 'a@b.c', password: 'abcdef', confirmPassword: 'abcdef' };
    expect(validateRegister({ ...base, name: '  ' })?.defaultMessage).toBe('Please fill in all fields');
    expect(validateRegister({ ...base, confirmPassword: 'abcdeg' })?.defaultMessage).toBe('Passwords do not match');
    expect(validateRegister({ ...base, password: 'abc', confirmPassword: 'abc' })?.defaultMessage).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateRegister(base)).toBeNull();
  });

  it('forgot password needs an email', () => {
    expect(validateForgotPassword(' ')?.defaultMessage).toBe('Please enter your email address');
    expect(validateForgotPassword('a@b.c')).toBeNull();
  });
});
