import { assetShaOf, type Comment, type CommentThread, listProjectPages, type ProjectData, pageImages, parsePageId } from '@loci/shared';
import type { CommentRow, ThreadRow } from './comments.repository.js';

/** The stored image in a page's slot now (its content id), or null for an empty slot or no such page. */
export function slotSha(data: ProjectData, pageId: string, index: number): string | null {
  const ref = parsePageId(pageId);
  const url = ref ? pageImages(ref, data)[index] : undefined;
  return assetShaOf(url);
}

/** How a mail names where a comment is: "image 2 on Historical Context", "Moodboard: Tiles". */
export function placeName(data: ProjectData, pageId: string, index: number | null): string {
  const page = listProjectPages(data).find((p) => p.id === pageId)?.title ?? 'a page';
  return index === null ? page : `image ${index + 1} on ${page}`;
}

/** Explicit mapper: one thread with its comments as the caller sees it. */
export function toThreadDto(opts: {
  thread: ThreadRow;
  comments: CommentRow[];
  names: Map<string, string>;
  viewerId: string;
  canResolveAny: boolean;
  currentSha: string | null;
}): CommentThread {
  const { thread, names } = opts;
  const person = (id: string | null) => (id && names.has(id) ? { id, name: names.get(id) ?? '' } : null);
  const comments: Comment[] = opts.comments.map((c) => ({
    id: c.id,
    thread_id: c.thread_id,
    author: person(c.author_id),
    body: c.deleted_at ? '' : c.body,
    mentions: c.mentions.map(person).filter((p): p is NonNullable<typeof p> => p !== null),
    created_at: c.created_at.toISOString(),
    edited_at: c.edited_at ? c.edited_at.toISOString() : null,
    deleted: c.deleted_at !== null,
    mine: c.author_id === opts.viewerId && c.deleted_at === null,
  }));
  return {
    id: thread.id,
    page_id: thread.page_id,
    image_index: thread.image_index,
    image_current: thread.image_index === null || thread.asset_sha === null || thread.asset_sha === opts.currentSha,
    created_at: thread.created_at.toISOString(),
    resolved_at: thread.resolved_at ? thread.resolved_at.toISOString() : null,
    resolved_by: person(thread.resolved_by),
    can_resolve: opts.canResolveAny || thread.created_by === opts.viewerId,
    comments,
  };
}
