import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP "device cookies"): a browser that signed in to an account gets a
 * signed, long-lived cookie for that account. A sign-in carrying it is counted per device, not
 * per client address or account, so guesses from elsewhere never lock that browser out.
 * Its name and value are HMACs under the auth secret: they name no email, and cannot be forged.
 */
export const DEVICE_COOKIE_MAX_AGE_SEC = 365 * 24 * 60 * 60;
const PREFIX = 'loci_device_';

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** The cookie's name for one account (one cookie per account a browser signs in to). */
export function deviceCookieName(secret: string, email: string): string {
  return `${PREFIX}${mac(secret, `device-name:${email.trim().toLowerCase()}`).slice(0, 16)}`;
}

/** A new device cookie for the account (`name`, `value`). */
export function issueDeviceCookie(secret: string, email: string): { name: string; value: string } {
  const id = randomBytes(16).toString('base64url');
  const normalised = email.trim().toLowerCase();
  return { name: deviceCookieName(secret, normalised), value: `${id}.${mac(secret, `device:${id}:${normalised}`)}` };
}

/** The device id of a valid device cookie for this account in a Cookie header, or null. */
export function deviceOf(secret: string, cookieHeader: string | undefined, email: string | null): string | null {
  if (!cookieHeader || !email) return null;
  const name = deviceCookieName(secret, email);
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const [id, signature] = raw?.split('.') ?? [];
  if (!id || !signature) return null;
  const expected = Buffer.from(mac(secret, `device:${id}:${email.trim().toLowerCase()}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
