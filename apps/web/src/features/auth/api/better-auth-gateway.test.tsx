import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthClient } from './auth-client';
import type { AuthGateway, SessionState } from './auth-gateway';
import { type AuthBackend, createBetterAuthGateway } from './better-auth-gateway';

type Read = {
  data: { user: { id: string; email: string; name: string; emailVerified: boolean } } | null;
  isPending: boolean;
  error: { status: number } | null;
};

/** A backend whose session read is driven by the test (no better-auth client behind it). */
function fakeClient() {
  let read: Read = { data: null, isPending: true, error: null };
  const listeners = new Set<() => void>();
  const session = {
    set(next: Read) {
      read = next;
      for (const listener of listeners) listener();
    },
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const client: AuthBackend = {
    useSession: () => useSyncExternalStore(subscribe, () => read),
    load: () => Promise.reject(new Error('no client in this test')),
    changed: () => undefined,
  };
  return { client, session };
}

/** Renders a component that reads the session; returns every state it rendered with, in order. */
function watchSession(gateway: AuthGateway): SessionState[] {
  const seen: SessionState[] = [];
  function Probe() {
    seen.push(gateway.useSession());
    return null;
  }
  render(<Probe />);
  return seen;
}

const ana = { id: 'u1', email: 'ana@example.test', name: 'Ana Ruiz', emailVerified: true };

describe('the session, starting from a page the server rendered for a signed-in user', () => {
  it('is that user until the browser’s own read answers, then only what the reads say', () => {
    const { client, session } = fakeClient();
    const gateway = createBetterAuthGateway(client, ana);
    const seen = watchSession(gateway);
    expect(seen.at(-1)).toEqual({ isPending: false, user: ana });
    // A read that failed on the network is no answer: the server's user stays.
    act(() => session.set({ data: null, isPending: false, error: { status: 0 } }));
    expect(seen.at(-1)?.user).toEqual(ana);
    // The read answers: nobody is signed in (signed out elsewhere). From then on the reads decide,
    // and a later read in flight does not bring the first user back.
    act(() => session.set({ data: null, isPending: false, error: null }));
    expect(seen.at(-1)).toEqual({ isPending: false, user: null });
    act(() => session.set({ data: null, isPending: true, error: null }));
    expect(seen.at(-1)).toEqual({ isPending: true, user: null });
  });

  it('without a first user, is the reads alone (pending at first)', () => {
    const { client, session } = fakeClient();
    const gateway = createBetterAuthGateway(client);
    const seen = watchSession(gateway);
    expect(seen.at(-1)).toEqual({ isPending: true, user: null });
    act(() => session.set({ data: { user: ana }, isPending: false, error: null }));
    expect(seen.at(-1)).toEqual({ isPending: false, user: ana });
  });
});

type Answer = { data: unknown; error: { message?: string; status?: number } | null };

/** A backend whose better-auth client is a spy: records when it was loaded and what changed after. */
function lazyBackend(answer: Answer = { data: {}, error: null }) {
  const calls: string[] = [];
  const reply = (name: string) => async () => {
    calls.push(name);
    return answer;
  };
  const client = {
    signIn: { email: reply('sign-in') },
    signOut: reply('sign-out'),
    updateUser: reply('update-user'),
    requestPasswordReset: reply('request-reset'),
  } as unknown as AuthClient;
  const load = vi.fn(async () => {
    calls.push('load');
    return client;
  });
  const changed = vi.fn((broadcast?: 'signout' | 'updateUser') => void calls.push(`changed:${broadcast ?? '-'}`));
  const backend: AuthBackend = { useSession: () => ({ data: null, isPending: false, error: null }), load, changed };
  return { backend, calls, load, changed };
}

describe('the better-auth client behind the actions', () => {
  it('is not loaded until an action needs it, then loaded before the call', async () => {
    const { backend, calls, load } = lazyBackend();
    const gateway = createBetterAuthGateway(backend);
    expect(load).not.toHaveBeenCalled();
    await expect(gateway.signIn({ email: 'ana@example.test', password: 'pw-123456789' })).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['load', 'sign-in', 'changed:-']);
  });

  it('reads the session again after a sign-out and tells the other tabs; a new name too', async () => {
    const { backend, calls } = lazyBackend();
    const gateway = createBetterAuthGateway(backend);
    await gateway.signOut();
    await gateway.updateName({ name: 'Ana' });
    expect(calls).toEqual(['load', 'sign-out', 'changed:signout', 'load', 'update-user', 'changed:updateUser']);
  });

  it('does not read the session again after a refused call, nor after one that does not change it', async () => {
    const refused = lazyBackend({ data: null, error: { message: 'Invalid email or password', status: 401 } });
    const outcome = await createBetterAuthGateway(refused.backend).signIn({ email: 'a@example.test', password: 'x' });
    expect(outcome).toEqual({ ok: false, message: 'Invalid email or password', status: 401 });
    expect(refused.changed).not.toHaveBeenCalled();
    const reset = lazyBackend();
    await createBetterAuthGateway(reset.backend).requestPasswordReset({ email: 'a@example.test' });
    expect(reset.calls).toEqual(['load', 'request-reset']);
  });

  it('answers the spec’s unexpected error when the client cannot be downloaded', async () => {
    const { backend } = lazyBackend();
    backend.load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(createBetterAuthGateway(backend).signIn({ email: 'a@example.test', password: 'x' })).resolves.toEqual({
      ok: false,
      message: 'An unexpected error occurred',
    });
  });
});
