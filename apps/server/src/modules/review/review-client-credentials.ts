import { ErrorCode } from '@loci/shared';
import type { CredentialSummary } from '../../adapters/credentials/credentials.port.js';
import { AppError } from '../../errors.js';
import { assetKeys, withoutPrompt } from '../assets/index.js';
import { type LinkCaller, linkedAsset } from './review-client-link.js';
import type { ReviewDeps } from './review-deps.js';

/**
 * GET /api/review/:token/credentials/:sha — the Content Credentials of an image of the link's
 * project, as the link serves it (the prompt-free copy, re-signed, when prompts are hidden):
 * what the client's lightbox shows. Read and validated on the server, like the designer's check.
 */
export async function readLinkCredentials(
  deps: ReviewDeps,
  caller: LinkCaller,
  sha: string,
): Promise<{ present: boolean; summary: CredentialSummary | null }> {
  const { link, row } = await linkedAsset(deps, caller, sha);
  const stored = await deps.storage.get(assetKeys(row.sha256, row.content_type).original);
  if (!stored) throw new AppError(ErrorCode.NotFound, 'Image not found.');
  const bytes = link.show_prompts ? stored : await withoutPrompt(stored, deps.credentials);
  const summary = deps.credentials ? await deps.credentials.read(bytes).catch(() => null) : null;
  return { present: summary !== null, summary };
}
