import { keywordRole } from '../offline/vocab/keyword-roles.js';
import { altMotifs, lightOf, placeMotif } from './describe-shot.js';
import { styleOfText } from './place-style.js';
import { shotPromptParts } from './prompt-parts.js';
import { shotFromPrompt } from './read-prompt.js';
import type { Shot } from './shot.js';
import { timeWord } from './shot-words.js';
import { refineMotif, subjectHit, wordsOfRole } from './typed-shot.js';
import { writeShotPromptKeepingMotif } from './write-prompt.js';

/** The fields of a shot that guidance changed. */
export type GuidedField = 'subject' | 'materials' | 'palette' | 'light' | 'style';

/** What a sentence of guidance asks: phrases wanted and phrases to lose. */
interface Ask {
  wants: string[];
  drops: string[];
}

const PATTERNS: readonly [RegExp, (m: RegExpMatchArray) => Ask][] = [
  [/^(.+?)\s+(?:instead of|rather than|in place of|not)\s+(.+)$/, (m) => ({ wants: [m[1]], drops: [m[2]] })],
  [/\breplace\s+(.+?)\s+(?:with|by)\s+(.+)$/, (m) => ({ wants: [m[2]], drops: [m[1]] })],
  [/\b(?:swap|change|turn)\s+(.+?)\s+(?:for|to|into)\s+(.+)$/, (m) => ({ wants: [m[2]], drops: [m[1]] })],
  [/\b(?:no|without|less|avoid|drop|remove|lose)\s+(.+)$/, (m) => ({ wants: [], drops: [m[1]] })],
  [
    /\b(?:want|wants|wanted|like|prefer|try|use|show|showing|add|needs?|should be|go for|make it|more|ask for|see)\s+(.+)$/,
    (m) => ({ wants: [m[1]], drops: [] }),
  ],
];

/** Reads guidance into phrases wanted and phrases to lose, sentence by sentence. */
export function readGuidance(guidance: string): Ask {
  const ask: Ask = { wants: [], drops: [] };
  for (const raw of guidance.toLowerCase().split(/[.;:!?\n,]+|\s+but\s+/)) {
    const s = raw.trim();
    if (!s) continue;
    const hit = PATTERNS.map(([re, f]) => [s.match(re), f] as const).find(([m]) => m);
    const one = hit?.[0] ? hit[1](hit[0]) : { wants: [s], drops: [] };
    ask.wants.push(...one.wants.map(bare));
    ask.drops.push(...one.drops.map(bare));
  }
  return ask;
}

/** A phrase without its articles and hedges ("a bamboo fence" → "bamboo fence"). */
function bare(phrase: string): string {
  return phrase
    .trim()
    .replace(/^(?:we|i|they|you)\s+(?:would\s+|'d\s+)?(?:want|like|prefer|need|see)\s+/, '')
    .replace(/^(?:use|try|show|add|prefer|go for|make it)\s+/, '')
    .replace(/^(?:(?:a|an|the|some|more|it|to|be|instead|please|just|something|like|with)\s+)+/, '')
    .replace(/\s+(?:please|instead|too|here)$/, '')
    .trim();
}

/** A phrase is a subject when its head noun is a thing ("bamboo fence"), not a material, colour or light ("stone"). */
function subjectOf(phrase: string) {
  const hit = subjectHit(phrase);
  return hit && !['material', 'colour', 'light'].includes(keywordRole(wordsOf(phrase).pop() ?? '')) ? hit : undefined;
}

/** The qualifier a subject keeps when its head is replaced ("… for a lounge, after “Tidal Salt”"). */
function qualifierOf(subject: string): string {
  return subject.match(/(?:\s+(?:for|of|after|at)\s+|,\s+).*$/)?.[0] ?? '';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const TOO_DARK = /\btoo (?:dark|dim|gloomy|moody|heavy)\b|\bbrighter\b|\blighter\b/;
const TOO_BRIGHT = /\btoo (?:bright|harsh|flat|cold|stark)\b|\bwarmer\b|\bsofter\b/;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
}

/**
 * Merges guidance into a shot: a wanted phrase that names a subject replaces the subject, kind
 * and motif ("bamboo fence instead of ironwork"); material and colour words lead the materials
 * and palette, dropped ones leave them; light and time words set the light; style words qualify
 * the subject. Guidance the words do not reach still moves the shot to another motif of its kind,
 * so a regenerated image never differs only in its seed.
 */
export function guideShot(shot: Shot, guidance: string, where = ''): { shot: Shot; changed: GuidedField[] } {
  const ask = readGuidance(guidance);
  const changed = new Set<GuidedField>();
  let next: Shot = { ...shot };
  const dropWords = new Set(ask.drops.flatMap(wordsOf));
  const options = ask.wants.flatMap((w) => w.split(/\s+or\s+|\s*\/\s*/).map(bare)).filter(Boolean);
  const subjectOption = options.map((o) => ({ o, hit: subjectOf(o) })).find((x) => x.hit);
  if (subjectOption?.hit) {
    const hit = refineMotif(subjectOption.hit, subjectOption.o);
    next = {
      ...next,
      subject: `${capitalise(subjectOption.o)}${qualifierOf(shot.subject)}`.slice(0, 120),
      kind: hit[0],
      motif: placeMotif(hit[1], styleOfText(where)),
    };
    changed.add('subject');
  }
  // The words of the chosen subject and of phrases that name no other subject ("kanamono hardware or a bamboo fence": not bamboo).
  const wanted = options.filter((o) => o === subjectOption?.o || !subjectOf(o)).join(' ');
  const materials = wordsOfRole(wanted, 'material');
  const keptMaterials = next.materials.filter((m) => !wordsOf(m).some((w) => dropWords.has(w)));
  if (materials.length || keptMaterials.length < next.materials.length) {
    next.materials = [...new Set([...materials, ...keptMaterials])].slice(0, 6);
    changed.add('materials');
  }
  const colours = wordsOfRole(wanted, 'colour');
  const keptPalette = next.palette.filter((c) => !wordsOf(c).some((w) => dropWords.has(w)));
  if (colours.length || keptPalette.length < next.palette.length) {
    next.palette = [...new Set([...colours, ...keptPalette])].slice(0, 5);
    changed.add('palette');
  }
  const all = guidance.toLowerCase();
  const time = timeWord(wanted) ?? (TOO_DARK.test(all) ? 'noon' : TOO_BRIGHT.test(all) ? 'evening' : undefined);
  // The light words of a phrase, without what they fall on ("the river in morning light" → "morning light").
  const lightPhrase = options
    .map((o) => o.match(/(?:[\p{L}-]+\s+){0,2}(?:light|lit|glow|sun|shadows?|lamplight|candlelight|overcast)\b/u)?.[0])
    .find(Boolean)
    ?.replace(/^(?:(?:in|at|with|by|under|the|a|an)\s+)+/, '');
  if (time || lightPhrase) {
    next.time = time ?? next.time;
    next.light = (lightPhrase ?? lightOf[next.time]).slice(0, 80);
    changed.add('light');
  }
  const styles = wordsOf(wanted).filter(
    (w) => ['style', 'form', 'mood'].includes(keywordRole(w)) && !next.subject.toLowerCase().includes(w),
  );
  if (styles.length && !changed.has('subject')) {
    next.subject = `${capitalise(styles.join(' '))} ${next.subject.charAt(0).toLowerCase()}${next.subject.slice(1)}`.slice(0, 120);
    changed.add('style');
  }
  if (changed.size === 0) next = anotherLook(next, dropWords);
  return { shot: next, changed: [...changed] };
}

/** The next motif of the shot's kind (not one the guidance dropped): the same subject seen as another thing. */
function anotherLook(shot: Shot, dropWords: Set<string>): Shot {
  const list = (altMotifs[shot.kind] ?? []).filter((m) => !dropWords.has(m));
  const at = list.indexOf(shot.motif);
  const motif = list[(at + 1) % Math.max(1, list.length)];
  return motif && motif !== shot.motif ? { ...shot, motif } : shot;
}

/** An earlier appended guidance line (prompts written before guidance was merged into the shot). */
const LEGACY_GUIDANCE = /\n\nClient guidance: [\s\S]*$/;

/**
 * A slot's prompt with guidance merged into its shot and written again (kind, subject, fields),
 * so the offline study and a provider both get the changed shot, never appended text.
 */
export function guideShotPrompt(prompt: string, guidance: string): string {
  const base = prompt.replace(LEGACY_GUIDANCE, '');
  if (!guidance.trim()) return base;
  const parts = shotPromptParts(base);
  const read = shotFromPrompt(base);
  const shot = parts ? { ...read, subject: parts.subject || read.subject, motif: parts.motif ?? read.motif } : read;
  const where = parts?.where ?? '';
  const guided = guideShot(shot, guidance, `${where} ${base}`).shot;
  return writeShotPromptKeepingMotif(guided, where);
}
