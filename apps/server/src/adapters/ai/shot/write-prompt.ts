import { shotFromPrompt } from './read-prompt.js';
import { type Shot, type ShotKind, shotKindPhrase } from './shot.js';

/** What the picture centres on, in a provider's words, by kind. */
export const framing: Record<ShotKind, string> = {
  street: 'seen along the street at eye height, buildings on both sides',
  landmark: 'seen whole from across the open ground in front of it',
  garden: 'seen from a path at eye height, planting in layers',
  interior: 'seen from the doorway, the whole room in view',
  detail: 'filling the frame at arm’s length, surface texture sharp',
  'flat-lay': 'laid out as samples on a table, photographed from directly above',
  textile: 'filling the frame, the weave and its threads visible',
  floor: 'running away from the camera in perspective, the pattern clear',
  plan: 'seen from directly above as a plan',
  lighting: 'the light and its shadows as the subject',
  threshold: 'framed by the entrance, looking from outside in',
};

/**
 * The prompt a real image provider receives, written from the shot: kind and subject first,
 * then what it is made of, its colours, light and the place's features. The offline renderer
 * reads the same fields back (`shotFromPrompt`), so both draw the same subject.
 */
export function writeShotPrompt(shot: Shot, where: string): string {
  const subject =
    shot.motif && !shot.subject.toLowerCase().includes(shot.motif.toLowerCase()) ? `${shot.subject} (${shot.motif})` : shot.subject;
  const parts = [`${shotKindPhrase[shot.kind]}: ${subject} ${where}, ${framing[shot.kind]}.`];
  if (shot.materials.length) parts.push(`Materials: ${shot.materials.join(', ')}.`);
  if (shot.palette.length) parts.push(`Palette: ${shot.palette.join(', ')}.`);
  parts.push(`Light: ${shot.light || shot.time}, ${shot.time}.`);
  if (shot.features.length) parts.push(`Local features: ${shot.features.join(', ')}.`);
  return parts.join(' ');
}

/**
 * `writeShotPrompt` for a shot whose subject came from a designer's or client's words: when the
 * subject alone would read back as another motif ("fish market stalls on the quay" reads as a
 * quay), the motif is written in brackets after it, so the offline study draws what was asked.
 */
export function writeShotPromptKeepingMotif(shot: Shot, where: string): string {
  const tidy = (p: string) => p.replace(/ {2,}/g, ' ').replace(/ ,/g, ',');
  const prompt = tidy(writeShotPrompt(shot, where));
  const back = shotFromPrompt(prompt);
  if (back.kind === shot.kind && back.motif === shot.motif) return prompt;
  const head = `${shotKindPhrase[shot.kind]}: ${shot.subject}`;
  return prompt.startsWith(`${head} (`) ? prompt : prompt.replace(head, `${head} (${shot.motif})`);
}
