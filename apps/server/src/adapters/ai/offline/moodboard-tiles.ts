import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { describeShot } from '../shot/describe-shot.js';
import { styleOfCountry } from '../shot/place-style.js';
import type { Shot, ShotKind } from '../shot/shot.js';
import { labelShot } from '../shot/shot-words.js';
import { placeLabels } from './labels.js';
import { type AreaTile, areaProfile } from './moodboard-area.js';
import { lensLooks, materialMotif, type TopicLook, topicLight, topicLooks, topicMaterial } from './moodboard-topic.js';

/** What a moodboard is about: its topic, the insight it grows from, its area, the place and brand. */
export interface MoodboardBrief {
  topic: string;
  section: Section;
  area: string;
  areaDescription?: string;
  place: PlaceFacts;
  keywords: readonly string[];
}

/** The kinds each insight reaches for first among a topic's pictures. */
const lensOrder: Record<Section, readonly ShotKind[]> = {
  historical: ['landmark', 'detail', 'street', 'threshold', 'floor', 'interior', 'textile', 'flat-lay', 'plan', 'garden', 'lighting'],
  social: ['street', 'interior', 'threshold', 'textile', 'lighting', 'detail', 'floor', 'flat-lay', 'garden', 'landmark', 'plan'],
  physical: ['garden', 'plan', 'lighting', 'landmark', 'floor', 'detail', 'street', 'textile', 'flat-lay', 'interior', 'threshold'],
};

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Words safe inside a prompt's subject: no commas, stops or brackets, which end a prompt's fields. */
function plain(text: string): string {
  return text
    .replace(/[,.;:()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The area's own tiles, dressed in the topic's material and light. */
function areaLooks(brief: MoodboardBrief): TopicLook[] {
  const named = areaProfile(brief.area);
  const profile = named.name === 'room' && brief.areaDescription ? areaProfile(brief.areaDescription) : named;
  const style = styleOfCountry(brief.place.country?.code, brief.place.country?.continent);
  const material = topicMaterial(brief.topic) ?? style.materials[0] ?? 'stone';
  const dress = (tile: AreaTile): TopicLook => {
    if (!('bind' in tile)) {
      const ownName = profile.name === 'room' && !/^new area$/i.test(brief.area.trim()) ? titleCase(plain(brief.area)) : tile.label;
      return { label: tile.kind === 'interior' && profile.name === 'room' ? ownName : tile.label, kind: tile.kind, motif: tile.motif };
    }
    if (tile.bind === 'light') return topicLight(`${brief.topic} ${brief.area}`);
    return { label: `${tile.label} in ${titleCase(material)}`, kind: 'detail', motif: materialMotif(material) };
  };
  return profile.tiles.map(dress);
}

/** The place's own subjects (its river, its streets), read as pictures: the last resort of a short topic. */
function placeLooks(brief: MoodboardBrief): TopicLook[] {
  return placeLabels(brief.section, brief.place).flatMap((label) => {
    const hit = labelShot(label);
    return hit ? [{ label, kind: hit[0], motif: hit[1] }] : [];
  });
}

/**
 * The tiles of a moodboard, each a different picture (kind and motif): the area's tiles (in the
 * topic's material and light), the topic's own subject, then the topic's further pictures in the order its insight prefers,
 * then the place's. Two topics share only what their area and words share.
 */
export function chooseMoodboardLooks(brief: MoodboardBrief, count: number): TopicLook[] {
  const [lead, ...more] = topicLooks(brief.topic);
  const rank = (l: TopicLook) => lensOrder[brief.section].indexOf(l.kind);
  const ordered = more.map((l, i) => ({ l, i })).sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i);
  const own = [...(lead ? [lead] : []), ...ordered.map((x) => x.l)];
  const candidates = [...areaLooks(brief), ...own, ...lensLooks[brief.section], ...placeLooks(brief)];
  const seen = new Set<string>();
  const out: TopicLook[] = [];
  for (const look of candidates) {
    const key = `${look.kind}|${look.motif}`;
    if (seen.has(key) || out.length >= count) continue;
    seen.add(key);
    out.push(look);
  }
  return out;
}

/** The shot of one tile: its picture, in the topic's material first, the place's colours and light, naming topic and area. */
export function moodboardTileShot(brief: MoodboardBrief, look: TopicLook, index: number): Shot {
  const topicWords = brief.topic.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  const base = describeShot({
    label: look.label,
    section: brief.section,
    place: brief.place,
    keywords: [...topicWords, ...brief.keywords],
    index,
  });
  const material = topicMaterial(brief.topic);
  const materials = [...new Set([...(material ? [material] : []), ...base.materials])].slice(0, 5);
  // The motif in brackets after the label, where the label alone would read as another picture
  // ("Counter Front" is a counter; in tiles it is a tile close-up): the prompt reads back as drawn.
  const hit = labelShot(look.label.split(/ \(| in | at | for |[:,.]/)[0]);
  const named = hit?.[0] === look.kind && hit[1] === look.motif ? look.label : `${look.label} (${look.motif})`;
  const subject = `${named} for a ${plain(brief.area).toLowerCase()} after “${plain(brief.topic)}”`.slice(0, 120);
  return { ...base, subject, kind: look.kind, motif: look.motif, materials };
}
