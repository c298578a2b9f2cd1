import { describe, expect, it } from 'vitest';
import { dHash, hamming } from '../../../../test/dhash.js';
import { buildPlaceFacts } from '../../geo/offline-geocoder.js';
import type { Section } from '../schemas.js';
import { renderOfflineImage } from './offline-image-model.js';
import { createOfflineTextModel } from './offline-text-model.js';
import { truthPlaces } from './truth-places.js';

async function variety(prompts: string[]): Promise<{ min: number; mean: number }> {
  const hashes = await Promise.all(
    prompts.map((prompt) => dHash(renderOfflineImage({ prompt, width: 256, height: 256, microMacro: 1, photoStyled: 0 }))),
  );
  const distances = hashes.flatMap((a, i) => hashes.slice(i + 1).map((b) => hamming(a, b)));
  return { min: Math.min(...distances), mean: distances.reduce((s, d) => s + d, 0) / distances.length };
}

const model = createOfflineTextModel();
const sections: Section[] = ['historical', 'social', 'physical'];
const projects = {
  'Aesop Kyoto': {
    place: buildPlaceFacts(35.0116, 135.7681, 'Kyoto'),
    brandName: 'Aesop',
    keywords: ['hinoki', 'apothecary', 'tactile materials'],
  },
  'Patagonia Porto': { place: truthPlaces.porto.facts(), brandName: 'Patagonia', keywords: ['recycled wool', 'granite', 'weatherproof'] },
  'Aesop Lisbon': { place: truthPlaces.lisbon.facts(), brandName: 'Aesop', keywords: ['botanical', 'amber glass'] },
};

/** Every board of a project: six pages (context and topics of each section) and a moodboard. */
async function boards(brand: (typeof projects)[keyof typeof projects]): Promise<[string, string[]][]> {
  const out: [string, string[]][] = [];
  for (const section of sections) {
    const context = await model.contextMetadata({ ...brand, section, photoSourceAvailable: false });
    out.push([`${section} context`, context.images.map((i) => i.prompt)]);
    const labels = context.images.map((i) => i.label);
    const topics = await model.topicsMetadata({
      ...brand,
      section,
      context: context.description,
      contextLabels: labels,
      photoSourceAvailable: false,
    });
    out.push([`${section} topics`, topics.topics.map((t) => t.prompt)]);
  }
  const moodboard = await model.moodboardMetadata({
    ...brand,
    topic: 'Hand-washing ritual at the threshold',
    programmaticArea: 'Lounge',
    section: 'social',
    contextText: '',
    selectedImagePrompts: [],
  });
  out.push(['moodboard', moodboard.images.map((i) => i.prompt)]);
  return out;
}

describe('offline studies of one board differ from each other', () => {
  for (const [name, brand] of Object.entries(projects)) {
    it(`${name}: no two images of a board within Hamming distance 12 of 64; mean ≥ 28`, async () => {
      const figures: [string, { min: number; mean: number }][] = [];
      for (const [board, prompts] of await boards(brand)) figures.push([board, await variety(prompts)]);
      console.log(
        `${name} board variety (9×8 dHash, 64 bits)\n  ${figures.map(([b, f]) => `${b}: min ${f.min}, mean ${f.mean.toFixed(1)}`).join('\n  ')}`,
      );
      for (const [board, { min, mean }] of figures) {
        expect(min, `${name} ${board}`).toBeGreaterThan(12);
        expect(mean, `${name} ${board}`).toBeGreaterThanOrEqual(28);
      }
    });
  }
});
