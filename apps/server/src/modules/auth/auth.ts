import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, magicLink } from 'better-auth/plugins';
import type { Dialect } from 'kysely';
import type { Mailer } from '../../adapters/mail/mailer.port.js';
import { type AuthLogger, reportAuthError } from './auth-log.js';
import { renderResetMail, renderSignInLinkMail, renderVerificationMail } from './auth-mails.js';
import { DEVICE_COOKIE_MAX_AGE_SEC, issueDeviceCookie } from './device-cookie.js';
import type { OidcConfig } from './oidc-config.js';
import { oidcPlugins, passwordSignInOff } from './oidc-plugin.js';
import { checkPassword, hashPassword, verifyPassword } from './password-policy.js';

export interface AuthOptions {
  dialect: Dialect;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  mailer: Mailer;
  requireEmailVerification: boolean;
  /** Where better-auth's own logs go (the app's logger, personal data redacted). */
  logger: AuthLogger;
  /** The studio's OpenID provider, when configured (modules/auth/oidc-config.ts). */
  oidc?: OidcConfig | null;
  /** False when PASSWORD_SIGN_IN=off: only the OpenID provider signs people in. */
  passwordSignIn?: boolean;
}

/** Where a browser proves it holds the account: it then gets the account's device cookie. */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/magic-link/verify']);

const PASSWORD_PATHS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Builds the better-auth instance: email + password, bearer tokens, hashed reset tokens, argon2id. */
export function createAuth(opts: AuthOptions) {
  return betterAuth({
    baseURL: opts.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: opts.trustedOrigins,
    database: { dialect: opts.dialect, type: 'postgres' },
    telemetry: { enabled: false },
    logger: opts.logger,
    onAPIError: { onError: (error) => reportAuthError(opts.logger, error) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      requireEmailVerification: opts.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = `${opts.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await opts.mailer.send(renderResetMail({ to: user.email, name: user.name, link }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const link = withCallback(url, verifiedCallback(url));
        await opts.mailer.send(renderVerificationMail({ to: user.email, name: user.name, link }));
      },
    },
    verification: { storeIdentifier: 'hashed' },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // Rate limits live in auth-rate-limit.ts (Fastify), keyed on the trusted client IP and on the email.
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: ['x-loci-client-ip'] } },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
        const value = field && isObject(ctx.body) ? ctx.body[field] : undefined;
        const problem = typeof value === 'string' ? checkPassword(value) : null;
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        // A changed password ends every other session unless the client explicitly says otherwise.
        if (ctx.path === '/change-password' && isObject(ctx.body) && ctx.body.revokeOtherSessions === undefined) {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = ctx.context.newSession?.user.email;
        if (!email || !SIGN_IN_PATHS.has(ctx.path)) return;
        // Device cookie (device-cookie.ts): this browser's later sign-ins are not held back by others' guesses.
        const device = issueDeviceCookie(opts.secret, email);
        ctx.setCookie(device.name, device.value, {
          path: '/api/auth',
          maxAge: DEVICE_COOKIE_MAX_AGE_SEC,
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.publicUrl.startsWith('https:'),
        });
      }),
    },
    // Only the signed token (`set-auth-token`) works as a bearer token, never the raw one stored in the database.
    plugins: [bearer({ requireSignature: true }), signInLinks(opts), ...identityProviderPlugins(opts)],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * One-time sign-in links by mail (`POST /api/auth/sign-in/magic-link`): the way in from a new browser
 * when the account's sign-ins are slowed by someone else's guesses. Existing accounts only: an
 * unknown address gets the same answer and no mail. The link works once, for 15 minutes.
 */
function signInLinks(opts: AuthOptions) {
  return magicLink({
    disableSignUp: true,
    storeToken: 'hashed',
    expiresIn: 15 * 60,
    sendMagicLink: async ({ email, url }, ctx) => {
      const found = await ctx?.context.internalAdapter.findUserByEmail(email);
      if (!found) return;
      const link = url;
      await opts.mailer.send(renderSignInLinkMail({ to: found.user.email, name: found.user.name, link }));
    },
  });
}

/** OpenID Connect sign-in, and the password endpoints' refusal when only the provider may sign in. */
function identityProviderPlugins(opts: AuthOptions) {
  if (!opts.oidc) return [];
  const plugins = oidcPlugins(opts.oidc);
  if (opts.passwordSignIn === false) plugins.push(passwordSignInOff(opts.oidc.providerName));
  return plugins;
}

/**
 * Our sign-in page, with the local path the sign-up came from (`?from=`, e.g. an invitation) kept,
 * so signing in after verifying goes back there. Anything but a plain local path is dropped.
 */
export function verifiedCallback(url: string): string {
  const asked = new URL(url).searchParams.get('callbackURL') ?? '';
  const from = asked.startsWith('/') ? new URL(asked, 'http://local').searchParams.get('from') : null;
  const local = from && /^\/[A-Za-z0-9]/.test(from) && !from.includes('\\') ? from : null;
  return local ? `/login?verified=1&from=${encodeURIComponent(local)}` : '/login?verified=1';
}

/** Points better-auth's verification link back at our sign-in page. */
function withCallback(url: string, callback: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('callbackURL', callback);
  return parsed.toString();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
