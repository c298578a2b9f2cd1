import { createHash } from 'node:crypto';
import { ErrorCode } from '@loci/shared';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import { findLinkByTokenHash, type LinkRow } from './review.repository.js';
import type { ReviewDb } from './review.tables.js';
import { hashToken, passcodeKey, sameKey } from './review-secrets.js';

/** One ceiling of the review limits: `max` requests per `windowSec`. */
export interface ReviewLimit {
  max: number;
  windowSec: number;
}

export interface ReviewLimits {
  /** Review API requests per client IP (opening, feedback; not images). */
  open: ReviewLimit;
  /** Passcode attempts per link and client IP. */
  passcode: ReviewLimit;
  /** Wrong passcodes per link from all clients together; past it the link is locked. */
  passcodeLink: ReviewLimit;
}

export const LINK_NOT_VALID = 'This review link is not valid. It may have expired or been revoked.';
export const PASSCODE_NEEDED = 'This review link needs its passcode.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** Whether a link can be used now. */
export function linkStatus(link: LinkRow, now = new Date()): 'active' | 'expired' | 'revoked' {
  if (link.revoked_at) return 'revoked';
  return new Date(link.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** Finds the link a token opens, or answers 404 (unknown, revoked and expired alike: nothing to learn). */
export async function openLink(db: ReviewDb, token: string): Promise<LinkRow> {
  const link = await findLinkByTokenHash(db, hashToken(token));
  if (!link || linkStatus(link) !== 'active') throw new AppError(ErrorCode.NotFound, LINK_NOT_VALID);
  return link;
}

/** The passcode check of every link request: a link with a passcode needs the key `unlock` gave. */
export function requireKey(link: LinkRow, secret: string, presented: string | undefined): void {
  if (!link.passcode_hash) return;
  if (!sameKey(presented, passcodeKey(secret, link.id, link.passcode_hash))) {
    throw new AppError(ErrorCode.Unauthenticated, PASSCODE_NEEDED);
  }
}

/** Counts one request against a limit; over it, a 429 with the time to wait. */
export async function hitLimit(store: RateLimitStore, name: string, subject: string, limit: ReviewLimit): Promise<void> {
  const key = createHash('sha256').update(`review-${name}:${subject}`).digest('hex');
  const count = await store.hit(key, limit.windowSec * 1000);
  if (count.count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000));
    throw new AppError(ErrorCode.RateLimited, TOO_MANY, { retryAfter });
  }
}
