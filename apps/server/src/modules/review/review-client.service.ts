import {
  type AssetVariant,
  ErrorCode,
  listProjectPages,
  parsePageId,
  type ReviewView,
  type reviewFeedbackInputSchema,
  reviewImageKey,
} from '@loci/shared';
import type { z } from 'zod';
import type { CredentialSummary } from '../../adapters/credentials/credentials.port.js';
import { AppError } from '../../errors.js';
import { assetFacts, assetKeys, withoutPrompt } from '../assets/index.js';
import { createFeedbackMail } from './feedback-mail.service.js';
import { countPasscodeTry } from './passcode-ceiling.js';
import { findProjectRow, insertFeedback, listFeedback, projectUsesAsset, touchLink } from './review.repository.js';
import { appDb } from './review.tables.js';
import { hitLimit, openLink, requireKey } from './review-access.js';
import type { ReviewDeps } from './review-deps.js';
import { passcodeKey, verifyPasscode } from './review-secrets.js';
import { currentImages, newSinceReview, reviewAssetUrl, toFeedbackDto, toReviewData } from './review-view.js';

/** Who calls: the link's token, the passcode key if any, and the client's address (for the limits). */
export interface LinkCaller {
  token: string;
  key?: string;
  ip: string;
}

/** The client side of review links: what a link opens, the passcode, feedback and images. No session is ever read. */
export function createReviewClient(deps: ReviewDeps) {
  const { db } = deps;
  const mail = createFeedbackMail(deps);

  async function access(caller: LinkCaller) {
    await hitLimit(deps.rateLimits, 'open', caller.ip, deps.limits.open);
    const link = await openLink(db, caller.token);
    requireKey(link, deps.secret, caller.key);
    return link;
  }

  return {
    /** GET /api/review/:token — the presenter's data through the link, and this link's feedback. */
    async view(caller: LinkCaller): Promise<ReviewView> {
      const link = await access(caller);
      const project = await findProjectRow(db, link.project_id);
      if (!project) throw new AppError(ErrorCode.NotFound, 'This review link is not valid. It may have expired or been revoked.');
      const data = await deps.data.getData(project.id);
      const current = currentImages(data);
      const rows = await listFeedback(db, { projectId: project.id, linkId: link.id });
      await touchLink(db, link.id);
      const rewrite = (url: string) => reviewAssetUrl(caller.token, url, caller.key);
      return {
        project: {
          name: project.name,
          location: project.location,
          brand_name: project.brand_name,
          logo_url: project.logo_sha ? reviewAssetUrl(caller.token, `/api/assets/${project.logo_sha}/256`, caller.key) : null,
          brand_palette: project.brand_palette,
          contextual_insights: project.contextual_insights,
        },
        data: toReviewData(data, { rewrite, showPrompts: link.show_prompts }),
        show_prompts: link.show_prompts,
        round: link.round,
        expires_at: new Date(link.expires_at).toISOString(),
        new_images: newSinceReview(rows, current),
        feedback: rows.map((r) => toFeedbackDto(r, current)),
      };
    },

    /** POST /api/review/:token/unlock — a right passcode gives the key later requests carry. */
    async unlock(caller: LinkCaller, passcode: string): Promise<{ key: string }> {
      await hitLimit(deps.rateLimits, 'open', caller.ip, deps.limits.open);
      const link = await openLink(db, caller.token);
      if (!link.passcode_hash) return { key: '' };
      await hitLimit(deps.rateLimits, 'passcode', `${link.id} ${caller.ip}`, deps.limits.passcode);
      const settle = await countPasscodeTry(deps, link);
      const right = await verifyPasscode(passcode, link.passcode_hash);
      await settle(right);
      if (!right) throw new AppError(ErrorCode.Forbidden, 'That passcode is not right.');
      return { key: passcodeKey(deps.secret, link.id, link.passcode_hash) };
    },

    /** POST /api/review/:token/feedback — a verdict and/or a comment on an image or a page. */
    async addFeedback(caller: LinkCaller, input: z.output<typeof reviewFeedbackInputSchema>) {
      const link = await access(caller);
      const data = await deps.data.getData(link.project_id);
      // Only a page the presentation shows can be commented on.
      if (!listProjectPages(data).some((page) => page.id === input.pageId && page.hasContent)) {
        throw new AppError(ErrorCode.NotFound, 'That page is not in this presentation.');
      }
      const current = currentImages(data);
      let sha: string | null = null;
      if (input.imageIndex !== null) {
        sha = current.get(reviewImageKey(input.pageId, input.imageIndex)) ?? null;
        if (!sha) throw new AppError(ErrorCode.NotFound, 'That image is not in this presentation.');
      }
      const row = await insertFeedback(db, {
        link_id: link.id,
        project_id: link.project_id,
        page_id: input.pageId,
        image_index: input.imageIndex,
        asset_sha: sha,
        verdict: input.verdict,
        comment: input.comment,
        author_name: input.name,
        round: link.round,
      });
      // An approved board image is kept by "Regenerate page" (its "replace chosen images" box unlocks it).
      const ref = parsePageId(input.pageId);
      if (input.verdict === 'approve' && input.imageIndex !== null && ref && ref.kind !== 'moodboard') {
        await deps.guided.keep({ projectId: link.project_id, section: ref.section, kind: ref.kind, idx: input.imageIndex });
      }
      deps.onFeedback?.({ projectId: link.project_id, pageId: input.pageId });
      return toFeedbackDto(row, current);
    },

    /** POST /api/review/:token/submit — "Send feedback": a mail to the designer with what is new, at most one per link per 10 minutes. */
    async submit(caller: LinkCaller): Promise<{ sent: number; pending: number }> {
      const link = await access(caller);
      return mail.request(link.id);
    },

    /** Sends the feedback mails that waited for their turn (the pass each process runs). Returns how many went. */
    sendPendingMail(): Promise<number> {
      return mail.sendPending();
    },

    /**
     * GET /api/review/:token/credentials/:sha — the Content Credentials of an image of the link's
     * project, as the link serves it (the prompt-free copy, re-signed, when prompts are hidden):
     * what the client's lightbox shows. Read and validated on the server, like the designer's check.
     */
    async credentials(caller: LinkCaller, sha: string): Promise<{ present: boolean; summary: CredentialSummary | null }> {
      const link = await openLink(db, caller.token);
      requireKey(link, deps.secret, caller.key);
      if (!(await projectUsesAsset(db, link.project_id, sha))) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const row = await db.selectFrom('asset').select(['sha256', 'content_type']).where('sha256', '=', sha).executeTakeFirst();
      const stored = row ? await deps.storage.get(assetKeys(row.sha256, row.content_type).original) : null;
      if (!stored) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const bytes = link.show_prompts ? stored : await withoutPrompt(stored, deps.credentials);
      const summary = deps.credentials ? await deps.credentials.read(bytes).catch(() => null) : null;
      return { present: summary !== null, summary };
    },

    /**
     * GET /api/review/:token/assets/:sha[/:size] — an image of the link's project only. With "Show
     * prompts" off it is a prompt-free copy (no prompt in its metadata), tagged by content: the same
     * file always gives the same copy, so a browser that has it gets a 304 once the link is checked.
     */
    async openAsset(caller: LinkCaller, sha: string, variant: AssetVariant, ifNoneMatch?: string) {
      const link = await openLink(db, caller.token);
      requireKey(link, deps.secret, caller.key);
      if (!(await projectUsesAsset(db, link.project_id, sha))) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const [row] = await assetFacts(appDb(db), [sha]);
      if (!row) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const keys = assetKeys(row.sha256, row.content_type);
      const key = variant === 'original' ? keys.original : keys.thumbnails[variant];
      const contentType = variant === 'original' ? row.content_type : 'image/webp';
      if (link.show_prompts) {
        const stream = await deps.storage.stream(key);
        if (!stream) throw new AppError(ErrorCode.NotFound, 'Image not found.');
        return { body: stream, contentType, etag: null, notModified: false };
      }
      const etag = `"${row.sha256}-${variant}-no-prompt"`;
      if (ifNoneMatch === etag) return { body: null, contentType, etag, notModified: true };
      const bytes = await deps.storage.get(key);
      if (!bytes) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      return { body: await withoutPrompt(bytes, deps.credentials), contentType, etag, notModified: false };
    },
  };
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
