import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { countPasscodeTry } from './passcode-ceiling.js';
import { hitLimit, openLink } from './review-access.js';
import type { LinkCaller } from './review-client-link.js';
import type { ReviewDeps } from './review-deps.js';
import { passcodeKey, verifyPasscode } from './review-secrets.js';

/** POST /api/review/:token/unlock — a right passcode gives the key later requests carry. */
export async function unlockLink(deps: ReviewDeps, caller: LinkCaller, passcode: string): Promise<{ key: string }> {
  await hitLimit(deps.rateLimits, 'open', caller.ip, deps.limits.open);
  const link = await openLink(deps.db, caller.token);
  if (!link.passcode_hash) return { key: '' };
  await hitLimit(deps.rateLimits, 'passcode', `${link.id} ${caller.ip}`, deps.limits.passcode);
  const settle = await countPasscodeTry(deps, link);
  const right = await verifyPasscode(passcode, link.passcode_hash);
  await settle(right);
  if (!right) throw new AppError(ErrorCode.Forbidden, 'That passcode is not right.');
  return { key: passcodeKey(deps.secret, link.id, link.passcode_hash) };
}
