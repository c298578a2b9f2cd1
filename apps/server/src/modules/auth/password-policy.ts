import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH } from '@loci/shared';
import { hash, verify } from '@node-rs/argon2';

const require = createRequire(import.meta.url);
// Firefox Accounts' list of the most common passwords (8+ characters).
const fxaList = require('fxa-common-password-list') as { test(password: string): boolean };

// The fxa list starts at 8 characters; our minimum is the spec's 6, so keep the worst short ones too.
// biome-ignore format: a word list reads best in rows
const COMMON_SHORT = new Set([
  '123456', '1234567', '654321', '111111', '000000', '123123', '121212', '112233', '666666', '696969',
  'qwerty', 'qwertz', 'azerty', 'abc123', 'abcdef', 'letmein', 'monkey', 'dragon', 'shadow', 'master',
  'secret', 'hunter2', 'welcome', 'football', 'baseball', 'iloveu', 'sunshine', 'princess', 'passw0rd',
  'pass123', 'admin1', 'admin123', 'qazwsx', 'trustno1', 'superman', 'batman', 'starwars', 'loveme',
  'charlie', 'michael', 'jordan', 'freedom', 'whatever', 'ninja', 'mustang', 'access', 'flower',
]);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose a less predictable one.';

/** True when the password is on a list of the most used passwords. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_SHORT.has(lower) || fxaList.test(password) || fxaList.test(lower) || /^(.)\1+$/.test(password);
}

/** The spec's rule (≥ 6 characters) plus the common-password list; returns a message or null. */
export function checkPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}

// OWASP's argon2id floor: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (@node-rs/argon2 exports it as an ambient const enum).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id at OWASP's recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies a password against an argon2id hash (false on any malformed hash). */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
