import { DEFAULT_LOCALE, ErrorCode, isLocale, type ReviewView } from '@loci/shared';
import { AppError } from '../../errors.js';
import { findProjectRow, listFeedback, touchLink } from './review.repository.js';
import { accessLink, type LinkCaller } from './review-client-link.js';
import type { ReviewDeps } from './review-deps.js';
import { currentImages, newSinceReview, reviewAssetUrl, toFeedbackDto, toReviewData } from './review-view.js';

/** GET /api/review/:token — the presenter's data through the link, and this link's feedback. */
export async function viewReview(deps: ReviewDeps, caller: LinkCaller): Promise<ReviewView> {
  const { db } = deps;
  const link = await accessLink(deps, caller);
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
    locale: isLocale(link.locale) ? link.locale : DEFAULT_LOCALE,
    round: link.round,
    expires_at: new Date(link.expires_at).toISOString(),
    new_images: newSinceReview(rows, current),
    feedback: rows.map((r) => toFeedbackDto(r, current)),
  };
}
