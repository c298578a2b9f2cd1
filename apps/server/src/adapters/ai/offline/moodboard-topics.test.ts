import { describe, expect, it } from 'vitest';
import { dHash, hamming } from '../../../../test/dhash.js';
import type { Section } from '../schemas.js';
import { shotFromPrompt } from '../shot/read-prompt.js';
import { renderOfflineImage } from './offline-image-model.js';
import { createOfflineTextModel } from './offline-text-model.js';
import { truthPlaces } from './truth-places.js';

/**
 * "Shared" tiles, defined so that a recoloured, mirrored or rearranged copy of another board's
 * drawing still counts:
 * - the same picture: the same kind of shot and motif (the drawer and the object it draws; within
 *   one the renderer only moves parts, recolours and mirrors), read back from the prompt the image
 *   model receives, exactly as the offline renderer reads it;
 * - or the same look: the 64-bit difference hash of the tile in normalised grey is within 12 bits
 *   of the other tile's or of its mirror image's. Measured on the 8 old facets drawn for 3 topics:
 *   the same drawing recoloured or mirrored lies at 0–15 (moved parts up to 27: the first rule
 *   catches those), two different drawings at 19 or more.
 */
type Tile = { key: string; hash: bigint; mirrored: bigint };

async function tileOf(prompt: string): Promise<Tile> {
  const read = shotFromPrompt(prompt);
  const png = renderOfflineImage({ prompt, width: 192, height: 192, microMacro: 1, photoStyled: 1 });
  return {
    key: `${read.kind}|${read.motif}`,
    hash: await dHash(png, { normalise: true }),
    mirrored: await dHash(png, { mirror: true, normalise: true }),
  };
}

function sameTile(a: Tile, b: Tile): boolean {
  return a.key === b.key || Math.min(hamming(a.hash, b.hash), hamming(a.hash, b.mirrored)) <= 12;
}

/** How many of a's tiles have a shared counterpart in b (each of b's tiles used once). */
function shared(a: Tile[], b: Tile[]): number {
  const free = [...b];
  let count = 0;
  for (const tile of a) {
    const i = free.findIndex((other) => sameTile(tile, other));
    if (i >= 0) {
      free.splice(i, 1);
      count += 1;
    }
  }
  return count;
}

type Board = { topic: string; section: Section; area: string };
const places: Record<string, { place: keyof typeof truthPlaces; boards: Board[] }> = {
  Kyoto: {
    place: 'kyoto',
    boards: [
      { topic: 'Machiya timber', section: 'historical', area: 'Lounge' },
      { topic: 'Kamo riverbanks', section: 'physical', area: 'Lounge' },
      { topic: 'shotengai arcades', section: 'social', area: 'Lounge' },
    ],
  },
  Lisbon: {
    place: 'lisbon',
    boards: [
      { topic: 'Azulejo tiles', section: 'historical', area: 'Lobby' },
      { topic: 'Tagus waterfront', section: 'physical', area: 'Lounge' },
      { topic: 'Fado taverns', section: 'social', area: 'Bar' },
    ],
  },
  Porto: {
    place: 'porto',
    boards: [
      { topic: 'Granite stairways', section: 'historical', area: 'Lounge' },
      { topic: 'Douro riverbanks', section: 'physical', area: 'Lounge' },
      { topic: 'Bolhão market', section: 'social', area: 'Restaurant' },
    ],
  },
  Mumbai: {
    place: 'mumbai',
    boards: [
      { topic: 'Art Deco facades', section: 'historical', area: 'Lounge' },
      { topic: 'Marine Drive seafront', section: 'physical', area: 'Lounge' },
      { topic: 'Bazaar textiles', section: 'social', area: 'Shop Floor' },
    ],
  },
  Chicago: {
    place: 'chicago',
    boards: [
      { topic: 'Prairie brick', section: 'historical', area: 'Living Room' },
      { topic: 'Lakefront parks', section: 'physical', area: 'Lounge' },
      { topic: 'Jazz club lanterns', section: 'social', area: 'Washbasin Bar' },
    ],
  },
};

const model = createOfflineTextModel();

async function board(placeName: keyof typeof truthPlaces, b: Board) {
  return model.moodboardMetadata({
    place: truthPlaces[placeName].facts(),
    brandName: 'Aesop',
    keywords: ['apothecary', 'amber glass'],
    topic: b.topic,
    programmaticArea: b.area,
    section: b.section,
    contextText: '',
    selectedImagePrompts: [],
  });
}

describe('moodboards of different topics are different pictures', () => {
  it('on 5 places, two moodboards of different topics share at most 2 of their tiles', async () => {
    const figures: string[] = [];
    let worst = 0;
    for (const [name, { place, boards }] of Object.entries(places)) {
      const tiles = await Promise.all(boards.map(async (b) => Promise.all((await board(place, b)).images.map((i) => tileOf(i.prompt)))));
      for (let i = 0; i < boards.length; i++)
        for (let j = i + 1; j < boards.length; j++) {
          const n = shared(tiles[i], tiles[j]);
          worst = Math.max(worst, n);
          figures.push(`${name}: “${boards[i].topic}” / “${boards[j].topic}”: ${n} of ${tiles[i].length}`);
        }
    }
    console.log(`Shared tiles between moodboards of different topics (max ${worst})\n  ${figures.join('\n  ')}`);
    expect(worst, figures.join('\n')).toBeLessThanOrEqual(2);
  }, 120_000);

  it('the tiles of one moodboard are each a different picture', async () => {
    for (const { place, boards } of Object.values(places))
      for (const b of boards) {
        const keys = (await board(place, b)).images.map((i) => shotFromPrompt(i.prompt)).map((s) => `${s.kind}|${s.motif}`);
        expect(new Set(keys).size, `${b.topic}`).toBe(keys.length);
      }
  });

  it('each tile’s prompt reads back as the shot composed for it (the drawing follows the tile)', async () => {
    for (const { place, boards } of Object.values(places))
      for (const b of boards)
        for (const image of (await board(place, b)).images) {
          const read = shotFromPrompt(image.prompt);
          expect([read.kind, read.motif], image.prompt).toEqual([image.shot?.kind, image.shot?.motif]);
        }
  });
});

describe('the topic’s words and the area decide the subjects', () => {
  const kyoto = 'kyoto' as const;

  it('a washbasin area has a basin, taps and a counter in the topic’s material, whatever the topic', async () => {
    for (const [topic, material] of [
      ['Machiya timber', 'Timber'],
      ['Kamo riverbanks', undefined],
      ['Granite stones', 'Granite'],
    ] as const) {
      const mb = await board(kyoto, { topic, section: 'physical', area: 'washbasin bar' });
      const shots = mb.images.map((i) => shotFromPrompt(i.prompt));
      expect(shots.map((s) => `${s.kind}|${s.motif}`)).toEqual(expect.arrayContaining(['interior|basin', 'detail|taps']));
      const counter = mb.images.find((i) => i.label.startsWith('Counter Top in '));
      expect(counter, topic).toBeDefined();
      if (material) expect(counter?.label).toBe(`Counter Top in ${material}`);
      expect(mb.images.map((i) => i.label)).not.toContain('Seating');
    }
  });

  it('a riverside lounge has seating and the river’s light', async () => {
    const mb = await board(kyoto, { topic: 'Kamo riverbanks', section: 'physical', area: 'Lounge' });
    const keys = mb.images.map((i) => `${i.shot?.kind}|${i.shot?.motif}|${i.label}`);
    expect(keys).toEqual(
      expect.arrayContaining(['interior|lounge|Seating', 'lighting|glints|River Light', 'landmark|embankment|Kamo Riverbanks']),
    );
  });

  it('a typed area (Other…) is read by its words, and every tile names the topic and the area', async () => {
    const mb = await board(kyoto, { topic: 'shotengai arcades', section: 'social', area: 'Tea counter by the door' });
    expect(mb.images.map((i) => i.shot?.motif)).toContain('counter');
    for (const image of mb.images) {
      expect(image.prompt).toContain('shotengai arcades');
      expect(image.prompt).toContain('tea counter by the door');
    }
    const unknown = await board(kyoto, { topic: 'shotengai arcades', section: 'social', area: 'Reading nook' });
    expect(unknown.images.map((i) => i.label)).toContain('Reading Nook');
  });

  it('the insight orders the topic’s pictures: a historical and a physical board of one topic differ', async () => {
    const topic = 'shotengai arcades market lanterns';
    const history = await board(kyoto, { topic, section: 'historical', area: 'Lounge' });
    const physical = await board(kyoto, { topic, section: 'physical', area: 'Lounge' });
    expect(history.images.map((i) => i.label)).not.toEqual(physical.images.map((i) => i.label));
  });
});
