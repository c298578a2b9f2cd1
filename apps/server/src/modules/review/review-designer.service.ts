import {
  ErrorCode,
  type GenerationKind,
  isUuid,
  parsePageId,
  type ReviewFeedbackList,
  type ReviewLink,
  type ReviewLinkCreated,
  reviewImageKey,
  reviewLinkCreateSchema,
  reviewRegenerateSchema,
} from '@loci/shared';
import { AppError } from '../../errors.js';
import { parseInput } from './parse-input.js';
import { bumpRound, currentRound, insertLink, type LinkRow, listFeedback, listLinks, revokeLink } from './review.repository.js';
import { linkStatus } from './review-access.js';
import type { ReviewDeps } from './review-deps.js';
import { hashPasscode, hashToken, newLinkToken } from './review-secrets.js';
import { currentImages, latestVerdicts, toFeedbackDto } from './review-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const GUIDANCE_MARK = '\n\nClient guidance: ';

/** Explicit mapper: never the token hash nor the passcode hash. */
export function toLinkDto(row: LinkRow): ReviewLink {
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
  };
}

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
}

/** The designer side: links (create, list, revoke), the feedback, and regeneration of rejected images. */
export function createReviewDesigner(deps: ReviewDeps) {
  const { db } = deps;
  return {
    async createLink(project: ScopedProject, userId: string, body: unknown): Promise<ReviewLinkCreated> {
      const input = parseInput(reviewLinkCreateSchema, body);
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
      return { link: toLinkDto(row), token, path: `/review/${token}` };
    },

    async listLinks(projectId: string): Promise<{ links: ReviewLink[] }> {
      return { links: (await listLinks(db, projectId)).map(toLinkDto) };
    },

    async revoke(projectId: string, linkId: string): Promise<ReviewLink> {
      const row = isUuid(linkId) ? await revokeLink(db, projectId, linkId) : undefined;
      if (!row) throw new AppError(ErrorCode.NotFound, 'Review link not found.');
      return toLinkDto(row);
    },

    async feedback(projectId: string): Promise<ReviewFeedbackList> {
      const current = currentImages(await deps.data.getData(projectId));
      return { feedback: (await listFeedback(db, { projectId })).map((r) => toFeedbackDto(r, current)) };
    },

    /** Queues new images for the chosen slots with guidance in their prompts; approved images need `unlock`. */
    async regenerate(project: ScopedProject, body: unknown, userId: string): Promise<{ queued: number; round: number }> {
      const input = parseInput(reviewRegenerateSchema, body);
      const current = currentImages(await deps.data.getData(project.id));
      const verdicts = latestVerdicts(await listFeedback(db, { projectId: project.id }), current);
      const prompts = new Map((await deps.guided.slotPrompts(project.id)).map((s) => [`${s.section}-${s.kind}/${s.idx}`, s.prompt]));
      const slots = input.items.map((item) => {
        const ref = parsePageId(item.pageId);
        if (!ref || ref.kind === 'moodboard')
          throw new AppError(ErrorCode.Validation, 'Only Context and Topics images can be regenerated here.');
        const key = reviewImageKey(item.pageId, item.imageIndex);
        const prompt = prompts.get(key);
        if (prompt === undefined) throw new AppError(ErrorCode.NotFound, 'That image is not in this presentation.');
        if (verdicts.get(key) === 'approve' && !item.unlock) {
          throw new AppError(ErrorCode.Conflict, 'An approved image is locked. Unlock it to regenerate it.');
        }
        return {
          section: ref.section,
          kind: ref.kind as GenerationKind,
          idx: item.imageIndex,
          prompt: withGuidance(prompt, item.guidance),
        };
      });
      await deps.rounds?.movingOn(project.id, await currentRound(db, project.id), userId);
      const queued = await deps.guided.requeue({ projectId: project.id, workspaceId: project.workspace_id, userId, slots });
      return { queued, round: await bumpRound(db, project.id) };
    },
  };
}

export type ReviewDesigner = ReturnType<typeof createReviewDesigner>;
