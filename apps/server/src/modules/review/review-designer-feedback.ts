import type { ReviewFeedbackList } from '@loci/shared';
import { listFeedback } from './review.repository.js';
import type { ReviewDeps } from './review-deps.js';
import { currentImages, toFeedbackDto } from './review-view.js';

/** GET /api/projects/:id/feedback — every client's feedback on the project, against its current images. */
export async function projectFeedback(deps: ReviewDeps, projectId: string): Promise<ReviewFeedbackList> {
  const current = currentImages(await deps.data.getData(projectId));
  return { feedback: (await listFeedback(deps.db, { projectId })).map((r) => toFeedbackDto(r, current)) };
}
