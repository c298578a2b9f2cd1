/** Team comments: threads on a project's pages, images and moodboards, for its studio's members only. */

export { commentRoutes } from './comments.routes.js';
export { type CommentsService, createComments } from './comments.service.js';
export { COMMENT_FILE, COMMENT_THREAD_FILE, commentsDb } from './comments.tables.js';
export type { CommentsDeps } from './comments-deps.js';
export { MENTION_DIGEST_DEFAULT_MS } from './mention-mail.js';
