import type { Mailer } from '../../adapters/mail/mailer.port.js';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import type { ProjectDataSource } from '../projects/index.js';
import type { CommentsDb } from './comments.tables.js';

/** What the comments module needs, composed in app.ts. */
export interface CommentsDeps {
  db: CommentsDb;
  /** The project read model (pages, images, moodboards): a comment names a page or image that exists. */
  data: ProjectDataSource;
  /** Whether a Canvas item is on the project's board (a thread may be pinned on it). */
  board: { has(projectId: string, nodeId: string): Promise<boolean> };
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** Comments (new, reply, edit) one person may write per window. */
  writeLimit: { max: number; windowSec: number };
  publicUrl: string;
  /** At most one mention mail per member in this time (MENTION_DIGEST_MINUTES; default 10 minutes). */
  mentionDigestMs?: number;
  /** A mention mail that could not go (the comment stays; its mentions wait for the next digest). */
  onMailError?: (err: unknown) => void;
}
