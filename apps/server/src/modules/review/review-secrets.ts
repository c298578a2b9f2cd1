import { createHash, createHmac, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: the link's token, shown to the designer once. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256 (a 256-bit random token needs no slow hash). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// scrypt at N=2^15, r=8 (32 MiB), above OWASP's floor for scrypt.
const SCRYPT: ScryptOptions = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A passcode's stored form: `scrypt$<salt>$<hash>` (hex). */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await scryptAsync(passcode, salt)).toString('hex')}`;
}

/** Whether a passcode matches its stored form (constant-time comparison). */
export async function verifyPasscode(passcode: string, stored: string): Promise<boolean> {
  const [kind, saltHex, hashHex] = stored.split('$');
  if (kind !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(passcode, Buffer.from(saltHex, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The key a reviewer holds after typing the passcode: an HMAC of the link and its passcode hash
 * under the app's secret, so it needs no storage and a new passcode (or link) invalidates it.
 */
export function passcodeKey(secret: string, linkId: string, passcodeHash: string): string {
  return createHmac('sha256', secret).update(`review:${linkId}:${passcodeHash}`).digest('base64url');
}

/** Compares a presented key with the expected one in constant time. */
export function sameKey(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
