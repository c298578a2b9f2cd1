/** Accounts (better-auth), the identity provider and the auth rate limits. */

export type { SessionUser } from './auth.plugin.js';
export { OIDC_PROVIDER_ID, type OidcConfig, resolveOidcConfig } from './oidc-config.js';
export { sessionKey } from './session-cache.js';
export { userNames, verifiedEmail } from './users.repository.js';
