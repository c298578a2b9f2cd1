import { isLocale, type ReviewLink, roleAllows } from '@loci/shared';
import type { WorkspaceRole } from '../../adapters/db/schema.js';
import { userNames } from '../workspaces/index.js';
import type { LinkRow } from './review.repository.js';
import { appDb } from './review.tables.js';
import { linkStatus } from './review-access.js';
import type { ReviewDeps } from './review-deps.js';

/** Who looks at a link: what they may do with it follows from their role in the project's workspace. */
export interface LinkViewer {
  id: string;
  role: WorkspaceRole;
}

/** The project a designer acts on (already checked by the route's guard). */
export interface ScopedProject {
  id: string;
  owner_id: string;
  workspace_id: string;
  /** The caller's role in the project's workspace. */
  role: WorkspaceRole;
}

export const ONLY_MAKER_OR_OWNER = 'Only the person who made this link or an owner of the studio can revoke it.';

/** A link may be revoked by the studio's owners, and by its maker while they may still edit. */
export function canRevoke(row: Pick<LinkRow, 'created_by'>, viewer: LinkViewer): boolean {
  return viewer.role === 'owner' || (row.created_by === viewer.id && roleAllows(viewer.role, 'edit'));
}

/** Explicit mapper: never the token hash nor the passcode hash. */
export function toLinkDto(row: LinkRow, ctx: { viewer: LinkViewer; names: Map<string, string> }): ReviewLink {
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    label: row.label,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
    round: row.round,
    has_passcode: Boolean(row.passcode_hash),
    show_prompts: row.show_prompts,
    locale: isLocale(row.locale) ? row.locale : null,
    status: linkStatus(row),
    created_by_name: (row.created_by && ctx.names.get(row.created_by)) || null,
    can_revoke: canRevoke(row, ctx.viewer),
  };
}

/** Links as the viewer sees them, each with its maker's name. */
export async function linkDtos(deps: ReviewDeps, rows: LinkRow[], viewer: LinkViewer): Promise<ReviewLink[]> {
  const names = await userNames(
    appDb(deps.db),
    rows.map((r) => r.created_by),
  );
  return rows.map((row) => toLinkDto(row, { viewer, names }));
}
