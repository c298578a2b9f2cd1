import { shotHeadKind } from './read-prompt.js';
import type { ShotKind } from './shot.js';
import { framing } from './write-prompt.js';

/** A shot prompt taken apart: its kind, the whole subject as written, the motif in brackets, the place words and the fields after. */
export interface ShotPromptParts {
  kind: ShotKind;
  subject: string;
  motif?: string;
  where: string;
}

/**
 * Splits a prompt `writeShotPrompt` wrote ("Garden view: Moss garden (moss) in Kyoto, Japan, seen from …")
 * into its parts, keeping the subject whole (commas and "for a lounge" included); undefined for free text.
 */
export function shotPromptParts(prompt: string): ShotPromptParts | undefined {
  const kind = shotHeadKind(prompt);
  if (!kind) return undefined;
  const body = prompt.slice(prompt.indexOf(': ') + 2);
  const end = body.indexOf(`, ${framing[kind]}.`);
  const first = end >= 0 ? body.slice(0, end) : body.split(/\. (?=[A-Z])/)[0];
  const m = first.match(/^(.*?)(?: \(([^()]{1,40})\))?( (?:in|at) [^()]*)?$/);
  if (!m) return { kind, subject: first, where: '' };
  return { kind, subject: m[1].trim(), motif: m[2], where: (m[3] ?? '').trim() };
}
