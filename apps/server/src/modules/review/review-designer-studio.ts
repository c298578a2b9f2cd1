import { ErrorCode, isUuid, type WorkspaceReviewLink } from '@loci/shared';
import { AppError } from '../../errors.js';
import { findWorkspaceLink, listWorkspaceLinks, revokeLink } from './review.repository.js';
import type { ReviewDeps } from './review-deps.js';
import { linkDtos } from './review-designer-dto.js';

/** Every link of a studio's projects (the owners' list: they may revoke each one). */
export async function studioLinks(deps: ReviewDeps, workspaceId: string, userId: string): Promise<{ links: WorkspaceReviewLink[] }> {
  const rows = await listWorkspaceLinks(deps.db, workspaceId);
  const links = await linkDtos(deps, rows, { id: userId, role: 'owner' });
  return { links: links.map((link, i) => ({ ...link, project_id: rows[i].project_id, project_name: rows[i].project_name })) };
}

/** An owner revokes any link of the studio's projects. */
export async function revokeStudioLink(
  deps: ReviewDeps,
  workspaceId: string,
  userId: string,
  linkId: string,
): Promise<WorkspaceReviewLink> {
  const found = isUuid(linkId) ? await findWorkspaceLink(deps.db, workspaceId, linkId) : undefined;
  const row = found && (await revokeLink(deps.db, found.project_id, linkId));
  if (!found || !row) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
  const [link] = await linkDtos(deps, [row], { id: userId, role: 'owner' });
  return { ...link, project_id: found.project_id, project_name: found.project_name };
}
