import { keywordRole } from '../offline/vocab/keyword-roles.js';
import { defaultMotif } from './describe-shot.js';
import { SHOT_KINDS, type Shot, type ShotKind, shotKindPhrase, TIMES_OF_DAY } from './shot.js';
import { labelShot, refineMotif, timeWord, wordShot } from './shot-words.js';

const kindByPhrase = new Map(SHOT_KINDS.map((k) => [shotKindPhrase[k].toLowerCase(), k]));

/** The kind a shot prompt names in its head ("Garden view: …"); undefined for free text. */
export function shotHeadKind(prompt: string): ShotKind | undefined {
  const head = prompt.match(/^([^:]{3,40}): /);
  return head ? kindByPhrase.get(head[1].toLowerCase()) : undefined;
}

function field(prompt: string, name: string): string[] {
  const m = prompt.match(new RegExp(`${name}: ([^.]*)\\.`, 'i'));
  return m
    ? m[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** The first kind any word of a text asks for, reading from the front. */
function firstKind(text: string): [ShotKind, string] | undefined {
  for (const w of text.toLowerCase().match(/[\p{L}-]+/gu) ?? []) {
    const hit = wordShot(w);
    if (hit) return [hit[0], hit[1]];
  }
  return undefined;
}

/**
 * Reads the shot back from a prompt: the fields `writeShotPrompt` wrote, or, for a prompt
 * written before shots existed (or typed by a designer), a shot derived from its label part
 * (the text before " in ", ":" or ","), then from any of its words.
 */
export function shotFromPrompt(prompt: string): Shot {
  const head = prompt.match(/^([^:]{3,40}): /);
  const kind = head ? kindByPhrase.get(head[1].toLowerCase()) : undefined;
  const rest = kind && head ? prompt.slice(head[0].length) : prompt;
  const label = rest.split(/ \(| in | at | for |[:,.]/)[0].trim();
  const motifInBrackets = rest.match(/^[^(,.]*\(([^)]{1,40})\)/)?.[1];
  const guess = labelShot(label) ?? firstKind(rest);
  const shotKind: ShotKind = kind ?? guess?.[0] ?? 'interior';
  const motif = motifInBrackets ?? refineMotif([shotKind, guess && guess[0] === shotKind ? guess[1] : defaultMotif[shotKind]], label)[1];
  const light = field(prompt, 'Light');
  const lastLight = light[light.length - 1] as Shot['time'] | undefined;
  const time = lastLight && TIMES_OF_DAY.includes(lastLight) ? lastLight : (timeWord(prompt) ?? 'noon');
  const materials = field(prompt, 'Materials');
  return {
    subject: label || 'Study',
    kind: shotKind,
    motif,
    materials: materials.length
      ? materials
      : (prompt.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => keywordRole(w) === 'material').slice(0, 5),
    palette: field(prompt, 'Palette'),
    time,
    light: light[0] ?? '',
    features: field(prompt, 'Local features'),
  };
}

/** The piece of furniture a render centres on, from its words: a counter and sink, seating, a table, shelves. */
export function renderMotif(text: string): string {
  const t = text.toLowerCase();
  if (/counter|sink|basin|bar|kitchen|washing/.test(t)) return 'counter';
  if (/table|dining|restaurant/.test(t)) return 'tables';
  if (/shel|storage|library|shop|store|retail|display/.test(t)) return 'shelves';
  return 'lounge';
}

/**
 * The shot of a render: always an interior of the area (a render prompt typed by a designer,
 * "a hinoki counter and a stone sink", is a room, never a street), its materials from the words.
 */
export function renderShotFromPrompt(prompt: string): Shot {
  const shot = shotFromPrompt(prompt);
  if (shot.kind === 'interior') return shot;
  return { ...shot, kind: 'interior', motif: renderMotif(prompt) };
}

/**
 * What a photo search asks for: a shot prompt's subject and place ("Shrine Gates in Kyoto, Japan"),
 * without the kind of shot, the framing and the fields; any other prompt as it is.
 */
export function photoQueryOf(prompt: string): string {
  const head = prompt.match(/^([^:]{3,40}): /);
  if (!head || !kindByPhrase.has(head[1].toLowerCase())) return prompt;
  const first = prompt.slice(head[0].length).split(/\. (?=[A-Z][\p{L} ]{2,20}: )/u)[0];
  const where = first.match(/^(.*? (?:in|at) [^,]+(?:, [A-Z][^,]+)?)/)?.[1] ?? first;
  return where.replace(/ \([^)]*\)/, '').trim();
}
