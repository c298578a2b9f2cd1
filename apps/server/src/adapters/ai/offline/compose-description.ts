import { isLocalPlace, type PlaceFacts, settlementWord } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { type BrandSentenceParts, brandSentence } from './compose-brand-sentence.js';
import { cityWideLabels, countryLabels, ownFeatureLabels } from './labels.js';
import { introSentence, neighbourPhrase, sunSentence } from './place-words.js';
import { proseLabel } from './prose-label.js';
import type { Rng } from './seed.js';
import { inTropics, solsticeDays, steadyDays, TROPIC_LATITUDE } from './vocab/sun-words.js';

export interface DescriptionParts {
  section: Section;
  place: PlaceFacts;
  brandName: string;
  keywords: string[];
  labels: string[];
  /** Labels that name this place (its city's or country's words), preferred when one label is named alone. */
  ownLabels?: readonly string[];
}

/** "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

type Template = (v: Record<string, string>) => string;

/** Fills one of the templates, chosen by the seed. */
function write(rng: Rng, templates: readonly Template[], v: Record<string, string>): string {
  return rng.pick(templates)(v);
}

/** The page's first labels in running text ("the temple gardens and Machiya timber"), a and b then c and d. */
function labelWords(p: DescriptionParts): Record<string, string> {
  const [a = '', b = '', c = '', d = ''] = p.labels.map(proseLabel);
  // A label holding the place's name ("Chicago river") says where it is: the sentence does not repeat it.
  const named = [a, b, c, d].some((l) => l.toLowerCase().includes(p.place.name.toLowerCase()));
  return { a, b, c, d, P: named ? settlementWord(p.place) : p.place.name };
}

const historicalLeads: readonly Template[] = [
  (v) => `The historical reading of ${v.P} starts from the ${v.a} and the ${v.b}: how the place built, what it kept and what it mended.`,
  (v) => `This page traces ${v.P}'s past through the ${v.a} and the ${v.b}, looking at how they were made and how they have aged.`,
  (v) => `Two threads lead into the history of ${v.P} here, the ${v.a} and the ${v.b}, each read for making, keeping and repair.`,
];
const historicalCloser: readonly Template[] = [
  (v) => `The ${v.c} and the ${v.d} bring the story of ${v.P} down to the scale of a hand: joints, edges and surfaces worn by use.`,
  (v) => `Closer in, the ${v.c} and the ${v.d} show the details of ${v.P} a visitor would touch first.`,
  (v) => `The board then narrows to the ${v.c} and the ${v.d}, where the craft of ${v.P} shows at arm's length.`,
];
const neighbourSentences: readonly Template[] = [
  (v) => `Nearby towns include ${v.n}.`,
  (v) => `${v.n} lie close by.`,
  (v) => `Close by are ${v.n}.`,
];

/** History framed as a lens: the labels are where the page looks, not claims about the past. */
function historicalSentences(p: DescriptionParts, rng: Rng): string[] {
  const v = labelWords(p);
  const out = [write(rng, historicalLeads, v)];
  if (v.c && v.d) out.push(write(rng, historicalCloser, v));
  const near = neighbourPhrase(p.place);
  if (near) {
    const many = near.includes(' and ');
    out.push(many ? write(rng, neighbourSentences, { n: near }) : `${near} is the nearest town Loci names.`);
  }
  return out;
}

/** Day length at the place, a fact from the sun's path and nothing about weather. */
function dayLengthSentence(place: PlaceFacts): string {
  const d = solsticeDays(place);
  if (steadyDays(place)) return `Days in ${place.name} stay close to ${d.summer.toFixed(1)} hours all year.`;
  if (inTropics(place)) {
    const [short, long] = [d.summer, d.winter].sort((a, b) => a - b);
    return `Days in ${place.name} last between ${short.toFixed(1)} and ${long.toFixed(1)} hours through the year, with the noon sun high in every month.`;
  }
  if (d.summer >= 24 || d.winter <= 0) return `In ${place.name} the sun does not set at midsummer and does not rise at midwinter.`;
  return `Days in ${place.name} last ${d.summer.toFixed(1)} hours at midsummer and ${d.winter.toFixed(1)} at midwinter.`;
}

const socialLeads: readonly Template[] = [
  (v) => `Daily life in ${v.P} is read here through the ${v.a} and the ${v.b}: where people stop, eat and meet.`,
  (v) => `This page follows the everyday of ${v.P} through the ${v.a} and the ${v.b}, places the neighbours already use.`,
  (v) => `In ${v.P}, the social reading begins at the ${v.a} and the ${v.b}, with who gathers there and when.`,
];
const socialCloser: readonly Template[] = [
  (v) => `The ${v.c} and the ${v.d} add the rhythm of a day in ${v.P}, from the first customers to the last.`,
  (v) => `Beside them, the ${v.c} and the ${v.d} show how a room in ${v.P} can hold strangers at ease.`,
  (v) => `With the ${v.c} and the ${v.d}, the board moves from the streets of ${v.P} into rooms where people sit and stay.`,
];

function socialSentences(p: DescriptionParts, rng: Rng): string[] {
  const v = labelWords(p);
  const out = [write(rng, socialLeads, v)];
  // Languages and currency are not said: they read as filler on a design board (issue #44).
  const facts = [p.place.kind === 'unplaced' ? undefined : dayLengthSentence(p.place)];
  const closer = v.c && v.d ? write(rng, socialCloser, v) : undefined;
  // The facts sit before or after the closing label sentence, so pages do not all share one shape.
  const rest = rng.next() < 0.5 ? [...facts, closer] : [closer, ...facts];
  return [...out, ...rest.filter((s): s is string => Boolean(s))];
}

const physicalLeads: readonly Template[] = [
  (v) => `The ground, light and materials of ${v.P} come through the ${v.a}, the ${v.b} and the ${v.c}.`,
  (v) => `The physical reading of ${v.P} starts at the ${v.a} and the ${v.b}: what the ground is made of and how light falls on it.`,
  (v) => `This page reads ${v.P} as surfaces and light, through the ${v.a}, the ${v.b} and the ${v.c}.`,
];

/** What the sun figures mean for a shop front, derived from them alone (geometry, not weather). */
function sunConsequence(place: PlaceFacts, rng: Rng): string | undefined {
  const d = solsticeDays(place);
  const front = place.hemisphere === 'northern' ? 'south' : 'north';
  if (inTropics(place))
    return `With the noon sun this high over ${place.name}, overhangs and deep reveals shade a window better than blinds, and the low morning and evening sun comes in from the east and west.`;
  if (d.winterNoon > 0 && d.winterNoon < 35)
    return rng.pick([
      `With the winter sun that low over ${place.name}, a ${front}-facing window lets midday light deep into the room.`,
      `A low winter sun in ${place.name} reaches far into a ${front}-facing room at midday, across the floor and up the back wall.`,
    ]);
  if (d.summerNoon >= 70)
    return rng.pick([
      `At its summer height the noon sun over ${place.name} is steep enough for a shallow overhang or a deep reveal to shade a window.`,
      `The high summer sun of ${place.name} is shaded best by overhangs and deep reveals, which still let the lower morning and evening light in.`,
    ]);
  return undefined;
}

/** Sun geometry only (suncalc): no climate type, rain or season claims Loci cannot back. */
function physicalSentences(p: DescriptionParts, rng: Rng): string[] {
  const v = labelWords(p);
  if (p.place.kind === 'unplaced') return [`The board reads ground, light and materials through ${listPhrase(p.labels.map(proseLabel))}.`];
  const lat = Math.abs(p.place.lat);
  const out = [write(rng, v.c ? physicalLeads : physicalLeads.slice(1, 2), v)];
  if (lat < TROPIC_LATITUDE)
    out.push(`${p.place.name} lies between the tropics, where the noon sun stands directly overhead twice a year.`);
  else if (lat > 66.56) out.push(`${p.place.name} lies beyond the polar circle.`);
  if (p.place.site)
    out.push(
      `The site pinned for this project lies ${p.place.site.centreDistanceKm.toFixed(1)} km from the centre of ${p.place.site.centreName}, and the sun figures here are the site's.`,
    );
  out.push(sunSentence(p.place));
  const more = sunConsequence(p.place, rng);
  if (more) out.push(more);
  return out;
}

const SOURCE_WORDS = { openstreetmap: 'as OpenStreetMap maps them', loci: "from Loci's list of the area's landmarks" } as const;

/**
 * Which of the page's labels are the place's own (a neighbourhood's bridge, a village's lake)
 * and which are read from its city as a whole, with where the place's own come from.
 */
export function whereSentence(p: DescriptionParts): string | undefined {
  if (p.place.kind === 'unplaced') return undefined;
  const ownNames = ownFeatureLabels(p.section, p.place);
  const own = p.labels.filter((l) => ownNames.includes(l));
  const city = p.place.locality?.name ?? p.place.name;
  const wide = p.labels.filter((l) => !own.includes(l) && cityWideLabels(p.section, p.place).includes(l));
  const country = p.place.country?.name;
  // A neighbourhood's, village's or site's page says which of its words are its country's, not its own.
  const national = isLocalPlace(p.place)
    ? p.labels.filter((l) => !own.includes(l) && !wide.includes(l) && countryLabels(p.section, p.place).includes(l))
    : [];
  const out: string[] = [];
  if (own.length) {
    const sources = new Set((p.place.nearby ?? []).filter((f) => own.includes(f.name)).map((f) => f.source));
    const from = [...sources].map((s) => SOURCE_WORDS[s]).join(' and ');
    const near = p.place.site ? 'near the site' : `in ${p.place.name} itself`;
    out.push(`${capitalise(listPhrase(own.map((l) => `the ${proseLabel(l)}`)))} ${own.length > 1 ? 'are' : 'is'} ${near}, ${from}.`);
  }
  if (wide.length && city !== p.place.name)
    out.push(
      `${capitalise(listPhrase(wide.map((l) => `the ${proseLabel(l)}`)))} ${wide.length > 1 ? 'are' : 'is'} read from ${city} as a whole, not from ${p.place.name} in particular.`,
    );
  if (national.length && country)
    out.push(
      `${capitalise(listPhrase(national.map((l) => `the ${proseLabel(l)}`)))} ${national.length > 1 ? 'are' : 'is'} read from ${country} as a whole, not from ${p.place.name} in particular.`,
    );
  return out.length ? out.join(' ') : undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A 3–6 sentence description written for one page: the facts that page is about (the place and
 * its towns for history, day length for daily life, the sun for the physical page),
 * the page's own labels, and one brand keyword tied to one of them. No sentence is shared with
 * another page: each names the place or the page's labels, and the templates differ per section.
 */
export function composeDescription(p: DescriptionParts, rng: Rng): string {
  const sentences: string[] = [];
  if (p.section === 'historical' || p.place.kind === 'unplaced') sentences.push(`${introSentence(p.place)}.`);
  if (p.section === 'historical') sentences.push(...historicalSentences(p, rng));
  if (p.section === 'social') sentences.push(...socialSentences(p, rng));
  if (p.section === 'physical') sentences.push(...physicalSentences(p, rng));
  const where = whereSentence(p);
  if (where) sentences.push(where);
  const brandParts: BrandSentenceParts = { ...p, ownLabels: p.ownLabels ?? [] };
  const brand = brandSentence(brandParts, rng);
  if (brand) sentences.push(brand);
  return sentences.join(' ');
}
