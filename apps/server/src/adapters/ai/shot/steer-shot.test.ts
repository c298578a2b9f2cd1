import { describe, expect, it } from 'vitest';
import { dHash, hamming } from '../../../../test/dhash.js';
import { buildPlaceFacts } from '../../geo/offline-geocoder.js';
import { promptFromShot } from '../offline/compose-prompt.js';
import { renderOfflineImage } from '../offline/offline-image-model.js';
import { describeShot } from './describe-shot.js';
import { guideShot, guideShotPrompt } from './guide-shot.js';
import { shotFromPrompt } from './read-prompt.js';
import type { Shot, ShotKind } from './shot.js';
import { typedShotPrompt } from './typed-prompt.js';
import { drawnAsNotice, shotFromTyped } from './typed-shot.js';

const kyoto = buildPlaceFacts(35.0116, 135.7681, 'Kyoto');
const lisbon = buildPlaceFacts(38.7167, -9.1333, 'Lisbon, Portugal');

// 40 prompts a designer might type, 5 for each of 8 kinds: the kind, and a word the subject must keep.
const typed: [string, ShotKind, string][] = [
  ['Moss garden of a Kyoto sub-temple, thick moss, stepping stones, maple trees', 'garden', 'moss garden'],
  ['Courtyard garden with citrus trees and a tiled bench', 'garden', 'courtyard'],
  ['A dry garden of raked gravel and rocks', 'garden', 'dry garden'],
  ['Maple trees over a mossy slope, autumn', 'garden', 'maple trees'],
  ['Hillside landscape above the river at dusk', 'garden', 'landscape'],
  ['Narrow alley lined with wooden machiya, lanterns lit', 'street', 'alley'],
  ['Covered shotengai arcade, shutters half open', 'street', 'arcade'],
  ['Morning fish market stalls on the quay', 'street', 'market stalls'],
  ['Tiled facades of a steep street in Alfama', 'street', 'facades'],
  ['A small square with a fountain and plane trees', 'street', 'square'],
  ['Vermilion torii gate at the shrine entrance', 'landmark', 'torii gate'],
  ['Five-storey pagoda above the rooftops', 'landmark', 'pagoda'],
  ['Stone bridge over the Kamo river', 'landmark', 'bridge'],
  ['Riverbank embankment with willows at dusk', 'landmark', 'embankment'],
  ['Old watch tower of the castle', 'landmark', 'tower'],
  ['Tea room lounge with low seating and shoji light', 'interior', 'lounge'],
  ['Hinoki bar counter with a stone sink', 'interior', 'counter'],
  ['Library with floor-to-ceiling oak shelves', 'interior', 'library'],
  ['Dining room with a long walnut table', 'interior', 'dining room'],
  ['Izakaya with a cedar counter and paper lanterns', 'interior', 'izakaya'],
  ['Wrought iron balcony railings, scrolls and rust', 'detail', 'railings'],
  ['Blue azulejo tiles on a stair riser', 'detail', 'azulejo tiles'],
  ['Bamboo fence tied with black cord', 'detail', 'bamboo fence'],
  ['Kanamono hardware on a temple door', 'detail', 'kanamono hardware'],
  ['Carved timber joinery of a lattice screen', 'detail', 'joinery'],
  ['Indigo linen noren curtains at a shop door', 'textile', 'noren'],
  ['Hand-woven wool rug in earthy tones', 'textile', 'rug'],
  ['Sashiko stitched indigo cloth', 'textile', 'cloth'],
  ['Raw silk upholstery fabric', 'textile', 'fabric'],
  ['Kilim runner with faded reds', 'textile', 'kilim'],
  ['Oak herringbone parquet in the hall', 'floor', 'herringbone'],
  ['Tatami floor of the guest room', 'floor', 'tatami'],
  ['Black and white calçada paving', 'floor', 'paving'],
  ['Polished terrazzo flooring with brass strips', 'floor', 'terrazzo flooring'],
  ['Cobbled setts of the old lane, wet after rain', 'floor', 'setts'],
  ['Paper lanterns glowing at night', 'lighting', 'lanterns'],
  ['Pendant lamps over the counter, warm glow', 'lighting', 'pendant lamps'],
  ['Afternoon sun through the shoji, long shadows', 'lighting', 'sun'],
  ['Candles on a low table', 'lighting', 'candles'],
  ['Neon glow over the alley at night', 'lighting', 'neon'],
];

describe('a typed prompt is the shot', () => {
  it.each(typed)('%s → %s', (text, kind, subject) => {
    const { shot } = shotFromTyped({ text, section: 'historical', place: kyoto });
    expect(shot.kind).toBe(kind);
    expect(`${shot.subject} (${shot.motif})`.toLowerCase()).toContain(subject.split(' ')[0]);
    // Written as the slot's prompt and read back, the shot keeps its kind and motif: the study draws what was typed.
    const back = shotFromPrompt(typedShotPrompt({ text, oldPrompt: '', section: 'historical', place: kyoto, offline: true }).prompt);
    expect([back.kind, back.motif]).toEqual([shot.kind, shot.motif]);
  });

  it('covers 8 kinds with 5 prompts each', () => {
    const counts = new Map<ShotKind, number>();
    for (const [, kind] of typed) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    expect(counts.size).toBe(8);
    expect([...counts.values()].every((c) => c === 5)).toBe(true);
  });

  it('the moss garden keeps its moss, stepping stones and maples as the shot’s features, in the place', () => {
    const { prompt, drawnAs } = typedShotPrompt({
      text: typed[0][0],
      oldPrompt: 'Garden view: Japanese Gardens in Kyoto, Japan, seen from a path at eye height, planting in layers.',
      section: 'physical',
      place: kyoto,
      offline: true,
    });
    const shot = shotFromPrompt(prompt);
    expect(shot).toMatchObject({ kind: 'garden', motif: 'moss', subject: 'Moss garden of a Kyoto sub-temple' });
    expect(shot.features.slice(0, 3)).toEqual(['thick moss', 'stepping stones', 'maple trees']);
    expect(prompt).toMatch(/^Garden view: Moss garden of a Kyoto sub-temple (in|at a site) Kyoto/);
    expect(drawnAs).toBe('Drawn as a garden study (moss garden).');
  });

  it('a subject no study draws gets the nearest kind and says so', () => {
    const typedShot = shotFromTyped({ text: 'A sculpture by Noguchi beside the pond garden', section: 'physical', place: kyoto });
    expect(typedShot.shot.kind).toBe('garden');
    expect(typedShot.unmatched).toBe('sculpture');
    expect(drawnAsNotice(typedShot, true)).toBe('Drawn as a garden study (garden): the nearest the studies have to “sculpture”.');
    expect(drawnAsNotice(typedShot, false)).toMatch(/^Asked for as a garden view/);
  });

  it('an edited subject inside a shot prompt brings its own kind; an unchanged prompt keeps its shot', () => {
    const old = 'Detail close-up: Ironwork Railings in Kyoto, Japan, filling the frame at arm’s length, surface texture sharp.';
    const edited = old.replace('Ironwork Railings', 'Stone lantern garden');
    expect(shotFromTyped({ text: edited, oldPrompt: old, section: 'historical', place: kyoto }).shot.kind).toBe('garden');
    expect(typedShotPrompt({ text: old, oldPrompt: old, section: 'historical', place: kyoto, offline: true }).prompt).toBe(old);
  });
});

const railing: Shot = describeShot({ label: 'Ironwork Railings', section: 'historical', place: lisbon });
const lounge: Shot = describeShot({ label: 'Riverside Lounge', section: 'social', place: lisbon });

// 20 guidance phrases: the field each must change, and what it must then hold.
const guidance: [Shot, string, keyof Shot, RegExp][] = [
  [railing, 'bamboo fence instead of ironwork', 'subject', /^Bamboo fence$/],
  [railing, 'reads European; we want kanamono hardware or a bamboo fence', 'subject', /^Kanamono hardware$/],
  [railing, 'replace the railing with a timber lattice', 'subject', /^Timber lattice$/],
  [railing, 'show the tiles instead', 'materials', /^tiles,/],
  [railing, 'we would like a stone bridge', 'subject', /^Stone bridge$/],
  [lounge, 'a bar counter rather than sofas', 'subject', /^Bar counter$/],
  [lounge, 'swap the lounge for a library', 'subject', /^Library$/],
  [lounge, 'more like a courtyard garden', 'subject', /courtyard garden/i],
  [railing, 'brass instead of iron', 'materials', /^brass,/],
  [lounge, 'oak rather than marble', 'materials', /^oak,/],
  [lounge, 'use terracotta and linen', 'materials', /terracotta,.*linen/],
  [lounge, 'no granite', 'materials', /^(?!.*granite)/],
  [railing, 'in sage and ochre', 'palette', /^sage,ochre/],
  [lounge, 'less blue, more rust', 'palette', /^rust/],
  [railing, 'evening light please', 'light', /evening light/],
  [lounge, 'too dark', 'time', /^noon$/],
  [lounge, 'morning light instead of evening', 'light', /morning light/],
  [railing, 'warmer', 'time', /^evening$/],
  [lounge, 'more minimal', 'subject', /^Minimal /],
  [railing, 'I do not like it', 'motif', /^(?!ironwork$)/],
];

describe('guidance changes the shot', () => {
  it.each(guidance)('%#: “%s” changes %s', (shot, words, fieldName, expected) => {
    const { shot: next } = guideShot(shot, words, 'in Lisbon, Portugal');
    const value = next[fieldName];
    expect(Array.isArray(value) ? value.join(',') : String(value)).toMatch(expected);
    expect(next[fieldName]).not.toEqual(shot[fieldName]);
  });

  it('is merged into the prompt, not appended, and replaces an earlier appended guidance line', () => {
    const prompt = `${promptFromShot(railing, lisbon)}\n\nClient guidance: warmer`;
    const guided = guideShotPrompt(prompt, 'bamboo fence instead of ironwork');
    expect(guided).not.toContain('guidance');
    expect(guided).toMatch(/^Detail close-up: Bamboo fence in Lisbon, Portugal, filling the frame/);
    expect(shotFromPrompt(guided)).toMatchObject({ kind: 'detail', motif: 'fence' });
    expect(guideShotPrompt(prompt, '')).toBe(promptFromShot(railing, lisbon));
  });

  it('keeps a moodboard subject’s area and topic when its head is replaced', () => {
    const prompt =
      'Interior view: Seating for a lounge, after “Tidal Salt” (lounge) in Lisbon, Portugal, seen from the doorway, the whole room in view. Materials: oak.';
    const guided = guideShotPrompt(prompt, 'a washbasin counter instead');
    expect(guided).toContain('Washbasin counter for a lounge, after “Tidal Salt”');
    expect(shotFromPrompt(guided).motif).toBe('counter');
  });
});

const render = (prompt: string, seed?: number) =>
  renderOfflineImage({ prompt, width: 256, height: 256, microMacro: 1, photoStyled: 0, ...(seed ? { seed } : {}) });

/** How far a new image is from the old one: mirror-blind (a mirrored drawing is the same drawing). */
async function distance(old: Buffer, next: Buffer): Promise<number> {
  const a = await dHash(old);
  return Math.min(hamming(a, await dHash(next)), hamming(a, await dHash(next, { mirror: true })));
}

// 10 slots and a client's reason for each.
const regenerations: [string, string, string][] = [
  ['Ironwork Railings', 'historical', 'reads European; we want kanamono hardware or a bamboo fence'],
  ['Ironwork Balconies', 'historical', 'bamboo fence instead of ironwork'],
  ['Riverside Lounge', 'social', 'a courtyard garden instead of the lounge'],
  ['Japanese Gardens', 'physical', 'a moss garden with stepping stones and maples'],
  ['Shrine Gates', 'historical', 'show the pagoda instead'],
  ['Tatami Floors', 'physical', 'herringbone parquet instead of tatami'],
  ['Noren Curtains', 'social', 'a wool rug instead'],
  ['Lantern Light', 'physical', 'paper screens instead of lanterns'],
  ['Machiya Facades', 'historical', 'noren curtains instead of the facades'],
  ['Stone Paving', 'physical', 'replace the paving with a bamboo fence'],
];

describe('regenerating with guidance', () => {
  it('moves the image farther (dHash) from the old one than a plain reseed does, on 10 cases', async () => {
    const figures: string[] = [];
    const seeds = [1234, 77, 4242];
    const mean = async (prompt: string, old: Buffer) =>
      (await Promise.all(seeds.map((seed) => distance(old, render(prompt, seed))))).reduce((a, b) => a + b, 0) / seeds.length;
    for (const [label, section, reason] of regenerations) {
      const prompt = promptFromShot(describeShot({ label, section: section as 'historical', place: kyoto }), kyoto);
      const old = render(prompt);
      const reseeded = await mean(prompt, old);
      const guided = await mean(guideShotPrompt(prompt, reason), old);
      figures.push(`${label} (${reason}): reseed ${reseeded.toFixed(1)}, guided ${guided.toFixed(1)}`);
      expect(guided, figures.at(-1)).toBeGreaterThan(reseeded);
    }
    console.info(`guidance vs reseed (mirror-blind dHash bits of 64)\n  ${figures.join('\n  ')}`);
  });
});
