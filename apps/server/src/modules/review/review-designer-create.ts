import type { ReviewLinkCreated, reviewLinkCreateSchema } from '@loci/shared';
import type { z } from 'zod';
import { currentRound, insertLink } from './review.repository.js';
import type { ReviewDeps } from './review-deps.js';
import { linkDtos, type ScopedProject } from './review-designer-dto.js';
import { hashPasscode, hashToken, newLinkToken } from './review-secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/projects/:id/review-links — a new link (its token shown once), and the project's pages kept for the round. */
export async function createLink(
  deps: ReviewDeps,
  project: ScopedProject,
  userId: string,
  input: z.output<typeof reviewLinkCreateSchema>,
): Promise<ReviewLinkCreated> {
  const { db } = deps;
  const token = newLinkToken();
  const row = await insertLink(db, {
    projectId: project.id,
    tokenHash: hashToken(token),
    passcodeHash: input.passcode ? await hashPasscode(input.passcode) : null,
    label: input.label,
    showPrompts: input.showPrompts,
    locale: input.locale ?? null,
    createdBy: userId,
    expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
    round: await currentRound(db, project.id),
  });
  await deps.rounds?.shared(project.id, userId);
  const [link] = await linkDtos(deps, [row], { id: userId, role: project.role });
  return { link, token, path: `/review/${token}` };
}
