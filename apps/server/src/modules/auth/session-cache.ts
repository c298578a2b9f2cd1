/**
 * A short-lived in-process cache of resolved sessions, so the common read paths do not look the session up in the
 * database on every request. Keyed on the credentials the request carried (bearer token and session cookie).
 * This process clears it on every auth request that can end or change a session (sign-out, revocation, password
 * change or reset, email verification), so there a revoked session stops working at once; another process
 * keeps a cached session for at most `ttlMs`.
 */
export interface SessionCache<T> {
  get(key: string): T | undefined;
  /** Stores a value looked up when `epoch()` was `since`; dropped if the cache was cleared meanwhile. */
  set(key: string, value: T, since: number): void;
  clear(): void;
  /** Increases on every clear, so a lookup that raced a sign-out is not stored. */
  epoch(): number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted (0: no caching). */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export function createSessionCache<T>(opts: SessionCacheOptions): SessionCache<T> {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = opts;
  const entries = new Map<string, { value: T; expires: number }>();
  let epoch = 0;
  return {
    epoch: () => epoch,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, since) {
      if (ttlMs <= 0 || since !== epoch) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + ttlMs });
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The credentials a request carries, as a cache key; null when it carries none. */
export function sessionKey(headers: { authorization?: string; cookie?: string }): string | null {
  const bearer = headers.authorization ?? '';
  const cookie = headers.cookie ? (SESSION_COOKIE.exec(headers.cookie)?.[1] ?? '') : '';
  return bearer || cookie ? `${bearer}\n${cookie}` : null;
}

/** Auth endpoints that only read: every other one may end or change a session, so it clears the cache. */
export function authRequestKeepsSessions(method: string, url: string): boolean {
  return method === 'GET' && /^\/api\/auth\/(get-session|list-sessions|ok)(\?|$)/.test(url);
}
