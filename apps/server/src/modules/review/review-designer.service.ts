import type {
  ReviewFeedbackList,
  ReviewLink,
  ReviewLinkCreated,
  reviewLinkCreateSchema,
  reviewRegenerateSchema,
  WorkspaceReviewLink,
} from '@loci/shared';
import type { z } from 'zod';
import type { ReviewDeps } from './review-deps.js';
import { createLink } from './review-designer-create.js';
import type { ScopedProject } from './review-designer-dto.js';
import { projectFeedback } from './review-designer-feedback.js';
import { projectLinks, revokeProjectLink } from './review-designer-links.js';
import { regenerateFromFeedback } from './review-designer-regenerate.js';
import { revokeStudioLink, studioLinks } from './review-designer-studio.js';

export { canRevoke, type LinkViewer, type ScopedProject, toLinkDto } from './review-designer-dto.js';
export { withGuidance } from './review-designer-regenerate.js';

/** The designer side: links (create, list, revoke), the feedback, and regeneration of rejected images. */
export function createReviewDesigner(deps: ReviewDeps) {
  return {
    createLink: (project: ScopedProject, userId: string, input: z.output<typeof reviewLinkCreateSchema>): Promise<ReviewLinkCreated> =>
      createLink(deps, project, userId, input),
    /** A project's links, each with its maker and whether the caller may revoke it. */
    listLinks: (project: ScopedProject, userId: string): Promise<{ links: ReviewLink[] }> => projectLinks(deps, project, userId),
    /** Revokes a link: its maker (still an editor) or an owner; 403 for anyone else, 404 for no such link. */
    revoke: (project: ScopedProject, userId: string, linkId: string): Promise<ReviewLink> =>
      revokeProjectLink(deps, project, userId, linkId),
    /** Every link of a studio's projects (the owners' list: they may revoke each one). */
    studioLinks: (workspaceId: string, userId: string): Promise<{ links: WorkspaceReviewLink[] }> => studioLinks(deps, workspaceId, userId),
    /** An owner revokes any link of the studio's projects. */
    revokeStudioLink: (workspaceId: string, userId: string, linkId: string): Promise<WorkspaceReviewLink> =>
      revokeStudioLink(deps, workspaceId, userId, linkId),
    feedback: (projectId: string): Promise<ReviewFeedbackList> => projectFeedback(deps, projectId),
    /** Queues new images for rejected ones with the client's guidance (approved images need `unlock`). */
    regenerate: (
      project: ScopedProject,
      input: z.output<typeof reviewRegenerateSchema>,
      userId: string,
    ): Promise<{ queued: number; round: number }> => regenerateFromFeedback(deps, project, input, userId),
  };
}

export type ReviewDesigner = ReturnType<typeof createReviewDesigner>;
