import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../../adapters/rate-limit/memory-rate-limit-store.js';
import { type AuthLimits, admit, authLimitPolicies, delayFor, MAX_DELAY_MS, release, requesterOf } from './auth-limits.js';

const LIMITS: AuthLimits = {
  ip: { max: 3, windowSec: 60 },
  signInEmail: { max: 2, windowSec: 60 },
  account: { max: 0, windowSec: 60 },
  mail: { max: 1, windowSec: 60 },
  mailAddress: { max: 2, windowSec: 60 },
};
const policies = authLimitPolicies(LIMITS);

describe('admit', () => {
  it('counts every rule and refuses when any is over, taking every count back', async () => {
    const store = createMemoryRateLimitStore();
    const from = (email: string) => requesterOf('198.51.100.7', { email });
    expect((await admit(store, policies['/sign-in/email'], from('a@x.test'))).admitted).toBe(true);
    expect((await admit(store, policies['/sign-in/email'], from('a@x.test'))).admitted).toBe(true);
    const refused = await admit(store, policies['/sign-in/email'], from('a@x.test'));
    expect(refused).toMatchObject({ admitted: false });
    // The refused request took its per-IP count back: one more email still fits under the IP's 3.
    expect((await admit(store, policies['/sign-in/email'], from('b@x.test'))).admitted).toBe(true);
    expect((await admit(store, policies['/sign-in/email'], from('c@x.test'))).admitted).toBe(false);
  });

  it('gives a released request its counts back', async () => {
    const store = createMemoryRateLimitStore();
    const requester = requesterOf('198.51.100.8', { email: 'owner@x.test' });
    for (let i = 0; i < 5; i++) {
      const admission = await admit(store, policies['/sign-in/email'], requester);
      expect(admission.admitted).toBe(true);
      if (admission.admitted) await release(store, admission.counted);
    }
  });

  it('says when to retry', async () => {
    const store = createMemoryRateLimitStore();
    const requester = requesterOf('198.51.100.9', { email: 'mail@x.test' });
    await admit(store, policies['/request-password-reset'], requester);
    const refused = await admit(store, policies['/send-verification-email'], requester);
    expect(refused).toEqual({ admitted: false, retryAfterSec: 60 });
  });
});

describe('the account-wide ceiling', () => {
  it('slows sign-ins past it (doubling delays up to a cap) and never refuses them', async () => {
    const store = createMemoryRateLimitStore();
    const policy = authLimitPolicies({ ...LIMITS, ip: { max: 100, windowSec: 60 }, account: { max: 2, windowSec: 60 } })['/sign-in/email'];
    const delays: number[] = [];
    // One failure from each of six clients: only the account-wide count adds up.
    for (let i = 1; i <= 6; i++) {
      const admission = await admit(store, policy, requesterOf(`198.51.100.${i}`, { email: 'owner@x.test' }));
      if (!admission.admitted) throw new Error('refused');
      delays.push(admission.delayMs);
    }
    expect(delays).toEqual([0, 0, delayFor(1), delayFor(2), delayFor(3), delayFor(4)]);
    expect(delayFor(1)).toBeGreaterThan(0);
    expect(delayFor(2)).toBe(2 * delayFor(1));
    expect(delayFor(1000)).toBe(MAX_DELAY_MS);
  });
});

describe('requesterOf', () => {
  it('normalises the email and groups an IPv6 client by its /64', () => {
    expect(requesterOf('2001:db8:1:2:aaaa::1', { email: '  Ada@Example.TEST ' })).toEqual({
      client: '2001:db8:1:2::/64',
      email: 'ada@example.test',
    });
    expect(requesterOf('2001:db8:1:2:ffff::9', {}).client).toBe('2001:db8:1:2::/64');
    expect(requesterOf('::ffff:192.0.2.1', null)).toEqual({ client: '192.0.2.1', email: null });
    expect(requesterOf('192.0.2.1', { email: 42 }).email).toBeNull();
  });
});

describe('memory store', () => {
  it('starts a new window when the last one ended', async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect((await store.hit('k', 100)).count).toBe(2);
    await store.undo('k');
    expect((await store.hit('k', 100)).count).toBe(2);
    now = 1_100;
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_200 });
  });
});
