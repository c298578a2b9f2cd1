import { useSyncExternalStore } from 'react';
import type { AuthClient } from './auth-client';
import type { AuthBackend } from './better-auth-gateway';
import { createSessionStore, type SessionStore } from './session-store';

/**
 * The app's auth backend: the session through a plain read (`session-store.ts`), and the
 * better-auth client in its own chunk, imported on the first action that needs it (sign-in,
 * sign-up, sign-out, a reset…), so the first pages do not download it.
 */
export function createAuthBackend(
  store: SessionStore = createSessionStore(),
  importClient: () => Promise<{ authClient: AuthClient }> = () => import('./auth-client'),
): AuthBackend {
  let client: Promise<AuthClient> | undefined;
  return {
    useSession: () => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot),
    load() {
      client ??= importClient().then((module) => module.authClient);
      // A failed download is tried again by the next action.
      client.catch(() => {
        client = undefined;
      });
      return client;
    },
    changed(broadcast) {
      void store.refetch();
      if (broadcast) store.broadcast(broadcast);
    },
  };
}
