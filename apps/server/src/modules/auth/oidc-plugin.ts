import type { BetterAuthPlugin, ValidateUserInfoResult, ValidateUserInfoSource } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { isAllowedDomain, OIDC_PROVIDER_ID, type OidcConfig, sameIssuer } from './oidc-config.js';

/** Where every failed round trip lands; the web's login screen turns `error` into a plain message. */
export const OIDC_ERROR_URL = `/login?provider=${OIDC_PROVIDER_ID}`;

/** Endpoints that take or set a password; refused when PASSWORD_SIGN_IN=off. */
const PASSWORD_ENDPOINTS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/set-password',
  // A mailed sign-in link stands in for the password: off with it.
  '/sign-in/magic-link',
]);

/** The longest return path kept in the sign-in state (a deep link is far shorter). */
const MAX_RETURN_PATH = 2048;

/** Endpoints that start a redirect to the provider. */
const START_ENDPOINTS = new Set(['/sign-in/social', '/link-social']);

/**
 * OpenID Connect sign-in as better-auth plugins: its own generic OAuth plugin does discovery,
 * authorization code + PKCE, state, nonce and ID-token verification against the JWKS; the
 * policy plugin adds what Loci asks beyond it (issuer pinning, verified email, domains, errors).
 */
export function oidcPlugins(config: OidcConfig): BetterAuthPlugin[] {
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: config.providerName,
          discoveryUrl: config.discoveryUrl,
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          scopes: config.scopes,
          pkce: true,
          // Never fall back to trusting an unverified token when discovery lacks a JWKS.
          requireIdTokenVerification: true,
          // The account is the verified ID token's subject; a response without an ID token is refused.
          accountSubject: ({ tokens, profile }) => {
            if (!tokens.idToken || profile.sub == null) throw new Error('the provider answered without an ID token');
            return String(profile.sub);
          },
          mapProfileToUser: (profile) => ({ name: displayName(profile) }),
          // Sign Out leaves Loci only (spec: it goes to /login), not the studio's whole identity provider.
          disableProviderLogout: true,
        },
      ],
    }),
    oidcPolicy(config),
  ];
}

/** PASSWORD_SIGN_IN=off: every password endpoint answers 403 with a message naming the provider. */
export function passwordSignInOff(providerName: string): BetterAuthPlugin {
  return {
    id: 'loci-password-off',
    hooks: {
      before: [
        {
          matcher: (ctx) => PASSWORD_ENDPOINTS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async () => {
            throw new APIError('FORBIDDEN', {
              code: 'PASSWORD_SIGN_IN_OFF',
              message: `Password sign-in is turned off here. Continue with ${providerName}.`,
            });
          }),
        },
      ],
    },
  };
}

function oidcPolicy(config: OidcConfig): BetterAuthPlugin {
  return {
    id: 'loci-oidc-policy',
    init: () => ({
      options: {
        user: { validateUserInfo: (data: { user: Record<string, unknown>; source: ValidateUserInfoSource }) => admit(config, data) },
        onAPIError: { errorURL: OIDC_ERROR_URL },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            START_ENDPOINTS.has(ctx.path ?? '') && (ctx.body as { provider?: unknown } | undefined)?.provider === OIDC_PROVIDER_ID,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { idToken?: unknown; callbackURL?: unknown; errorCallbackURL?: unknown; newUserCallbackURL?: unknown };
            // Only the redirect flow: an ID token posted by a client carries no nonce of ours.
            if (body.idToken !== undefined) {
              throw new APIError('BAD_REQUEST', { code: 'OIDC_REDIRECT_ONLY', message: 'Sign in through the redirect to your provider.' });
            }
            // Back to a page of this app only, whatever trustedOrigins allows (and even where better-auth skips its check).
            if (![body.callbackURL, body.errorCallbackURL, body.newUserCallbackURL].every(isLocalPathOrUnset)) {
              throw new APIError('FORBIDDEN', { code: 'INVALID_CALLBACK_URL', message: 'Sign-in can only return to a page of Loci.' });
            }
            const provider = ctx.context.socialProviders.find((p) => p.id === OIDC_PROVIDER_ID);
            if (!provider) {
              throw new APIError('SERVICE_UNAVAILABLE', {
                code: 'OIDC_UNREACHABLE',
                message: `We could not reach ${config.providerName}. Please try again in a few minutes.`,
              });
            }
            if (!provider.issuer || !sameIssuer(provider.issuer, config.issuer)) {
              ctx.context.logger.error('OIDC discovery names another issuer', { expected: config.issuer, received: provider.issuer });
              throw new APIError('BAD_GATEWAY', {
                code: 'OIDC_ISSUER_MISMATCH',
                message: `Sign-in with ${config.providerName} is not set up correctly. Please tell your administrator.`,
              });
            }
          }),
        },
      ],
    },
  };
}

/** A root-relative path (`/projects/…`), never `//host` or `/\host`, which browsers read as another origin. */
function isLocalPathOrUnset(url: unknown): boolean {
  if (url === undefined) return true;
  if (typeof url !== 'string' || url.length > MAX_RETURN_PATH || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\'))
    return false;
  // Browsers drop tabs and newlines from URLs, so `/\t/host` could still become `//host`.
  return ![...url].some((c) => c.charCodeAt(0) < 0x20);
}

/** Admits an identity from the provider only with a verified email on an allowed domain. */
function admit(
  config: OidcConfig,
  data: { user: Record<string, unknown>; source: ValidateUserInfoSource },
): ValidateUserInfoResult | undefined {
  if (data.source.method !== 'oauth' || data.source.oauth?.providerId !== OIDC_PROVIDER_ID) return undefined;
  const email = typeof data.user.email === 'string' ? data.user.email : '';
  if (data.user.emailVerified !== true) {
    return { error: 'email_not_verified', errorDescription: `${config.providerName} has not verified this email address.` };
  }
  if (!isAllowedDomain(email, config.allowedDomains)) {
    return { error: 'domain_not_allowed', errorDescription: 'This email domain may not sign in here.' };
  }
  return undefined;
}

/** The ID token's name, else given + family name, else the email's local part. */
function displayName(profile: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const full = text(profile.name) || [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' ');
  if (full) return full.slice(0, 120);
  return text(profile.email).split('@')[0] || 'Loci user';
}
