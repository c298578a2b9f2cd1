import type { ParseBudget } from './parse-budget.js';

/** An ICC profile's most bytes: printer profiles run to a few MB; a camera's or screen's are far smaller. */
export const ICC_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Checks an ICC profile's header and tag table before a colour engine reads it: its declared size
 * is its size, it carries the `acsp` signature, and its tags are counted within the budget and lie
 * inside the profile.
 * @throws MetadataBoundsError
 */
export function checkIcc(profile: Uint8Array, budget: ParseBudget): void {
  budget.bytes('ICC', profile.length, ICC_MAX_BYTES);
  if (profile.length < 132) budget.malformed('ICC');
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  const declared = view.getUint32(0);
  const signature = String.fromCharCode(profile[36], profile[37], profile[38], profile[39]);
  if (declared > profile.length || signature !== 'acsp') budget.malformed('ICC');
  const tags = view.getUint32(128);
  if (132 + tags * 12 > declared) budget.malformed('ICC');
  for (let i = 0; i < tags; i++) {
    const entry = 132 + i * 12;
    budget.item('ICC', 1);
    if (view.getUint32(entry + 4) + view.getUint32(entry + 8) > declared) budget.malformed('ICC');
  }
}
