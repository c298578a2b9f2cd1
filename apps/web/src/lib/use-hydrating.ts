import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * `server()` while React hydrates markup the server rendered (and on the server itself), `client()`
 * in every other render: React reads a store's server snapshot there, and re-renders with the
 * browser's value right after. Nothing tells it to change otherwise; it is read on every render.
 */
export function useHydrationValue<T>(client: () => T, server: () => T): T {
  return useSyncExternalStore(noChanges, client, server);
}

/** True while React hydrates markup the server rendered (and on the server itself), false otherwise. */
export function useHydrating(): boolean {
  return useHydrationValue(
    () => false,
    () => true,
  );
}
