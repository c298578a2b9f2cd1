import { CANVAS_COMMENT_PREFIX, type CommentThread, ErrorCode, isCanvasPageId, listProjectPages, roleAllows } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectView } from '../projects/index.js';
import { userNames } from '../workspaces/index.js';
import { listComments, type ThreadRow } from './comments.repository.js';
import { appDb } from './comments.tables.js';
import type { CommentsDeps } from './comments-deps.js';
import { requireThread, THREAD_NOT_FOUND } from './comments-rules.js';
import { slotSha, toThreadDto } from './comments-view.js';

/** The threads as the viewer sees them, with their comments and names; threads of pages (or Canvas items) that are gone are left out. */
export async function threadDtos(deps: CommentsDeps, project: ProjectView, userId: string, all: ThreadRow[]): Promise<CommentThread[]> {
  const { db } = deps;
  const data = all.length ? await deps.data.getData(project.id) : null;
  // A deleted moodboard's threads go with it from every list (its page is gone).
  const pages = new Set(data ? listProjectPages(data).map((p) => p.id) : []);
  // So do the threads pinned on a Canvas item that was deleted.
  for (const pageId of new Set(all.map((t) => t.page_id).filter(isCanvasPageId)))
    if (await deps.board.has(project.id, pageId.slice(CANVAS_COMMENT_PREFIX.length))) pages.add(pageId);
  const threads = all.filter((t) => pages.has(t.page_id));
  const comments = await listComments(
    db,
    threads.map((t) => t.id),
  );
  const names = await userNames(appDb(db), [
    ...threads.flatMap((t) => [t.created_by, t.resolved_by]),
    ...comments.flatMap((c) => [c.author_id, ...c.mentions]),
  ]);
  const canResolveAny = roleAllows(project.role, 'edit');
  return threads.map((thread) =>
    toThreadDto({
      thread,
      comments: comments.filter((c) => c.thread_id === thread.id),
      names,
      viewerId: userId,
      canResolveAny,
      currentSha: data && thread.image_index !== null ? slotSha(data, thread.page_id, thread.image_index) : null,
    }),
  );
}

/** One thread of this project as the viewer sees it (what every write answers with), or a 404. */
export async function oneThread(deps: CommentsDeps, project: ProjectView, userId: string, threadId: string): Promise<CommentThread> {
  const thread = await requireThread(deps, project, threadId);
  const [dto] = await threadDtos(deps, project, userId, [thread]);
  if (!dto) throw new AppError(ErrorCode.NotFound, THREAD_NOT_FOUND);
  return dto;
}
