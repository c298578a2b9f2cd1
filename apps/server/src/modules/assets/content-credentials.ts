import type { ContentCredentials, CredentialIngredient, DigitalSourceType } from '../../adapters/credentials/credentials.port.js';

export type { ContentCredentials, CredentialIngredient } from '../../adapters/credentials/credentials.port.js';

/** A real model made it → trainedAlgorithmicMedia; Loci's offline image model (no training data) → algorithmicMedia. */
export function digitalSourceType(origin: { offline?: boolean; provider?: string }): DigitalSourceType {
  return origin.offline || origin.provider === 'offline' ? 'algorithmicMedia' : 'trainedAlgorithmicMedia';
}

/** Signs `bytes` when Content Credentials are configured (always in the app; tests may leave them out). */
export async function withCredentials(
  credentials: ContentCredentials | undefined,
  image: { bytes: Buffer; contentType: string },
  what: { sourceType?: DigitalSourceType; agent?: string; edit?: string; ingredients: CredentialIngredient[] },
): Promise<Buffer> {
  if (!credentials || (image.contentType !== 'image/jpeg' && image.contentType !== 'image/png')) return image.bytes;
  return credentials.sign({ bytes: image.bytes, contentType: image.contentType, ...what });
}

const NORMALISED = 'Loci re-encoded the image (orientation applied, metadata removed).';

/** An upload or a sourced photo: the original is the parent (its own manifest kept), Loci's re-encode the edit. */
export function normalisedLineage(original: Buffer, title: string) {
  return { edit: NORMALISED, ingredients: [{ bytes: original, title, relationship: 'parentOf' as const }] };
}
