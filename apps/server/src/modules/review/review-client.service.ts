import { type AssetVariant, ErrorCode, parsePageId, type ReviewView, reviewFeedbackInputSchema, reviewImageKey } from '@loci/shared';
import { AppError } from '../../errors.js';
import { assetKeys } from '../assets/index.js';
import { parseInput } from './parse-input.js';
import {
  creatorEmail,
  findProjectRow,
  insertFeedback,
  listFeedback,
  projectUsesAsset,
  takeUnnotified,
  touchLink,
} from './review.repository.js';
import { hitLimit, openLink, requireKey } from './review-access.js';
import type { ReviewDeps } from './review-deps.js';
import { feedbackMail } from './review-mail.js';
import { passcodeKey, verifyPasscode } from './review-secrets.js';
import { currentImages, newSinceReview, pageNames, reviewAssetUrl, toFeedbackDto, toReviewData } from './review-view.js';

/** Who calls: the link's token, the passcode key if any, and the client's address (for the limits). */
export interface LinkCaller {
  token: string;
  key?: string;
  ip: string;
}

/** The client side of review links: what a link opens, the passcode, feedback and images. No session is ever read. */
export function createReviewClient(deps: ReviewDeps) {
  const { db } = deps;

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
      if (!(await verifyPasscode(passcode, link.passcode_hash))) throw new AppError(ErrorCode.Forbidden, 'That passcode is not right.');
      return { key: passcodeKey(deps.secret, link.id, link.passcode_hash) };
    },

    /** POST /api/review/:token/feedback — a verdict and/or a comment on an image or a page. */
    async addFeedback(caller: LinkCaller, body: unknown) {
      const input = parseInput(reviewFeedbackInputSchema, body);
      const link = await access(caller);
      const current = currentImages(await deps.data.getData(link.project_id));
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
      return toFeedbackDto(row, current);
    },

    /** POST /api/review/:token/submit — "Send feedback": one mail to the designer with what is new. */
    async submit(caller: LinkCaller): Promise<{ sent: number }> {
      const link = await access(caller);
      const rows = await takeUnnotified(db, link.id);
      const to = await creatorEmail(db, link.created_by);
      const project = await findProjectRow(db, link.project_id);
      if (rows.length > 0 && to && project) {
        const url = `${deps.publicUrl}/projects/${project.id}/presentation`;
        const names = pageNames(await deps.data.getData(project.id));
        await deps.mailer.send(feedbackMail({ to, projectName: project.name, rows, names, url }));
      }
      return { sent: rows.length };
    },

    /** GET /api/review/:token/assets/:sha[/:size] — an image of the link's project only. */
    async openAsset(caller: LinkCaller, sha: string, variant: AssetVariant) {
      const link = await openLink(db, caller.token);
      requireKey(link, deps.secret, caller.key);
      if (!(await projectUsesAsset(db, link.project_id, sha))) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const row = await db.selectFrom('asset').select(['sha256', 'content_type']).where('sha256', '=', sha).executeTakeFirst();
      if (!row) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const keys = assetKeys(row.sha256, row.content_type);
      const stream = await deps.storage.stream(variant === 'original' ? keys.original : keys.thumbnails[variant]);
      if (!stream) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      return { stream, contentType: variant === 'original' ? row.content_type : 'image/webp' };
    },
  };
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
