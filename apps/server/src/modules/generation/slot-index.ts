import { type GenerationKind, slotCount } from '@loci/shared';
import { badInput } from '../../errors.js';
import { type FormBody, fieldValue } from '../../lib/multipart.js';

/** A slot index within the board's fixed number of images. */
export function readIndex(form: FormBody, kind: GenerationKind, opts: { required: boolean } = { required: true }): number | undefined {
  const raw = fieldValue(form, 'image_index')?.trim();
  if (!raw) {
    if (opts.required) throw badInput('image_index is required.');
    return undefined;
  }
  const n = Number(raw);
  const max = slotCount(kind);
  if (!Number.isInteger(n) || n < 0 || n >= max) {
    throw badInput(`image_index must be a whole number from 0 to ${max - 1} on a ${kind === 'context' ? 'Context' : 'Topics'} page.`);
  }
  return n;
}
