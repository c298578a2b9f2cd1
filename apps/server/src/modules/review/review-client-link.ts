import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { assetFacts } from '../assets/index.js';
import type { LinkRow } from './review.repository.js';
import { projectUsesAsset } from './review.repository.js';
import { appDb } from './review.tables.js';
import { hitLimit, openLink, requireKey } from './review-access.js';
import type { ReviewDeps } from './review-deps.js';

/** Who calls: the link's token, the passcode key if any, and the client's address (for the limits). */
export interface LinkCaller {
  token: string;
  key?: string;
  ip: string;
}

/** The caller's live link, counted against the open limit, with its passcode key checked. */
export async function accessLink(deps: ReviewDeps, caller: LinkCaller): Promise<LinkRow> {
  await hitLimit(deps.rateLimits, 'open', caller.ip, deps.limits.open);
  const link = await openLink(deps.db, caller.token);
  requireKey(link, deps.secret, caller.key);
  return link;
}

/** An image of the link's project only (no limit counted: a page asks for many): the link and the image's stored facts. */
export async function linkedAsset(deps: ReviewDeps, caller: LinkCaller, sha: string) {
  const link = await openLink(deps.db, caller.token);
  requireKey(link, deps.secret, caller.key);
  if (!(await projectUsesAsset(deps.db, link.project_id, sha))) throw new AppError(ErrorCode.NotFound, 'Image not found.');
  const [row] = await assetFacts(appDb(deps.db), [sha]);
  if (!row) throw new AppError(ErrorCode.NotFound, 'Image not found.');
  return { link, row };
}
