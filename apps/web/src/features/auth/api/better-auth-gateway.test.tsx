import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import type { AuthClient } from './auth-client';
import type { AuthGateway, SessionState } from './auth-gateway';
import { createBetterAuthGateway } from './better-auth-gateway';

type Read = {
  data: { user: { id: string; email: string; name: string; emailVerified: boolean } } | null;
  isPending: boolean;
  error: { status: number } | null;
};

/** A better-auth client whose session read is driven by the test. */
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
  const client = { useSession: () => useSyncExternalStore(subscribe, () => read) } as unknown as AuthClient;
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
