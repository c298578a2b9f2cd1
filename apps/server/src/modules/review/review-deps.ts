import type { ContentCredentials } from '../../adapters/credentials/credentials.port.js';
import type { Mailer } from '../../adapters/mail/mailer.port.js';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import type { ProjectDataSource } from '../projects/index.js';
import type { ReviewDb } from './review.tables.js';
import type { ReviewLimits } from './review-access.js';

/** What the review module needs, composed in app.ts. */
export interface ReviewDeps {
  db: ReviewDb;
  /** The project read model (boards and moodboards), read without an owner: the link authorises. */
  data: ProjectDataSource;
  storage: Storage;
  /** Signs the prompt-free copies of images that carried Content Credentials (absent: the copies go unsigned). */
  credentials?: ContentCredentials;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  limits: ReviewLimits;
  /** The app's signing secret (passcode keys are HMACs under it). */
  secret: string;
  publicUrl: string;
  /** The generation module's slots: approvals keep an image; regeneration with guidance. */
  guided: GuidedRegeneration;
  /** The history module's round snapshots (absent: none are kept). */
  rounds?: ReviewRounds;
  /** The moodboards module's image remake, for moodboard images a client rejected. */
  moodboardImages: MoodboardRegeneration;
  /** Told when a client's feedback is stored (live updates announce it to the project's screens). */
  onFeedback?: (feedback: { projectId: string; pageId: string }) => void;
}

/** Keeps the project's pages when it is shared and when its review round moves on (passed in by app.ts). */
export interface ReviewRounds {
  shared(projectId: string, by: string): Promise<void>;
  movingOn(projectId: string, from: number, by: string): Promise<void>;
}

/** The moodboards module's regeneration of one moodboard image from a prompt (passed in by app.ts). */
export interface MoodboardRegeneration {
  regenerate(userId: string, opts: { projectId: string; moodboardId: string; idx: number; prompt: string }): Promise<void>;
  /** A new render of the moodboard from `prompt`, made from the rejected render `renderId` (issue #46). */
  regenerateRender(userId: string, opts: { projectId: string; moodboardId: string; renderId: string; prompt: string }): Promise<void>;
}

/** The generation module's regeneration with guidance (passed in by app.ts; the review module holds no generation internals). */
export interface GuidedRegeneration {
  keep(opts: { projectId: string; section: string; kind: 'context' | 'topics'; idx: number }): Promise<void>;
  slotPrompts(projectId: string): Promise<{ section: string; kind: string; idx: number; prompt: string }[]>;
  requeue(opts: {
    projectId: string;
    workspaceId: string;
    /** Who asked (charged, shown as "Started by"). */
    userId: string;
    slots: { section: string; kind: 'context' | 'topics'; idx: number; prompt: string }[];
  }): Promise<number>;
}
