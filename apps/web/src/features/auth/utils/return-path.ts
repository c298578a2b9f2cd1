/** Where the app may send the user after sign-in: a path on this site, never /login or another origin. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  // `//host` and `/\host` are other origins to a browser.
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (candidate === '/login' || candidate.startsWith('/login?') || candidate.startsWith('/login/')) return null;
  return candidate;
}

/** The error screen URL for a provider round trip that remembers where the user was going. */
export function providerErrorURL(base: string, returnPath: string): string {
  const url = new URL(base, 'http://loci.invalid');
  if (returnPath !== '/projects') url.searchParams.set('from', returnPath);
  return url.pathname + url.search;
}
