import { z } from 'zod';
import { GENERATED_NODE_ID } from './canvas.schema.js';

/**
 * Team comments: the studio's own remarks on a page, an image (a slot of a page, by position) or a
 * moodboard. Members only (owner, editor and viewer alike); never shown on review links, in exports
 * or in Present mode.
 */

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 2000;
/** Most members one comment may @mention. */
export const COMMENT_MAX_MENTIONS = 20;
/** Most images a page holds (an image comment names a position below it). */
export const COMMENT_MAX_IMAGE_INDEX = 99;

/** The page id of a thread pinned on a Canvas item (issue #47): `canvas:` and the item's id. */
export const CANVAS_COMMENT_PREFIX = 'canvas:';
const CANVAS_ITEM = /^canvas:(note|group|image)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a thread's page id names a Canvas item (a generated card, a note, a group or an image). */
export function isCanvasPageId(pageId: string): boolean {
  return CANVAS_ITEM.test(pageId) || (pageId.startsWith(CANVAS_COMMENT_PREFIX) && GENERATED_NODE_ID.test(pageId.slice(7)));
}

const pageIdSchema = z
  .string({ error: 'Say which page the comment is on.' })
  .max(120, 'That is not a page of this project.')
  .refine(
    (id) => /^(historical|social|physical)-(context|topics)$|^moodboard:[0-9a-f-]{36}$/.test(id) || isCanvasPageId(id),
    'That is not a page of this project.',
  );

const bodySchema = z
  .string({ error: 'Write a comment.' })
  .trim()
  .min(1, 'Write a comment.')
  .max(COMMENT_MAX_LENGTH, `A comment holds at most ${COMMENT_MAX_LENGTH.toLocaleString('en')} characters.`);

const mentionsSchema = z
  .array(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'A mention names a member of this studio.'),
    {
      error: 'Mentions are a list of members.',
    },
  )
  .max(COMMENT_MAX_MENTIONS, `Mention at most ${COMMENT_MAX_MENTIONS} people in one comment.`)
  .default([]);

/** Body of POST /api/projects/:id/comments: a new thread on a page, or on one image of it. */
export const commentThreadCreateSchema = z.object({
  pageId: pageIdSchema,
  imageIndex: z
    .number({ error: 'The image is named by its position (0, 1, 2…).' })
    .int('The image is named by its position (0, 1, 2…).')
    .min(0, 'The image is named by its position (0, 1, 2…).')
    .max(COMMENT_MAX_IMAGE_INDEX, 'That image is not on this page.')
    .nullable()
    .default(null),
  body: bodySchema,
  mentions: mentionsSchema,
});
export type CommentThreadCreate = z.infer<typeof commentThreadCreateSchema>;

/** Body of POST …/comments/threads/:threadId/replies and PATCH …/comments/:commentId. */
export const commentWriteSchema = z.object({ body: bodySchema, mentions: mentionsSchema });
export type CommentWrite = z.infer<typeof commentWriteSchema>;

/** Body of PATCH …/comments/threads/:threadId: resolve or reopen. */
export const commentThreadResolveSchema = z.object({
  resolved: z.boolean({ error: 'Say whether the thread is resolved (true or false).' }),
});
export type CommentThreadResolve = z.infer<typeof commentThreadResolveSchema>;

/** A person as comments show them. */
export const commentPersonSchema = z.object({ id: z.string(), name: z.string() });
export type CommentPerson = z.infer<typeof commentPersonSchema>;

/** One comment of a thread; a deleted first comment keeps its place (empty body) while replies remain. */
export const commentSchema = z.object({
  id: z.string(),
  thread_id: z.string(),
  /** Null once the author's account is gone. */
  author: commentPersonSchema.nullable(),
  body: z.string(),
  mentions: z.array(commentPersonSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  /** The caller wrote it: they may edit and delete it. */
  mine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A thread: where it is, whether it is resolved, and its comments oldest first. */
export const commentThreadSchema = z.object({
  id: z.string(),
  page_id: z.string(),
  /** The image's position on the page; null: the page (or moodboard) as a whole. */
  image_index: z.number().int().nullable(),
  /** False when the slot now holds another image than the one commented on. */
  image_current: z.boolean(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: commentPersonSchema.nullable(),
  /** The caller may resolve or reopen it (its author, editors and owners). */
  can_resolve: z.boolean(),
  comments: z.array(commentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** GET /api/projects/:id/comments: every thread of the project (newest first) and who may be mentioned. */
export const commentListSchema = z.object({
  threads: z.array(commentThreadSchema),
  members: z.array(commentPersonSchema),
});
export type CommentList = z.infer<typeof commentListSchema>;
