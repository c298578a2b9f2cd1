import { createHash } from 'node:crypto';
import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { action, composeMail, fields, mailLine, paragraph } from '../../lib/mail-text.js';
import { feedbackRecipients } from './feedback-mail.service.js';
import { findProjectRow, type LinkRow } from './review.repository.js';
import { appDb } from './review.tables.js';
import type { ReviewDeps } from './review-deps.js';

export const LINK_LOCKED = 'This review link is locked: ask the designer for a new passcode.';

/**
 * The per-link ceiling on wrong passcodes, whatever address or process they come from: each try
 * is counted in the shared rate-limit table before the passcode is checked, a right one is taken
 * back. Past the ceiling the link answers "locked" (the right passcode too) until the window ends,
 * and the one try that crosses it mails whoever the link's feedback goes to (its maker while an
 * editor, else the studio's owners).
 * Returns `settle`, to call with whether the passcode was right.
 */
export async function countPasscodeTry(deps: ReviewDeps, link: LinkRow): Promise<(right: boolean) => Promise<void>> {
  const { max, windowSec } = deps.limits.passcodeLink;
  const key = createHash('sha256').update(`review-passcode-link:${link.id}`).digest('hex');
  const { count } = await deps.rateLimits.hit(key, windowSec * 1000);
  if (count > max) {
    // Counts only go up past the ceiling (nothing is taken back), so exactly one try sees max + 1.
    // A mail that cannot be sent must not turn the answer into a 500: the lock holds either way.
    if (count === max + 1) await tellDesigner(deps, link, max).catch(() => undefined);
    throw new AppError(ErrorCode.Forbidden, LINK_LOCKED);
  }
  return async (right) => {
    if (right) await deps.rateLimits.undo(key);
  };
}

async function tellDesigner(deps: ReviewDeps, link: LinkRow, max: number): Promise<void> {
  const project = await findProjectRow(deps.db, link.project_id);
  if (!project) return;
  const url = `${deps.publicUrl}/projects/${project.id}/presentation`;
  const mail = (to: string) =>
    composeMail({
      to,
      subject: mailLine`A review link of ${project.name} is locked`,
      blocks: [
        paragraph(mailLine`Someone typed a wrong passcode ${max} times on a review link, so Loci locked it.`),
        fields([
          ['Project', project.name],
          ['Link', link.label ?? ''],
        ]),
        paragraph(mailLine`Your client now sees: "locked: ask the designer for a new passcode".`),
        paragraph(mailLine`If they need it, share a new link with a new passcode, sent apart from the link, and revoke this one.`),
        action(mailLine`Open the project:`, url),
      ],
    });
  for (const to of await feedbackRecipients(appDb(deps.db), project.workspace_id, link.created_by)) {
    await deps.mailer.send(mail(to));
  }
}
