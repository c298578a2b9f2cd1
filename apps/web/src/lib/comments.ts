import type { CommentList, CommentThread } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Team comments' read side, shared by the screens that show counts (Presentation, Canvas) and the
 * Comments panel: one cache key per project, so a live update invalidates them all at once.
 */
export const commentKeys = {
  project: queryKeys.comments,
};

/** `GET /api/projects/:id/comments`: every thread of the project and the members one may mention. */
export function commentsQuery(projectId: string) {
  return queryOptions({
    queryKey: commentKeys.project(projectId),
    queryFn: () => apiFetch<CommentList>(`/api/projects/${encodeURIComponent(projectId)}/comments`),
    staleTime: 15_000,
  });
}

/** Open (unresolved) comments per page (`historical-context`) and per image (`historical-context/2`). */
export function countOpenComments(threads: readonly CommentThread[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  for (const thread of threads) {
    if (thread.resolved_at) continue;
    const live = thread.comments.filter((c) => !c.deleted).length;
    if (!live) continue;
    add(thread.page_id, live);
    if (thread.image_index !== null) add(`${thread.page_id}/${thread.image_index}`, live);
  }
  return counts;
}

const NO_COUNTS = new Map<string, number>();

/** Open comments per page (`historical-context`) and per image (`historical-context/2`); empty while loading. */
export function useCommentCounts(projectId: string | undefined): Map<string, number> {
  const query = useQuery({
    ...commentsQuery(projectId ?? ''),
    enabled: Boolean(projectId),
    select: (list) => countOpenComments(list.threads),
  });
  return query.data ?? NO_COUNTS;
}

/** Where the Comments panel is open: a page (all its threads), one image of it, or every page (`pageId` null). */
export type CommentsTarget = { pageId: string | null; imageIndex: number | null; threadId?: string };

type DrawerState = { open: boolean; target: CommentsTarget };

let state: DrawerState = { open: false, target: { pageId: null, imageIndex: null } };
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the Comments panel on a page or image (from an image cell's comment button, the top bar, a mail's link). */
export function openComments(target: CommentsTarget): void {
  state = { open: true, target };
  emit();
}

/** Closes the Comments panel. */
export function closeComments(): void {
  state = { ...state, open: false };
  emit();
}

/** The Comments panel's state (one panel per tab). */
export function useCommentsDrawer(): DrawerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
