import type { AssetVariant, ReviewView, reviewFeedbackInputSchema } from '@loci/shared';
import type { z } from 'zod';
import type { CredentialSummary } from '../../adapters/credentials/credentials.port.js';
import { createFeedbackMail } from './feedback-mail.service.js';
import { openLinkAsset } from './review-client-asset.js';
import { readLinkCredentials } from './review-client-credentials.js';
import { addLinkFeedback } from './review-client-feedback.js';
import { accessLink, type LinkCaller } from './review-client-link.js';
import { unlockLink } from './review-client-unlock.js';
import { viewReview } from './review-client-view.js';
import type { ReviewDeps } from './review-deps.js';

export type { LinkCaller } from './review-client-link.js';

/** The client side of review links: what a link opens, the passcode, feedback and images. No session is ever read. */
export function createReviewClient(deps: ReviewDeps) {
  const mail = createFeedbackMail(deps);
  return {
    /** GET /api/review/:token — the presenter's data through the link, and this link's feedback. */
    view: (caller: LinkCaller): Promise<ReviewView> => viewReview(deps, caller),
    /** POST /api/review/:token/unlock — a right passcode gives the key later requests carry. */
    unlock: (caller: LinkCaller, passcode: string): Promise<{ key: string }> => unlockLink(deps, caller, passcode),
    /** POST /api/review/:token/feedback — a verdict and/or a comment on an image or a page. */
    addFeedback: (caller: LinkCaller, input: z.output<typeof reviewFeedbackInputSchema>) => addLinkFeedback(deps, caller, input),
    /** POST /api/review/:token/submit — "Send feedback": a mail to the designer with what is new, at most one per link per 10 minutes. */
    async submit(caller: LinkCaller): Promise<{ sent: number; pending: number }> {
      const link = await accessLink(deps, caller);
      return mail.request(link.id);
    },
    /** Sends the feedback mails that waited for their turn (the pass each process runs). Returns how many went. */
    sendPendingMail: (): Promise<number> => mail.sendPending(),
    /** GET /api/review/:token/credentials/:sha — the Content Credentials of an image of the link's project, as the link serves it. */
    credentials: (caller: LinkCaller, sha: string): Promise<{ present: boolean; summary: CredentialSummary | null }> =>
      readLinkCredentials(deps, caller, sha),
    /** GET /api/review/:token/assets/:sha[/:size] — an image of the link's project only (prompt-free when prompts are hidden). */
    openAsset: (caller: LinkCaller, sha: string, variant: AssetVariant, ifNoneMatch?: string) =>
      openLinkAsset(deps, caller, sha, variant, ifNoneMatch),
  };
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
