import type { Workspace } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';
import { useFirstPage } from './first-page';

/** Where the browser remembers the workspace the user last chose. */
export const CURRENT_WORKSPACE_KEY = 'loci.workspace';

const listeners = new Set<() => void>();

/** The remembered workspace id (null: the personal one). */
export function readCurrentWorkspace(): string | null {
  try {
    return localStorage.getItem(CURRENT_WORKSPACE_KEY);
  } catch {
    return null;
  }
}

/**
 * The same choice as a cookie, which the server reads to announce the right listing with the
 * Projects page (it starts loading with the HTML). Only the id; nothing is decided from it.
 */
const WORKSPACE_COOKIE = 'loci_workspace';

/** Keeps the cookie equal to the remembered workspace (a choice made before the cookie existed included). */
export function mirrorWorkspaceCookie(id: string | null): void {
  const current = document.cookie.match(new RegExp(`(?:^|;\\s*)${WORKSPACE_COOKIE}=([^;]*)`))?.[1] ?? null;
  if (current === (id ? encodeURIComponent(id) : null)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Loci supports (Firefox, older Safari)
  document.cookie = id
    ? `${WORKSPACE_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=34560000; SameSite=Lax`
    : `${WORKSPACE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** Chooses the current workspace (the header switcher, an accepted invitation); null goes back to the personal one. */
export function setCurrentWorkspace(id: string | null): void {
  try {
    if (id) localStorage.setItem(CURRENT_WORKSPACE_KEY, id);
    else localStorage.removeItem(CURRENT_WORKSPACE_KEY);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
  mirrorWorkspaceCookie(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_WORKSPACE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Cache keys of workspaces. */
export const workspaceKeys = {
  list: ['workspaces'] as const,
  detail: (id: string) => ['workspaces', id] as const,
  usage: (id: string) => ['workspaces', id, 'usage'] as const,
};

/** `GET /api/workspaces/`: the user's workspaces, personal first. */
export function workspacesQuery() {
  return queryOptions({
    queryKey: workspaceKeys.list,
    queryFn: async () => (await apiFetch<{ workspaces: Workspace[] }>('/api/workspaces/')).workspaces,
    staleTime: 30_000,
  });
}

/** The workspace a list of workspaces makes current: the remembered one while the user still belongs to it, else the personal one. */
export function pickCurrent(workspaces: Workspace[] | undefined, remembered: string | null): Workspace | undefined {
  if (!workspaces?.length) return undefined;
  return workspaces.find((w) => w.id === remembered) ?? workspaces.find((w) => w.personal) ?? workspaces[0];
}

/** The current workspace and the user's others; `current` is undefined while they load. */
export function useCurrentWorkspace() {
  // While a page the server rendered is hydrated, the workspace it rendered (the same one: `readFirstPage`).
  const first = useFirstPage();
  const remembered = useSyncExternalStore(subscribe, readCurrentWorkspace, () => first?.workspace ?? null);
  const workspaces = useQuery(workspacesQuery());
  const current = pickCurrent(workspaces.data, remembered);
  return { current, remembered, workspaces: workspaces.data, isPending: workspaces.isPending, error: workspaces.error };
}
