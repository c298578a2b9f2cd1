import type { FastifyInstance } from 'fastify';
import type { TestUser } from './helpers.js';

/** better-auth endpoints behind `/api/auth/*` that change state (sessions, the user, mails). */
export const AUTH_WRITE_PATHS = [
  'update-user',
  'change-password',
  'change-email',
  'sign-out',
  'revoke-sessions',
  'revoke-other-sessions',
  'revoke-session',
  'send-verification-email',
  'reset-password',
  'request-password-reset',
  'delete-user',
];

/** Signs the user in again and returns the session cookie (`name=value`) a browser would send. */
export async function signInCookie(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
  return String(res.headers['set-cookie']).split(';')[0];
}
