import { ErrorCode, listProjectPages, parsePageId, type reviewFeedbackInputSchema, reviewImageKey } from '@loci/shared';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { insertFeedback } from './review.repository.js';
import { accessLink, type LinkCaller } from './review-client-link.js';
import type { ReviewDeps } from './review-deps.js';
import { currentImages, toFeedbackDto } from './review-view.js';

/** POST /api/review/:token/feedback — a verdict and/or a comment on an image or a page. */
export async function addLinkFeedback(deps: ReviewDeps, caller: LinkCaller, input: z.output<typeof reviewFeedbackInputSchema>) {
  const link = await accessLink(deps, caller);
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
  const row = await insertFeedback(deps.db, {
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
}
