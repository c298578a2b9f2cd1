import type { PlaceFacts } from '../../geo/place-facts.js';
import { keywordRole } from '../offline/vocab/keyword-roles.js';
import type { Section } from '../schemas.js';
import { describeShot, lightOf, placeMotif } from './describe-shot.js';
import { styleOfCountry } from './place-style.js';
import { shotPromptParts } from './prompt-parts.js';
import { shotFromPrompt } from './read-prompt.js';
import type { Shot, ShotKind } from './shot.js';
import { labelShot, refineMotif, timeWord, wordShot } from './shot-words.js';

export { refineMotif };

/** What a designer typed, where: the slot's page, the place and the brand's keywords. */
export interface TypedShotInput {
  text: string;
  section: Section;
  place: PlaceFacts;
  keywords?: readonly string[];
  /** The prompt the slot had: a shot prompt whose subject is unchanged keeps its shot. */
  oldPrompt?: string;
}

/** The shot a typed prompt asks for, and whether its own subject named it or the nearest kind stands in. */
export interface TypedShot {
  shot: Shot;
  /** The subject's head word, when no study draws it and the shot is the nearest kind. */
  unmatched?: string;
}

type Hit = readonly [ShotKind, string];

/** Words that join a subject to its setting: the head phrase is before them ("Moss garden" of a temple). */
const JOINS =
  /\s+(?:of|in|at|with|by|near|for|on|from|after|under|beside|behind|along|inside|outside|around|above|below|over|across|through|beyond|into|among|against|reflected|seen|lit)\s+/i;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
}

/** The kind and motif a phrase names by its head noun; "sub-temple" reads as "temple". */
export function subjectHit(phrase: string): Hit | undefined {
  return labelShot(phrase) ?? labelShot(phrase.replace(/[\p{L}]+-(?=\p{L})/gu, ''));
}

/** The clauses of a typed prompt: its subject first, then what it should show. */
function clausesOf(text: string): string[] {
  return text
    .split(/[;,\n]|\.(?:\s|$)/)
    .map((c) => c.trim().replace(/^(?:and|with|a|an|the)\s+/i, ''))
    .filter((c) => c.length > 1);
}

const LIGHT_WORDS =
  /\b(?:light|lit|sun|sunlight|sunset|sunrise|dusk|dawn|glow|lamplight|candlelight|overcast|shadows?|night|evening|morning|noon)\b/i;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function clean(list: readonly string[], max: number, chars: number): string[] {
  const seen = new Set<string>();
  return list
    .map((x) => x.trim().slice(0, chars))
    .filter((x) => x && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()))
    .slice(0, max);
}

/** The words of a text that name one role: materials, colours. */
export function wordsOfRole(text: string, role: 'material' | 'colour'): string[] {
  return wordsOf(text).filter((w) => keywordRole(w) === role);
}

/**
 * The shot a designer's typed prompt asks for, read as a label is (`describeShot`): the kind
 * and motif from the subject's head noun, then from the other clauses; materials, colours and
 * light from its words; the other clauses as the features it must show. A subject no study
 * draws gets the nearest kind its words name (or the page's) and says which word it missed.
 */
export function shotFromTyped(input: TypedShotInput): TypedShot {
  const text = input.text.trim();
  const parts = shotPromptParts(text);
  if (parts) return shotFromEditedShotPrompt(input, text, parts.subject);
  const clauses = clausesOf(text);
  const subject = capitalise((clauses[0] ?? text).slice(0, 120));
  const extras = clauses.slice(1);
  const head = subject.split(JOINS)[0];
  // The head noun names the subject; a word after it ("… beside the pond garden") is only the nearest kind.
  const named = subjectHit(head);
  const nearest = named ? undefined : (subjectHit(subject) ?? extras.map(subjectHit).find(Boolean) ?? firstWordHit(text));
  const base = describeShot({ label: subject, section: input.section, place: input.place, keywords: input.keywords });
  const hit = refineMotif(named ?? nearest ?? [base.kind, base.motif], text);
  const style = styleOfCountry(input.place.country?.code, input.place.country?.continent);
  const time = timeWord(text) ?? base.time;
  const lightClause = extras.find((c) => LIGHT_WORDS.test(c));
  return {
    shot: {
      ...base,
      subject,
      kind: hit[0],
      motif: placeMotif(hit[1], style),
      materials: clean([...wordsOfRole(text, 'material'), ...base.materials], 5, 40),
      palette: clean([...wordsOfRole(text, 'colour'), ...base.palette], 4, 40),
      time,
      light: lightClause?.slice(0, 80) ?? (timeWord(text) ? lightOf[time] : base.light),
      features: clean([...extras.filter((c) => c !== lightClause), ...base.features], 4, 60),
    },
    unmatched: named ? undefined : (wordsOf(head).pop() ?? head),
  };
}

/** The first word of a text that names a kind, read from the front. */
function firstWordHit(text: string): Hit | undefined {
  for (const w of wordsOf(text)) {
    const hit = wordShot(w);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A shot prompt the designer edited: its fields as written; a new subject brings its own kind and
 * motif (the head phrase "Detail close-up" and the bracketed motif were the old subject's).
 */
function shotFromEditedShotPrompt(input: TypedShotInput, text: string, subject: string): TypedShot {
  const read = shotFromPrompt(text);
  const old = input.oldPrompt ? shotPromptParts(input.oldPrompt) : undefined;
  const shot = { ...read, subject: subject.slice(0, 120) || read.subject };
  if (!old || old.subject === subject) return { shot };
  const head = subject.split(JOINS)[0];
  const named = subjectHit(head) ?? subjectHit(subject);
  if (!named) return { shot, unmatched: wordsOf(head).pop() ?? head };
  const hit = refineMotif(named, subject);
  const style = styleOfCountry(input.place.country?.code, input.place.country?.continent);
  return { shot: { ...shot, kind: hit[0], motif: placeMotif(hit[1], style) } };
}

/** The name of the study each kind is drawn as, for the popup ("drawn as a garden study"). */
export const studyName: Record<ShotKind, string> = {
  street: 'street study',
  landmark: 'landmark study',
  garden: 'garden study',
  interior: 'interior study',
  detail: 'detail study',
  'flat-lay': 'material flat-lay',
  textile: 'textile study',
  floor: 'floor study',
  plan: 'aerial plan',
  lighting: 'lighting study',
  threshold: 'threshold study',
};

const motifName: Record<string, string> = { moss: 'moss garden', fence: 'bamboo fence', hardware: 'metal fittings' };

/** What the popup says of a shot: the study it is drawn as, and the word no study draws. */
export function drawnAsNotice(typed: TypedShot, offline: boolean): string {
  const { kind, motif } = typed.shot;
  const what = offline ? `Drawn as a ${studyName[kind]}` : `Asked for as a ${studyName[kind].replace(/ study$/, ' view')}`;
  const of = motifName[motif] ?? motif;
  if (typed.unmatched) return `${what} (${of}): the nearest the studies have to “${typed.unmatched}”.`;
  return `${what} (${of}).`;
}
