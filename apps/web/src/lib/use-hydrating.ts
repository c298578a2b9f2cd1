import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True while React hydrates markup the server rendered (and on the server itself): React reads a
 * store's server snapshot there, and re-renders with the browser's right after. False otherwise.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
