import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, isCommonPassword, verifyPassword } from './password-policy.js';

describe('password policy', () => {
  it('keeps the spec minimum of 6 characters', () => {
    expect(checkPassword('a1b2c')).toBe('Password must be at least 6 characters long');
    expect(checkPassword('teal-fjord-9')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const pw of ['123456', 'password', 'Password1', 'qwerty', 'iloveyou', 'aaaaaaaa']) expect(isCommonPassword(pw)).toBe(true);
    expect(isCommonPassword('teal-fjord-9')).toBe(false);
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await hashPassword('teal-fjord-9');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword({ hash: h, password: 'teal-fjord-9' })).toBe(true);
    expect(await verifyPassword({ hash: h, password: 'teal-fjord-8' })).toBe(false);
    expect(await verifyPassword({ hash: 'garbage', password: 'x' })).toBe(false);
  });
});
