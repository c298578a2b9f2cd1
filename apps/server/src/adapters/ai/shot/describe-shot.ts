import type { PlaceFacts } from '../../geo/place-facts.js';
import { localLabels } from '../offline/labels.js';
import { keywordRole } from '../offline/vocab/keyword-roles.js';
import type { Section } from '../schemas.js';
import { type PlaceStyle, styleOfCountry } from './place-style.js';
import type { Shot, ShotKind, ShotTime } from './shot.js';
import { labelShot, timeWord, wordShot } from './shot-words.js';

/** Where a slot sits: its label, its page and the place. */
export interface ShotInput {
  label: string;
  section: Section;
  place: PlaceFacts;
  /** Brand keywords: those naming a material or colour join the shot's materials and palette. */
  keywords?: readonly string[];
  /** Position on the board, for the light when the label names none. */
  index?: number;
}

/** The kind a page falls back on for a label that names no subject a camera can point at. */
const lensKinds: Record<Section, readonly ShotKind[]> = {
  historical: ['landmark', 'street', 'detail', 'interior', 'threshold'],
  social: ['street', 'interior', 'threshold', 'lighting', 'garden'],
  physical: ['garden', 'lighting', 'plan', 'detail', 'floor'],
};

/** The object each kind draws when the label names none. */
export const defaultMotif: Record<ShotKind, string> = {
  street: 'street',
  landmark: 'tower',
  garden: 'garden',
  interior: 'lounge',
  detail: 'plaster',
  'flat-lay': 'swatches',
  textile: 'weave',
  floor: 'floor',
  plan: 'grid',
  lighting: 'window',
  threshold: 'door',
};

export const lightOf: Record<ShotTime, string> = {
  morning: 'low morning sun from the side',
  noon: 'high midday sun and short shadows',
  evening: 'warm low evening light',
  night: 'lamplight after dark',
};

const times: readonly ShotTime[] = ['morning', 'noon', 'evening', 'morning', 'noon'];

/** The motif drawn for a place: a gate is a torii in Japan, an arch in Porto. */
export function placeMotif(motif: string, style: PlaceStyle): string {
  if (motif === 'gate') return style.gate === 'torii' ? 'torii gate' : style.gate === 'paifang' ? 'paifang gate' : 'stone gate';
  if (motif === 'floor') return style.floor;
  return motif;
}

function clean(list: readonly (string | undefined)[], max: number): string[] {
  const seen = new Set<string>();
  return list
    .filter((x): x is string => Boolean(x?.trim()))
    .filter((x) => !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()))
    .slice(0, max);
}

/** Materials the label itself names ("Granite Facades" → granite), then the brand's and the place's. */
function materialsFor(input: ShotInput, style: PlaceStyle): string[] {
  const named = (input.label.toLowerCase().match(/[\p{L}-]+/gu) ?? []).filter(
    (w) => wordShot(w)?.[0] === 'detail' && keywordRole(w) === 'material',
  );
  const brand = (input.keywords ?? []).filter((k) => keywordRole(k) === 'material');
  return clean([...named, ...brand, ...style.materials], 5);
}

/**
 * The shot description for one slot, deterministically from its label, page lens and place:
 * the offline text model's answer to "what should this picture show".
 */
export function describeShot(input: ShotInput): Shot {
  const style = styleOfCountry(input.place.country?.code, input.place.country?.continent);
  const hit = labelShot(input.label);
  const index = input.index ?? 0;
  const kind = hit?.[0] ?? lensKinds[input.section][index % lensKinds[input.section].length];
  const motif = placeMotif(hit?.[1] ?? defaultMotif[kind], style);
  const time = timeWord(input.label) ?? (kind === 'lighting' ? 'evening' : times[index % times.length]);
  const brandColours = (input.keywords ?? []).filter((k) => keywordRole(k) === 'colour');
  const features = clean([...localLabels(input.section, input.place).filter((l) => l !== input.label), ...style.features], 3);
  return {
    subject: input.label.trim(),
    kind,
    motif,
    materials: materialsFor(input, style),
    palette: clean([...brandColours, ...style.palette], 4),
    time,
    light: lightOf[time],
    features,
  };
}

/** Other motifs of one kind, for a board that has the first already. */
export const altMotifs: Partial<Record<ShotKind, readonly string[]>> = {
  detail: ['stone', 'plaster', 'tiles', 'ironwork', 'joinery', 'signage', 'fence', 'hardware'],
  interior: ['lounge', 'counter', 'shelves', 'tables', 'screens'],
  street: ['street', 'facades', 'square', 'market', 'arcade'],
  lighting: ['window', 'shadow', 'lantern'],
  garden: ['garden', 'trees', 'landscape', 'moss'],
  textile: ['weave', 'noren', 'rug'],
  'flat-lay': ['swatches', 'colour'],
  floor: ['herringbone', 'terrazzo', 'tile', 'stone'],
  plan: ['grid', 'canal'],
};

/** A second look at a subject already on the board: the closer (or wider) shot a designer takes next. */
const nextLook: Record<ShotKind, ShotKind> = {
  street: 'threshold',
  landmark: 'detail',
  garden: 'plan',
  interior: 'lighting',
  detail: 'flat-lay',
  'flat-lay': 'detail',
  textile: 'flat-lay',
  floor: 'flat-lay',
  plan: 'street',
  lighting: 'interior',
  threshold: 'detail',
};

/**
 * Shots for a whole board: each slot's own, except that a kind already on the board gives way
 * to the next look at the same subject (a bridge, then its ironwork), so a board of eight is
 * eight pictures.
 */
export function describeBoardShots(inputs: readonly ShotInput[]): Shot[] {
  const used = new Set<string>();
  const key = (kind: ShotKind, motif: string) => `${kind}|${motif}`;
  return inputs.map((input, index) => {
    const shot = describeShot({ ...input, index });
    // At most two further looks (a bridge, its ironwork, a sample board of it); past that the shot repeats.
    const looks = [shot.kind, nextLook[shot.kind], nextLook[nextLook[shot.kind]]].map((kind) => ({
      kind,
      motif: kind === shot.kind ? shot.motif : motifFor(kind, shot),
    }));
    // Past that, the same kind of shot of another surface or corner of the place.
    const other = (altMotifs[shot.kind] ?? []).map((motif) => ({ kind: shot.kind, motif }));
    const look = [...looks, ...other].find((l) => !used.has(key(l.kind, l.motif))) ?? looks[0];
    used.add(key(look.kind, look.motif));
    return look.kind === shot.kind && look.motif === shot.motif ? shot : { ...shot, ...look };
  });
}

/** The motif of a shot moved to another kind: the same subject's material or setting. */
function motifFor(kind: ShotKind, shot: Shot): string {
  // The light of a bar, tavern or izakaya is its lanterns and lamps.
  if (kind === 'lighting' && shot.motif === 'counter') return 'lantern';
  if (kind === 'detail')
    return shot.motif.includes('gate') || shot.motif === 'bridge'
      ? 'ironwork'
      : ['joinery', 'tiles', 'stone', 'plaster', 'ironwork', 'signage', 'tableware'].includes(shot.motif)
        ? shot.motif
        : 'stone';
  return defaultMotif[kind];
}
