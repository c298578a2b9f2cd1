import {
  ErrorCode,
  findMoodboard,
  type GenerationKind,
  isUuid,
  pageId,
  parsePageId,
  type ReviewFeedbackList,
  type ReviewLink,
  type ReviewLinkCreated,
  reviewImageKey,
  type reviewLinkCreateSchema,
  type reviewRegenerateSchema,
  roleAllows,
  type WorkspaceReviewLink,
} from '@loci/shared';
import type { z } from 'zod';
import type { WorkspaceRole } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { userNames } from '../workspaces/index.js';
import {
  bumpRound,
  currentRound,
  findWorkspaceLink,
  insertLink,
  type LinkRow,
  listFeedback,
  listLinks,
  listWorkspaceLinks,
  revokeLink,
} from './review.repository.js';
import { appDb } from './review.tables.js';
import { linkStatus } from './review-access.js';
import type { ReviewDeps } from './review-deps.js';
import { hashPasscode, hashToken, newLinkToken } from './review-secrets.js';
import { currentImages, latestVerdicts, toFeedbackDto } from './review-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const GUIDANCE_MARK = '\n\nClient guidance: ';

/** Who looks at a link: what they may do with it follows from their role in the project's workspace. */
export interface LinkViewer {
  id: string;
  role: WorkspaceRole;
}

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
    status: linkStatus(row),
    created_by_name: (row.created_by && ctx.names.get(row.created_by)) || null,
    can_revoke: canRevoke(row, ctx.viewer),
  };
}

const ONLY_MAKER_OR_OWNER = 'Only the person who made this link or an owner of the studio can revoke it.';

/** A slot's prompt with new guidance: an earlier guidance line is replaced, not stacked. */
export function withGuidance(prompt: string, guidance: string): string {
  const base = prompt.includes(GUIDANCE_MARK) ? prompt.slice(0, prompt.indexOf(GUIDANCE_MARK)) : prompt;
  return guidance ? `${base}${GUIDANCE_MARK}${guidance}` : base;
}

/** The project a designer acts on (already checked by the route's guard). */
export interface ScopedProject {
  id: string;
  owner_id: string;
  workspace_id: string;
  /** The caller's role in the project's workspace. */
  role: WorkspaceRole;
}

/** The designer side: links (create, list, revoke), the feedback, and regeneration of rejected images. */
export function createReviewDesigner(deps: ReviewDeps) {
  const { db } = deps;
  const dtos = async (rows: LinkRow[], viewer: LinkViewer) => {
    const names = await userNames(
      appDb(db),
      rows.map((r) => r.created_by),
    );
    return rows.map((row) => toLinkDto(row, { viewer, names }));
  };
  return {
    async createLink(project: ScopedProject, userId: string, input: z.output<typeof reviewLinkCreateSchema>): Promise<ReviewLinkCreated> {
      const token = newLinkToken();
      const row = await insertLink(db, {
        projectId: project.id,
        tokenHash: hashToken(token),
        passcodeHash: input.passcode ? await hashPasscode(input.passcode) : null,
        label: input.label,
        showPrompts: input.showPrompts,
        createdBy: userId,
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        round: await currentRound(db, project.id),
      });
      await deps.rounds?.shared(project.id, userId);
      const [link] = await dtos([row], { id: userId, role: project.role });
      return { link, token, path: `/review/${token}` };
    },

    /** A project's links, each with its maker and whether the caller may revoke it. */
    async listLinks(project: ScopedProject, userId: string): Promise<{ links: ReviewLink[] }> {
      return { links: await dtos(await listLinks(db, project.id), { id: userId, role: project.role }) };
    },

    /** Revokes a link: its maker (still an editor) or an owner; 403 for anyone else, 404 for no such link. */
    async revoke(project: ScopedProject, userId: string, linkId: string): Promise<ReviewLink> {
      const viewer = { id: userId, role: project.role };
      const existing = isUuid(linkId) ? (await listLinks(db, project.id)).find((l) => l.id === linkId) : undefined;
      if (!existing) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
      if (!canRevoke(existing, viewer)) throw new AppError(ErrorCode.Forbidden, ONLY_MAKER_OR_OWNER);
      const row = await revokeLink(db, project.id, linkId);
      if (!row) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
      return (await dtos([row], viewer))[0];
    },

    /** Every link of a studio's projects (the owners' list: they may revoke each one). */
    async studioLinks(workspaceId: string, userId: string): Promise<{ links: WorkspaceReviewLink[] }> {
      const rows = await listWorkspaceLinks(db, workspaceId);
      const links = await dtos(rows, { id: userId, role: 'owner' });
      return { links: links.map((link, i) => ({ ...link, project_id: rows[i].project_id, project_name: rows[i].project_name })) };
    },

    /** An owner revokes any link of the studio's projects. */
    async revokeStudioLink(workspaceId: string, userId: string, linkId: string): Promise<WorkspaceReviewLink> {
      const found = isUuid(linkId) ? await findWorkspaceLink(db, workspaceId, linkId) : undefined;
      const row = found && (await revokeLink(db, found.project_id, linkId));
      if (!found || !row) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
      const [link] = await dtos([row], { id: userId, role: 'owner' });
      return { ...link, project_id: found.project_id, project_name: found.project_name };
    },

    async feedback(projectId: string): Promise<ReviewFeedbackList> {
      const current = currentImages(await deps.data.getData(projectId));
      return { feedback: (await listFeedback(db, { projectId })).map((r) => toFeedbackDto(r, current)) };
    },

    /**
     * Queues new images for the chosen board slots with guidance in their prompts, and remakes the
     * chosen moodboard images the same way (the moodboards module makes them at once); approved
     * images need `unlock`. Every item is checked before anything is made.
     */
    async regenerate(
      project: ScopedProject,
      input: z.output<typeof reviewRegenerateSchema>,
      userId: string,
    ): Promise<{ queued: number; round: number }> {
      const data = await deps.data.getData(project.id);
      const verdicts = latestVerdicts(await listFeedback(db, { projectId: project.id }), currentImages(data));
      const prompts = new Map((await deps.guided.slotPrompts(project.id)).map((s) => [`${s.section}-${s.kind}/${s.idx}`, s.prompt]));
      const slots: { section: string; kind: GenerationKind; idx: number; prompt: string }[] = [];
      const moodboardImages: { moodboardId: string; idx: number; prompt: string }[] = [];
      for (const item of input.items) {
        const ref = parsePageId(item.pageId);
        if (!ref) throw new AppError(ErrorCode.Validation, 'That page is not in this presentation.');
        const key = reviewImageKey(pageId(ref), item.imageIndex);
        const prompt = ref.kind === 'moodboard' ? findMoodboard(data, ref.moodboardId)?.prompts[item.imageIndex] : prompts.get(key);
        if (prompt === undefined) throw new AppError(ErrorCode.NotFound, 'That image is not in this presentation.');
        if (verdicts.get(key) === 'approve' && !item.unlock) {
          throw new AppError(ErrorCode.Conflict, 'An approved image is locked. Unlock it to regenerate it.');
        }
        const guided = withGuidance(prompt, item.guidance);
        if (ref.kind === 'moodboard') moodboardImages.push({ moodboardId: ref.moodboardId, idx: item.imageIndex, prompt: guided });
        else slots.push({ section: ref.section, kind: ref.kind, idx: item.imageIndex, prompt: guided });
      }
      await deps.rounds?.movingOn(project.id, await currentRound(db, project.id), userId);
      // Moodboard images first: the moodboards module's own refusals come before any board is queued.
      for (const image of moodboardImages) await deps.moodboardImages.regenerate(userId, { projectId: project.id, ...image });
      const queued = slots.length
        ? await deps.guided.requeue({ projectId: project.id, workspaceId: project.workspace_id, userId, slots })
        : 0;
      return { queued: queued + moodboardImages.length, round: await bumpRound(db, project.id) };
    },
  };
}

export type ReviewDesigner = ReturnType<typeof createReviewDesigner>;
