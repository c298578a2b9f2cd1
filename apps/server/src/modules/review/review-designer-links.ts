import { ErrorCode, isUuid, type ReviewLink } from '@loci/shared';
import { AppError } from '../../errors.js';
import { listLinks, revokeLink } from './review.repository.js';
import type { ReviewDeps } from './review-deps.js';
import { canRevoke, linkDtos, ONLY_MAKER_OR_OWNER, type ScopedProject } from './review-designer-dto.js';

/** A project's links, each with its maker and whether the caller may revoke it. */
export async function projectLinks(deps: ReviewDeps, project: ScopedProject, userId: string): Promise<{ links: ReviewLink[] }> {
  return { links: await linkDtos(deps, await listLinks(deps.db, project.id), { id: userId, role: project.role }) };
}

/** Revokes a link: its maker (still an editor) or an owner; 403 for anyone else, 404 for no such link. */
export async function revokeProjectLink(deps: ReviewDeps, project: ScopedProject, userId: string, linkId: string): Promise<ReviewLink> {
  const viewer = { id: userId, role: project.role };
  const existing = isUuid(linkId) ? (await listLinks(deps.db, project.id)).find((l) => l.id === linkId) : undefined;
  if (!existing) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
  if (!canRevoke(existing, viewer)) throw new AppError(ErrorCode.Forbidden, ONLY_MAKER_OR_OWNER);
  const row = await revokeLink(deps.db, project.id, linkId);
  if (!row) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
  return (await linkDtos(deps, [row], viewer))[0];
}
