import { afterAll, beforeAll } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';

/** What a test file shares: one app and two signed-up users, Ada and Bo (each owns what they create). */
export interface TwoUserApp {
  t: TestApp;
  ada: TestUser;
  bo: TestUser;
}

/**
 * Creates one test app (auth limits raised, so many sign-ups pass) with Ada and Bo before the
 * file's tests and closes it after them; `use` receives them once they exist.
 */
export function withTwoUserApp(use: (shared: TwoUserApp) => void, overrides: Record<string, string> = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', ...overrides });
    use({ t, ada: await buildUser(t.app), bo: await buildUser(t.app) });
  });
  afterAll(async () => t?.close());
}
