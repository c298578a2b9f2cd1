import { createHash } from 'node:crypto';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import type { Env } from '../../config/env.js';
import { clientKey } from '../../http/client-address.js';

/** One ceiling: at most `max` counted requests per `windowSec` (max 0: no ceiling). */
export interface Limit {
  max: number;
  windowSec: number;
}

/** The auth limits, from the RATE_LIMIT_* settings (docs/security.md, "Limits"). */
export interface AuthLimits {
  /** Per client IP, for each kind of request apart: failed sign-ins, sign-ups, account mails. */
  ip: Limit;
  /** Failed sign-ins for one email from one client IP: what stops a guesser without locking the owner out. */
  signInEmail: Limit;
  /** Failed sign-ins for one email from every client together: beyond it each sign-in is slowed, never refused. */
  account: Limit;
  /** Account mails (sign-up, verification, reset, sign-in link) for one address from one client, or from one device. */
  mail: Limit;
  /** Account mails for one address from every client together (not counting the account's own devices). */
  mailAddress: Limit;
}

/** Who sent a request: its client (IP, IPv6 by /64), the email it names, and its device cookie for that email, if any. */
export interface Requester {
  client: string;
  email: string | null;
  device?: string | null;
}

interface LimitRule {
  name: string;
  limit: Limit;
  subject: (r: Requester) => string | null;
  /** Over the ceiling: `refuse` (429, the default) or `delay` (answered, later and later). */
  onExceed?: 'refuse' | 'delay';
}

/** The first delay past a `delay` ceiling; each further failure doubles it, up to `MAX_DELAY_MS`. */
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 10_000;

/** How long a request waits that is the `excess`-th past a `delay` ceiling (1 = the first one over). */
export function delayFor(excess: number): number {
  if (excess <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(excess - 1, 20));
}

/** The rules of one endpoint; `failuresOnly`: a successful answer takes its counts back. */
export interface LimitPolicy {
  rules: LimitRule[];
  failuresOnly: boolean;
}

/** The limits from the environment. */
export function authLimits(env: Env): AuthLimits {
  return {
    ip: { max: env.RATE_LIMIT_AUTH_IP_MAX, windowSec: env.RATE_LIMIT_AUTH_IP_WINDOW_SEC },
    signInEmail: { max: env.RATE_LIMIT_SIGNIN_EMAIL_MAX, windowSec: env.RATE_LIMIT_SIGNIN_EMAIL_WINDOW_SEC },
    account: { max: env.RATE_LIMIT_ACCOUNT_MAX, windowSec: env.RATE_LIMIT_ACCOUNT_WINDOW_SEC },
    mail: { max: env.RATE_LIMIT_MAIL_MAX, windowSec: env.RATE_LIMIT_MAIL_WINDOW_SEC },
    mailAddress: { max: env.RATE_LIMIT_MAIL_ADDRESS_MAX, windowSec: env.RATE_LIMIT_MAIL_WINDOW_SEC },
  };
}

const byClient = (r: Requester) => r.client;
const byEmail = (r: Requester) => r.email;
const byEmailAndClient = (r: Requester) => (r.email ? `${r.email} ${r.client}` : null);

/** The limited better-auth endpoints (paths under /api/auth) and the rules that apply to each. */
export function authLimitPolicies(limits: AuthLimits): Record<string, LimitPolicy> {
  // Mails to one address: a budget per (address, asking client) that a stranger elsewhere cannot spend, under a
  // higher ceiling per address that keeps its inbox from a flood. The owner's own browsers are counted apart (deviceMailPolicy).
  const mailAddress: LimitRule[] = [
    { name: 'mail-address-ip', limit: limits.mail, subject: byEmailAndClient },
    { name: 'mail-address', limit: limits.mailAddress, subject: byEmail },
  ];
  const mails: LimitPolicy = { failuresOnly: false, rules: [{ name: 'mail-ip', limit: limits.ip, subject: byClient }, ...mailAddress] };
  return {
    '/sign-in/email': {
      failuresOnly: true,
      rules: [
        { name: 'sign-in-ip', limit: limits.ip, subject: byClient },
        { name: 'sign-in-email-ip', limit: limits.signInEmail, subject: byEmailAndClient },
        { name: 'sign-in-email', limit: limits.account, subject: byEmail, onExceed: 'delay' },
      ],
    },
    // A one-time sign-in link by mail: the way in from a new browser while the account is under attack.
    '/sign-in/magic-link': mails,
    // A stolen session must not become a way to guess the account's password.
    '/change-password': { failuresOnly: true, rules: [{ name: 'password-check-ip', limit: limits.ip, subject: byClient }] },
    '/sign-up/email': { failuresOnly: false, rules: [{ name: 'sign-up-ip', limit: limits.ip, subject: byClient }, ...mailAddress] },
    // Each start of a provider sign-in stores a state row: bounded per client like sign-ups.
    '/sign-in/social': { failuresOnly: false, rules: [{ name: 'provider-sign-in-ip', limit: limits.ip, subject: byClient }] },
    '/link-social': { failuresOnly: false, rules: [{ name: 'provider-sign-in-ip', limit: limits.ip, subject: byClient }] },
    '/request-password-reset': mails,
    '/send-verification-email': mails,
  };
}

/**
 * A sign-in from a browser holding the account's device cookie: counted per device only (the
 * per-email-and-client ceiling), so no failure made elsewhere can refuse or slow it.
 */
export function deviceSignInPolicy(limits: AuthLimits): LimitPolicy {
  return { failuresOnly: true, rules: [{ name: 'sign-in-device', limit: limits.signInEmail, subject: (r) => r.device ?? null }] };
}

/** The endpoints that mail a link to an existing account, which its owner's browser may ask for apart (deviceMailPolicy). */
export const ACCOUNT_MAIL_PATHS = ['/sign-in/magic-link', '/request-password-reset', '/send-verification-email'] as const;

/**
 * A reset, sign-in or verification link asked for from a browser holding the account's device
 * cookie (it signed in to this account before): counted per device only, so no request made from
 * elsewhere, however many, can use up the owner's link.
 */
export function deviceMailPolicy(limits: AuthLimits): LimitPolicy {
  return { failuresOnly: false, rules: [{ name: 'mail-device', limit: limits.mail, subject: (r) => r.device ?? null }] };
}

/** The outcome of `admit`: refused with a Retry-After, or admitted with the keys it counted and how long to hold it. */
export type Admission = { admitted: true; counted: string[]; delayMs: number } | { admitted: false; retryAfterSec: number };

/**
 * Counts a request against every rule of its policy (all of them, always). If any count goes over
 * a refusing ceiling, every count is taken back, so refused requests never add up against anyone,
 * and the request is refused; over a delaying ceiling it is admitted with a delay.
 */
export async function admit(store: RateLimitStore, policy: LimitPolicy, requester: Requester): Promise<Admission> {
  const active = policy.rules.flatMap((rule) => {
    const subject = rule.subject(requester);
    return subject !== null && rule.limit.max > 0 ? [{ rule, key: counterKey(rule.name, subject) }] : [];
  });
  const counts = await Promise.all(active.map(({ rule, key }) => store.hit(key, rule.limit.windowSec * 1000)));
  const excess = (i: number) => counts[i].count - active[i].rule.limit.max;
  const over = counts.filter((_, i) => excess(i) > 0 && active[i].rule.onExceed !== 'delay');
  const keys = active.map((a) => a.key);
  if (over.length === 0) {
    const delays = active.map((a, i) => (a.rule.onExceed === 'delay' ? delayFor(excess(i)) : 0));
    return { admitted: true, counted: keys, delayMs: Math.max(0, ...delays) };
  }
  await release(store, keys);
  const latest = Math.max(...over.map((c) => c.resetAt));
  return { admitted: false, retryAfterSec: Math.max(1, Math.ceil((latest - Date.now()) / 1000)) };
}

/** Takes back the counts of an admitted request (a successful sign-in is not a failure). */
export async function release(store: RateLimitStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.undo(key)));
}

/** Who is asking: the client's address (http/client-address.ts: TRUST_PROXY, IPv6 by /64) and the body's email. */
export function requesterOf(ip: string, body: unknown): Requester {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return { client: clientKey(ip), email: typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null };
}

/** Counters are stored under a hash: the table never holds an email or an IP in clear. */
function counterKey(rule: string, subject: string): string {
  return `${rule}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}
