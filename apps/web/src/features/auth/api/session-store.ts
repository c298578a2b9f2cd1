import { getAuthToken, setAuthToken } from '../../../lib/auth-token';

/** One session read as the screens see it (the shape better-auth's `useSession` gave). */
export type SessionRead = {
  data: { user: { id: string; email: string; name: string; emailVerified?: boolean } } | null;
  isPending: boolean;
  error: { status: number } | null;
};

/** Where better-auth answers who is signed in (the server preloads it with signed-in first pages). */
const SESSION_PATH = '/api/auth/get-session';
/** better-auth's cross-tab channel: a localStorage key whose `storage` events tell other tabs to read again. */
export const SESSION_BROADCAST_KEY = 'better-auth.message';
/** A read answered this recently is not repeated when a screen mounts or the window regains focus. */
const FRESH_MS = 5_000;

/** The port the store reads through (a test passes its own). */
export type SessionFetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The session, read with a plain fetch of better-auth's get-session endpoint, so the first pages
 * do not load the better-auth client (it arrives only with an action: sign-in, sign-up, sign-out…).
 * It behaves as better-auth's own session store did: read when a screen first needs it, again when
 * the window regains focus or the network comes back, when another tab signs out or renames (the
 * same `better-auth.message` storage event) and after each action that changes the session.
 */
export function createSessionStore(fetchSession: SessionFetch = (input, init) => fetch(input, init)) {
  let read: SessionRead = { data: null, isPending: true, error: null };
  const listeners = new Set<() => void>();
  let flight: AbortController | undefined;
  let answeredAt = 0;
  let detach: (() => void) | undefined;

  const set = (next: SessionRead) => {
    read = next;
    for (const listener of listeners) listener();
  };

  async function get(signal: AbortSignal, method: 'GET' | 'POST'): Promise<Response> {
    const token = getAuthToken();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (method === 'POST') headers['content-type'] = 'application/json';
    // `include`, as better-auth's client sends it: the browser then reuses the page's preload.
    const response = await fetchSession(SESSION_PATH, {
      method,
      credentials: 'include',
      headers,
      body: method === 'POST' ? '{}' : undefined,
      signal,
    });
    const next = response.headers.get('set-auth-token');
    if (response.ok && next) setAuthToken(next);
    return response;
  }

  /** Reads the session now (a read in flight is replaced). */
  async function refetch(): Promise<void> {
    flight?.abort();
    const controller = new AbortController();
    flight = controller;
    set({ ...read, isPending: read.data === null, error: null });
    try {
      let response = await get(controller.signal, 'GET');
      let body: unknown = response.ok ? await response.json() : null;
      if (response.ok && (body as { needsRefresh?: boolean } | null)?.needsRefresh) {
        response = await get(controller.signal, 'POST');
        body = response.ok ? await response.json() : null;
      }
      if (controller.signal.aborted) return;
      if (!response.ok) {
        set({ data: response.status === 401 ? null : read.data, isPending: false, error: { status: response.status } });
        return;
      }
      const session = body as SessionRead['data'] | null;
      answeredAt = Date.now();
      set({ data: session?.user ? { user: session.user } : null, isPending: false, error: null });
    } catch {
      // The network failed (or the read was replaced): no answer, what was known stays.
      if (!controller.signal.aborted) set({ data: read.data, isPending: false, error: { status: 0 } });
    } finally {
      if (flight === controller) flight = undefined;
    }
  }

  const refetchIfStale = () => {
    if (flight || Date.now() - answeredAt < FRESH_MS) return;
    void refetch();
  };

  function attach(): () => void {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchIfStale();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_BROADCAST_KEY) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refetchIfStale);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refetchIfStale);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    getSnapshot: () => read,
    /** Subscribes a screen; the first one starts a read (unless one answered moments ago). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        detach = attach();
        refetchIfStale();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          detach?.();
          detach = undefined;
        }
      };
    },
    refetch,
    /** Tells the other tabs to read their session again (a sign-out, a new name), as better-auth does. */
    broadcast(trigger: 'signout' | 'updateUser'): void {
      try {
        localStorage.setItem(
          SESSION_BROADCAST_KEY,
          JSON.stringify({
            event: 'session',
            data: { trigger },
            clientId: Math.random().toString(36).slice(7),
            timestamp: Math.floor(Date.now() / 1000),
          }),
        );
      } catch {
        // storage unavailable: the other tabs read again when focused
      }
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
