import { type PlaceFacts, settlementWord } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { brandSentence } from './compose-brand-sentence.js';
import { proseLabel } from './prose-label.js';
import type { Rng } from './seed.js';
import { solsticeDays } from './vocab/sun-words.js';

export interface TopicsDescriptionParts {
  section: Section;
  place: PlaceFacts;
  brandName: string;
  keywords: string[];
  /** The page's topics, each with the context label it grew from. */
  topics: readonly { label: string; fromLabel: string }[];
}

/** "restored and faded Shoji screens", "rooftop horizon details and textures", or "a and b". */
export function pairPhrase(x: string, y?: string): string {
  if (!y) return x;
  const a = x.split(' ');
  const b = y.split(' ');
  const tail = a.slice(1).join(' ');
  if (a.length === b.length && a.length > 1 && tail === b.slice(1).join(' ')) return `${a[0]} and ${b[0]} ${tail}`;
  const head = a.slice(0, -1).join(' ');
  if (a.length === b.length && a.length > 1 && head === b.slice(0, -1).join(' ')) return `${head} ${a.at(-1)} and ${b.at(-1)}`;
  return `${x} and ${y}`;
}

/** The topics in pairs by the context label they grew from, in prose ("restored and faded Shoji screens"). */
function topicPairs(topics: TopicsDescriptionParts['topics']): { from: string; pair: string }[] {
  const groups = new Map<string, string[]>();
  for (const t of topics) groups.set(t.fromLabel, [...(groups.get(t.fromLabel) ?? []), proseLabel(t.label)]);
  return [...groups].map(([from, labels]) => ({ from: proseLabel(from), pair: pairPhrase(labels[0], labels[1]) }));
}

type Template = (v: Record<string, string>) => string;

/** Leads name the first two pairs; closers the next two. Every sentence names the place, so none fits another project. */
const leads: Record<Section, readonly Template[]> = {
  historical: [
    (v) => `The Topics page looks closer at the past of ${v.P}: ${v.p1}, then ${v.p2}.`,
    (v) => `Closer in, the history of ${v.P} is read in ${v.p1} and in ${v.p2}.`,
    (v) => `Where the Context page named the ${v.f1} and the ${v.f2} of ${v.P}, these topics set ${v.p1} beside ${v.p2}.`,
  ],
  social: [
    (v) => `The Topics page follows the day in ${v.P} more closely: ${v.p1}, then ${v.p2}.`,
    (v) => `Closer in, daily life in ${v.P} is read in ${v.p1} and in ${v.p2}.`,
    (v) => `These topics take the ${v.f1} and the ${v.f2} of ${v.P} to the hour and the crowd: ${v.p1}, ${v.p2}.`,
  ],
  physical: [
    (v) => `The Topics page reads the surfaces of ${v.P} more closely: ${v.p1}, then ${v.p2}.`,
    (v) => `Closer in, the ground and light of ${v.P} are read in ${v.p1} and in ${v.p2}.`,
    (v) => `These topics take the ${v.f1} and the ${v.f2} of ${v.P} down to texture and shadow: ${v.p1}, ${v.p2}.`,
  ],
};
const closers: Record<Section, readonly Template[]> = {
  historical: [
    (v) => `${v.P3} and ${v.p4} bring the page down to the grain of how ${v.P} made things: joints, edges and repairs to measure.`,
    (v) => `The second row turns to ${v.p3} and ${v.p4}, the parts of the past of ${v.P} a hand would meet first.`,
    (v) => `With ${v.p3} and ${v.p4}, the board compares how ${v.P} made things and how it kept them.`,
  ],
  social: [
    (v) => `${v.P3} and ${v.p4} show who a room in ${v.P} would serve, and at what hour.`,
    (v) => `The second row turns to ${v.p3} and ${v.p4}: habits a room in ${v.P} should make space for.`,
    (v) => `With ${v.p3} and ${v.p4}, the board asks how people in ${v.P} use a place through a day and a week.`,
  ],
  physical: [
    (v) => `${v.P3} and ${v.p4} show how this light sits on the surfaces of ${v.P} at arm's length.`,
    (v) => `The second row turns to ${v.p3} and ${v.p4}, the finishes a designer would sample in the sun of ${v.P}.`,
    (v) => `With ${v.p3} and ${v.p4}, the board sets the materials of ${v.P} against the light they are seen in.`,
  ],
};
const single: Record<Section, Template> = {
  historical: (v) => `The Topics page looks closer at the past of ${v.P} through ${v.p1}.`,
  social: (v) => `The Topics page follows the day in ${v.P} through ${v.p1}.`,
  physical: (v) => `The Topics page reads the surfaces of ${v.P} through ${v.p1}.`,
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A figure from the sun's path for a winter topic ("Winter Engawa light"): what its pictures are drawn for. */
function winterSentence(p: TopicsDescriptionParts): string | undefined {
  if (p.section !== 'physical' || p.place.kind === 'unplaced') return undefined;
  const winter = p.topics.find((t) => /^Winter /.test(t.label));
  if (!winter) return undefined;
  const month = p.place.hemisphere === 'northern' ? 'December' : 'June';
  const noon = solsticeDays(p.place).winterNoon;
  if (noon <= 0) return undefined;
  return `The ${proseLabel(winter.label)} on this page is drawn for the ${month} noon sun, ${noon.toFixed(1)}° above the horizon of ${p.place.name}.`;
}

/**
 * The Topics page's own text (never its Context page's): what its topics look at, pair by pair,
 * in the page's lens, one sun figure when a topic is a winter light, and one brand keyword (not
 * the one its Context page uses) tied to one topic.
 */
export function composeTopicsDescription(p: TopicsDescriptionParts, rng: Rng): string {
  const pairs = topicPairs(p.topics);
  if (!pairs.length) return '';
  const named = pairs.some((g) => g.pair.toLowerCase().includes(p.place.name.toLowerCase()));
  const P = named ? settlementWord(p.place) : p.place.name;
  const [g1, g2, g3, g4] = pairs;
  const v = { P, f1: g1.from, f2: g2?.from ?? '', p1: g1.pair, p2: g2?.pair ?? '', p3: g3?.pair ?? '', p4: g4?.pair ?? '' };
  const sentences = [cap(g2 ? rng.pick(leads[p.section])(v) : single[p.section](v))];
  if (g3 && g4) sentences.push(cap(rng.pick(closers[p.section])({ ...v, P3: cap(v.p3) })));
  const winter = winterSentence(p);
  if (winter) sentences.push(winter);
  const labels = [...new Map(p.topics.map((t) => [t.fromLabel, t.label])).values()];
  const brand = brandSentence({ ...p, labels, ownLabels: [], keywordShift: 3 }, rng);
  if (brand) sentences.push(brand);
  return sentences.join(' ');
}
