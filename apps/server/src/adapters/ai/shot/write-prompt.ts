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
