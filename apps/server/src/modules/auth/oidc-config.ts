import type { Env } from '../../config/env.js';

/** The better-auth provider id; it names the callback path `/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';

/** The studio's OpenID provider, resolved from the environment (generic or the Supabase preset). */
export interface OidcConfig {
  /** The issuer identifier; the discovery document must name exactly this issuer. */
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string;
  /** Shown on the button: "Continue with {providerName}". */
  providerName: string;
  scopes: string[];
  /** Lower-case email domains allowed to sign in; empty = any. */
  allowedDomains: string[];
  /** True when the Supabase preset configured the provider. */
  supabase: boolean;
}

/** Reads the identity-provider settings; null when none is configured (password accounts only). */
export function resolveOidcConfig(env: Env): OidcConfig | null {
  const shared = {
    providerName: env.OIDC_PROVIDER_NAME,
    scopes: withOpenId(env.OIDC_SCOPES.split(/[\s,]+/).filter(Boolean)),
    allowedDomains: parseDomains(env.OIDC_ALLOWED_DOMAINS),
  };
  if (env.SUPABASE_URL && env.SUPABASE_OAUTH_CLIENT_ID) {
    const issuer = `${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1`;
    return {
      ...shared,
      issuer,
      discoveryUrl: discoveryUrlOf(issuer),
      clientId: env.SUPABASE_OAUTH_CLIENT_ID,
      clientSecret: env.SUPABASE_OAUTH_CLIENT_SECRET,
      supabase: true,
    };
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
    return {
      ...shared,
      issuer: env.OIDC_ISSUER,
      discoveryUrl: discoveryUrlOf(env.OIDC_ISSUER),
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      supabase: false,
    };
  }
  return null;
}

/** OpenID Connect Discovery 1.0 §4: the issuer plus `/.well-known/openid-configuration`. */
function discoveryUrlOf(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

function withOpenId(scopes: string[]): string[] {
  return scopes.includes('openid') ? scopes : ['openid', ...scopes];
}

function parseDomains(list: string): string[] {
  return list
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
}

/** Issuers compare as strings (OIDC Discovery §4.3); only a trailing slash is forgiven. */
export function sameIssuer(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

/** Whether the email's domain is on the allow-list (any domain when the list is empty). */
export function isAllowedDomain(email: string, allowedDomains: string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return allowedDomains.includes(domain);
}
