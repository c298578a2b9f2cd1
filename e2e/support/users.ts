import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

export type TestUser = { name: string; email: string; password: string };

/** A unique address per call, so specs never collide (also across workers and runs). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A fresh user description with a password the policy accepts. */
export function newUser(prefix = 'user', name = 'Ada Lovelace'): TestUser {
  return { name, email: uniqueEmail(prefix), password: `amber-lantern-${randomUUID().slice(0, 6)}` };
}

/** Creates an account through the API (POST /api/auth/sign-up/email). */
export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<TestUser> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}
