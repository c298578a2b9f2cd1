import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, getAuthToken, setAuthToken } from '../../../lib/auth-token';
import { createSessionStore, SESSION_BROADCAST_KEY, type SessionFetch } from './session-store';

const ana = { id: 'u1', email: 'ana@example.test', name: 'Ana Ruiz', emailVerified: true };

type Call = { url: string; init: RequestInit };

/** A get-session endpoint answering from a queue (the last answer repeats), recording each request. */
function fakeEndpoint(...answers: (() => Response)[]) {
  const calls: Call[] = [];
  const fetchSession: SessionFetch = async (url, init) => {
    calls.push({ url, init });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('no answer');
    return answer();
  };
  return { calls, fetchSession };
}

const json =
  (body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
const status = (code: number) => () => new Response(JSON.stringify({ message: 'no' }), { status: code });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

/** Subscribes like a screen does and waits until the first read has answered. */
async function subscribed(store: ReturnType<typeof createSessionStore>) {
  const unsubscribe = store.subscribe(() => undefined);
  await vi.waitFor(() => expect(store.getSnapshot().isPending).toBe(false));
  return unsubscribe;
}

afterEach(() => {
  clearAuthToken();
  localStorage.removeItem(SESSION_BROADCAST_KEY);
});

describe('the session read without the better-auth client', () => {
  it('is pending until a screen subscribes, then reads get-session with the cookie and the stored token', async () => {
    setAuthToken('tok-1');
    const { calls, fetchSession } = fakeEndpoint(json({ session: { id: 's1' }, user: ana }));
    const store = createSessionStore(fetchSession);
    expect(store.getSnapshot()).toEqual({ data: null, isPending: true, error: null });
    expect(calls).toHaveLength(0);
    await subscribed(store);
    expect(store.getSnapshot()).toEqual({ data: { user: ana }, isPending: false, error: null });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/auth/get-session');
    // `include`, as better-auth sends it: the page's preload of this read is then reused.
    expect(calls[0].init).toMatchObject({ method: 'GET', credentials: 'include', headers: { authorization: 'Bearer tok-1' } });
  });

  it('sends no authorization header without a stored token, and answers no one for a null session', async () => {
    const { calls, fetchSession } = fakeEndpoint(json(null));
    const store = createSessionStore(fetchSession);
    await subscribed(store);
    expect(calls[0].init.headers).toEqual({});
    expect(store.getSnapshot()).toEqual({ data: null, isPending: false, error: null });
  });

  it('keeps a refreshed token the server hands out', async () => {
    setAuthToken('old');
    const { fetchSession } = fakeEndpoint(json({ session: {}, user: ana }, { 'set-auth-token': 'new' }));
    await subscribed(createSessionStore(fetchSession));
    expect(getAuthToken()).toBe('new');
  });

  it('forgets the user on a 401, but keeps them when the network fails (no answer)', async () => {
    const { fetchSession } = fakeEndpoint(json({ session: {}, user: ana }), offline, status(401));
    const store = createSessionStore(fetchSession);
    await subscribed(store);
    await store.refetch();
    expect(store.getSnapshot()).toEqual({ data: { user: ana }, isPending: false, error: { status: 0 } });
    await store.refetch();
    expect(store.getSnapshot()).toEqual({ data: null, isPending: false, error: { status: 401 } });
  });

  it('asks for a refresh (POST) when the server says the session needs one', async () => {
    const { calls, fetchSession } = fakeEndpoint(json({ needsRefresh: true, session: {}, user: ana }), json({ session: {}, user: ana }));
    const store = createSessionStore(fetchSession);
    await subscribed(store);
    expect(calls.map((c) => c.init.method)).toEqual(['GET', 'POST']);
    expect(store.getSnapshot().data).toEqual({ user: ana });
  });

  it('does not read again for a second screen moments later', async () => {
    const { calls, fetchSession } = fakeEndpoint(json({ session: {}, user: ana }));
    const store = createSessionStore(fetchSession);
    await subscribed(store);
    store.subscribe(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('reads again when another tab signs out, and tells other tabs when this one does', async () => {
    const { calls, fetchSession } = fakeEndpoint(json({ session: {}, user: ana }), json(null));
    const store = createSessionStore(fetchSession);
    await subscribed(store);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_BROADCAST_KEY, newValue: '{}' }));
    await vi.waitFor(() => expect(store.getSnapshot().data).toBeNull());
    expect(calls).toHaveLength(2);
    store.broadcast('signout');
    expect(JSON.parse(localStorage.getItem(SESSION_BROADCAST_KEY) ?? '{}')).toMatchObject({
      event: 'session',
      data: { trigger: 'signout' },
    });
  });
});
