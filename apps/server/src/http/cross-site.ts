import type { IncomingHttpHeaders } from 'node:http';

/** Why a cookie-carrying write was refused (or null when it comes from the app's own origin). */
export type CrossSiteVerdict = null | 'foreign-origin' | 'cross-site-fetch' | 'foreign-referer' | 'no-provenance';

/** The origin part of a URL (`scheme://host[:port]`, default port dropped), or null when it is not one. */
export function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * A browser cannot attach an Authorization header to a cross-site request without a CORS
 * preflight (which Loci never grants), so only cookie-carrying requests without one are CSRF-able.
 * Any cookie counts: the session cookie is the only one Loci sets, whatever its prefix.
 */
export function isCookieAuthenticated(headers: IncomingHttpHeaders): boolean {
  if (!headers.cookie) return false;
  return !carriesBearer(headers);
}

/**
 * Whether the request names a bearer token. Such a request is authenticated by that token alone:
 * its cookies never reach better-auth (auth.plugin.ts), so the guard above may skip it.
 */
export function carriesBearer(headers: { authorization?: string }): boolean {
  return /^bearer\s/i.test(headers.authorization ?? '');
}

/**
 * Where a browser says the request came from: `Origin`; without it `Sec-Fetch-Site`; else the
 * `Referer`'s origin. A request that says none of these is refused too: every browser Loci
 * supports sends Origin on POST, PUT, PATCH and DELETE.
 */
export function crossSiteVerdict(headers: IncomingHttpHeaders, trustedOrigins: ReadonlySet<string>): CrossSiteVerdict {
  const origin = headers.origin;
  if (origin !== undefined) {
    const parsed = originOf(origin);
    return parsed && trustedOrigins.has(parsed) ? null : 'foreign-origin';
  }
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' ? null : 'cross-site-fetch';
  const referer = headers.referer;
  if (referer !== undefined) {
    const parsed = originOf(referer);
    return parsed && trustedOrigins.has(parsed) ? null : 'foreign-referer';
  }
  return 'no-provenance';
}
