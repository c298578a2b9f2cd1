import { createHash } from 'node:crypto';
import {
  type CommentList,
  type CommentThread,
  type CommentThreadCreate,
  type CommentThreadResolve,
  type CommentWrite,
  ErrorCode,
  listProjectPages,
  roleAllows,
} from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectView } from '../projects/index.js';
import { listMembers, userNames } from '../workspaces/index.js';
import {
  deleteComment,
  findComment,
  findThread,
  insertComment,
  insertThread,
  listComments,
  listThreads,
  setResolved,
  type ThreadRow,
  updateComment,
} from './comments.repository.js';
import { appDb } from './comments.tables.js';
import type { CommentsDeps } from './comments-deps.js';
import { slotSha, toThreadDto } from './comments-view.js';
import { createMentionMail } from './mention-mail.js';

const THREAD_NOT_FOUND = 'That comment thread is not on this project (it may have been deleted).';
const COMMENT_NOT_FOUND = 'Comment not found (it may have been deleted).';
const ONLY_AUTHOR = 'Only the person who wrote a comment can change or delete it.';
const ONLY_RESOLVERS = 'Only the thread’s author, editors and owners can resolve or reopen it.';
const TOO_MANY = 'You are commenting very fast. Wait a few minutes, then try again.';
const NOT_MEMBER = 'You can only mention members of this studio.';

/** Team comments on a project's pages, images and moodboards (any member of its workspace). */
export function createComments(deps: CommentsDeps) {
  const { db } = deps;
  const mailMentions = createMentionMail(deps);

  /** A workspace member, whatever their role (a review-link visitor never reaches here: no session). */
  function requireMember(project: ProjectView): void {
    if (!roleAllows(project.role, 'view')) throw new AppError(ErrorCode.Forbidden, 'Only members of this studio can comment.');
  }

  async function countWrite(userId: string): Promise<void> {
    const key = createHash('sha256').update(`comments-write:${userId}`).digest('hex');
    const count = await deps.rateLimits.hit(key, deps.writeLimit.windowSec * 1000);
    if (count.count > deps.writeLimit.max) {
      const retryAfter = Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000));
      throw new AppError(ErrorCode.RateLimited, TOO_MANY, { retryAfter });
    }
  }

  /** The mentioned ids, each once, every one a current member of the project's workspace. */
  async function checkMentions(project: ProjectView, mentions: string[]): Promise<string[]> {
    const unique = [...new Set(mentions)];
    if (!unique.length) return unique;
    const members = new Set((await listMembers(appDb(db), project.workspace_id)).map((m) => m.user_id));
    if (unique.some((id) => !members.has(id))) throw new AppError(ErrorCode.Validation, NOT_MEMBER);
    return unique;
  }

  async function threadDtos(project: ProjectView, userId: string, all: ThreadRow[]): Promise<CommentThread[]> {
    const data = all.length ? await deps.data.getData(project.id) : null;
    // A deleted moodboard's threads go with it from every list (its page is gone).
    const pages = new Set(data ? listProjectPages(data).map((p) => p.id) : []);
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

  async function oneThread(project: ProjectView, userId: string, threadId: string): Promise<CommentThread> {
    const thread = await findThread(db, project.id, threadId);
    if (!thread) throw new AppError(ErrorCode.NotFound, THREAD_NOT_FOUND);
    const [dto] = await threadDtos(project, userId, [thread]);
    if (!dto) throw new AppError(ErrorCode.NotFound, THREAD_NOT_FOUND);
    return dto;
  }

  return {
    /** GET /api/projects/:id/comments — every thread (newest first) and the members one may mention. */
    async list(project: ProjectView, userId: string): Promise<CommentList> {
      requireMember(project);
      const threads = await threadDtos(project, userId, await listThreads(db, project.id));
      const members = await listMembers(appDb(db), project.workspace_id);
      return { threads, members: members.map((m) => ({ id: m.user_id, name: m.name || m.email })) };
    },

    /** POST /api/projects/:id/comments — a new thread on a page, or on one image of it. */
    async createThread(project: ProjectView, userId: string, input: CommentThreadCreate): Promise<CommentThread> {
      requireMember(project);
      const mentions = await checkMentions(project, input.mentions);
      const data = await deps.data.getData(project.id);
      if (!listProjectPages(data).some((p) => p.id === input.pageId)) {
        throw new AppError(ErrorCode.NotFound, 'That page is not in this project (a moodboard may have been deleted).');
      }
      const sha = input.imageIndex === null ? null : slotSha(data, input.pageId, input.imageIndex);
      if (input.imageIndex !== null && !sha) throw new AppError(ErrorCode.NotFound, 'That image is not on this page.');
      await countWrite(userId);
      const { thread } = await insertThread(
        db,
        { projectId: project.id, pageId: input.pageId, imageIndex: input.imageIndex, assetSha: sha, createdBy: userId },
        { projectId: project.id, authorId: userId, body: input.body, mentions },
      );
      await mailMentions({ project, thread, authorId: userId, body: input.body, mentions });
      return oneThread(project, userId, thread.id);
    },

    /** POST /api/projects/:id/comments/threads/:threadId/replies — a reply (a resolved thread stays resolved). */
    async reply(project: ProjectView, userId: string, threadId: string, input: CommentWrite): Promise<CommentThread> {
      requireMember(project);
      const thread = await findThread(db, project.id, threadId);
      if (!thread) throw new AppError(ErrorCode.NotFound, THREAD_NOT_FOUND);
      const mentions = await checkMentions(project, input.mentions);
      await countWrite(userId);
      await insertComment(db, { threadId, projectId: project.id, authorId: userId, body: input.body, mentions });
      await mailMentions({ project, thread, authorId: userId, body: input.body, mentions });
      return oneThread(project, userId, threadId);
    },

    /** PATCH /api/projects/:id/comments/threads/:threadId — resolve or reopen (its author, editors, owners). */
    async resolve(project: ProjectView, userId: string, threadId: string, input: CommentThreadResolve): Promise<CommentThread> {
      requireMember(project);
      const thread = await findThread(db, project.id, threadId);
      if (!thread) throw new AppError(ErrorCode.NotFound, THREAD_NOT_FOUND);
      if (!roleAllows(project.role, 'edit') && thread.created_by !== userId) throw new AppError(ErrorCode.Forbidden, ONLY_RESOLVERS);
      if (input.resolved !== (thread.resolved_at !== null)) await setResolved(db, threadId, input.resolved ? userId : null);
      return oneThread(project, userId, threadId);
    },

    /** PATCH /api/projects/:id/comments/:commentId — its author changes the text (new mentions are mailed). */
    async edit(project: ProjectView, userId: string, commentId: string, input: CommentWrite): Promise<CommentThread> {
      requireMember(project);
      const comment = await findComment(db, project.id, commentId);
      if (!comment) throw new AppError(ErrorCode.NotFound, COMMENT_NOT_FOUND);
      if (comment.author_id !== userId) throw new AppError(ErrorCode.Forbidden, ONLY_AUTHOR);
      const mentions = await checkMentions(project, input.mentions);
      await countWrite(userId);
      await updateComment(db, commentId, { body: input.body, mentions });
      const thread = await findThread(db, project.id, comment.thread_id);
      const added = mentions.filter((id) => !comment.mentions.includes(id));
      if (thread) await mailMentions({ project, thread, authorId: userId, body: input.body, mentions: added });
      return oneThread(project, userId, comment.thread_id);
    },

    /** DELETE /api/projects/:id/comments/:commentId — its author deletes it (a thread left empty goes too). */
    async remove(project: ProjectView, userId: string, commentId: string): Promise<{ deleted: true; thread_deleted: boolean }> {
      requireMember(project);
      const comment = await findComment(db, project.id, commentId);
      if (!comment) throw new AppError(ErrorCode.NotFound, COMMENT_NOT_FOUND);
      if (comment.author_id !== userId) throw new AppError(ErrorCode.Forbidden, ONLY_AUTHOR);
      await deleteComment(db, comment);
      return { deleted: true, thread_deleted: !(await findThread(db, project.id, comment.thread_id)) };
    },
  };
}

export type CommentsService = ReturnType<typeof createComments>;
