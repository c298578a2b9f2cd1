import { CONTEXT_SLOT_COUNT, TOPICS_SLOT_COUNT } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { testPlaces } from '../../../../test/places.js';
import { contextMetadataSchema, moodboardMetadataSchema, relabelResultSchema, type Section, topicsMetadataSchema } from '../schemas.js';
import { shotKindPhrase } from '../shot/shot.js';
import { createOfflineTextModel } from './offline-text-model.js';

const model = createOfflineTextModel();
const brand = { brandName: 'Aesop', keywords: ['botanical', 'amber glass', 'quiet'] };
const sections: Section[] = ['historical', 'social', 'physical'];
const lensWords: Record<Section, RegExp> = {
  historical: /history|historical|past/i,
  social: /daily life|everyday|social/i,
  physical: /ground|surfaces|physical/i,
};
/** Each page ties its own keyword to its labels: the first for history, the second for daily life, the third for the physical page. */
const pageKeyword: Record<Section, string> = { historical: 'botanical', social: 'amber glass', physical: 'quiet' };

describe('offline text model: context metadata', () => {
  for (const [key, place] of Object.entries(testPlaces)) {
    it(`writes place-specific, schema-valid pages for ${key}`, async () => {
      const descriptions = new Set<string>();
      for (const section of sections) {
        const out = await model.contextMetadata({ ...brand, place, section, photoSourceAvailable: false });
        expect(contextMetadataSchema.parse(out)).toEqual(out);
        expect(out.images).toHaveLength(CONTEXT_SLOT_COUNT);
        expect(out.description).toContain(place.name);
        // The place's country is stated once, on the page about the place and its history.
        if (section === 'historical') expect(out.description).toContain(place.country?.name ?? '');
        expect(out.description).not.toMatch(/\((Europe|Asia|Africa|Oceania|North America|South America)\)|as a design cue/);
        expect(out.description).toMatch(lensWords[section]);
        expect(out.description).toContain(pageKeyword[section]);
        const sentences = out.description.split(/(?<=[.;])\s+(?=[A-Z])/).length;
        expect(sentences).toBeGreaterThanOrEqual(3);
        for (const img of out.images) {
          expect(img.prompt).toContain(place.name);
          // The prompt is written from the slot's shot: its kind of picture first, then its subject.
          expect(img.shot?.subject).toBe(img.label);
          expect(img.prompt.startsWith(shotKindPhrase[img.shot?.kind ?? 'interior'])).toBe(true);
          expect(img.prompt).toContain(img.label);
          expect(img.prompt).not.toMatch(/as a design cue|View: street-level/);
          expect(img.label.split(' ').length).toBeLessThanOrEqual(3);
          expect(img.alternativeLabels).not.toContain(img.label);
          expect(img.promptUsage).toBe(0);
        }
        descriptions.add(out.description);
      }
      expect(descriptions.size).toBe(3);
    });
  }

  it('is deterministic and depends on its inputs', async () => {
    const input = { ...brand, place: testPlaces.lisbon, section: 'physical' as const, photoSourceAvailable: true };
    const a = await model.contextMetadata(input);
    expect(await model.contextMetadata(input)).toEqual(a);
    const otherBrand = await model.contextMetadata({ ...input, keywords: ['raw concrete', 'brass'] });
    expect(otherBrand.description).not.toBe(a.description);
    expect(otherBrand.description).toContain('raw concrete');
  });

  it('names the solstice sun on the physical page', async () => {
    const out = await model.contextMetadata({ ...brand, place: testPlaces.lisbon, section: 'physical', photoSourceAvailable: false });
    expect(out.description).toContain('At 38.7°N the June sun climbs to 74.7° at noon and days last 14.8 hours');
    const south = await model.contextMetadata({ ...brand, place: testPlaces.melbourne, section: 'physical', photoSourceAvailable: false });
    expect(south.description).toContain('At 37.8°S the December sun climbs to 75.6°');
  });

  it('uses local vocabulary: azulejo in Lisbon, not in Tokyo', async () => {
    const labels = async (place: (typeof testPlaces)['lisbon']) =>
      (await model.contextMetadata({ ...brand, place, section: 'historical', photoSourceAvailable: false, count: 12 })).images.map(
        (i) => i.label,
      );
    expect(await labels(testPlaces.lisbon)).toContain('Azulejo Tiles');
    expect(await labels(testPlaces.tokyo)).not.toContain('Azulejo Tiles');
    expect((await labels(testPlaces.tokyo)).some((l) => /Machiya|Shrine|Shoji|Temple|Lacquer|Scroll|Gates/.test(l))).toBe(true);
  });

  it('marks one image in four as sourced only when a photo source exists', async () => {
    const input = { ...brand, place: testPlaces.nairobi, section: 'social' as const, count: 8 };
    const withSource = await model.contextMetadata({ ...input, photoSourceAvailable: true });
    expect(withSource.images.filter((i) => i.promptUsage === 1)).toHaveLength(2);
    const without = await model.contextMetadata({ ...input, photoSourceAvailable: false });
    expect(without.images.every((i) => i.promptUsage === 0)).toBe(true);
  });
});

describe('offline text model: topics, relabel, edit, moodboard, render', () => {
  it('spawns two topics per context label', async () => {
    const contextLabels = ['Azulejo Tiles', 'Miradouro Light', 'Fado Taverns', 'Calçada Paving'];
    const out = await model.topicsMetadata({
      ...brand,
      place: testPlaces.lisbon,
      section: 'historical',
      context: 'x',
      contextLabels,
      photoSourceAvailable: false,
    });
    expect(topicsMetadataSchema.parse(out)).toEqual(out);
    expect(out.topics).toHaveLength(TOPICS_SLOT_COUNT);
    for (const from of contextLabels) expect(out.topics.filter((t) => t.fromLabel === from)).toHaveLength(2);
    expect(out.topics.filter((t) => t.fromLabel === 'Azulejo Tiles').every((t) => t.label.endsWith('Tiles'))).toBe(true);
    expect(new Set(out.topics.map((t) => t.label)).size).toBe(TOPICS_SLOT_COUNT);
  });

  it('relabels with a new prompt; the description only swaps the old label and gains no stock sentence', async () => {
    const context = 'Tokyo is a metropolis. The board looks at daily life through Izakaya Counters and tea houses.';
    const input = {
      ...brand,
      place: testPlaces.tokyo,
      section: 'social' as const,
      currentPrompt: 'Old prompt about tea houses.',
      newLabel: 'Sento Bathhouses',
      context,
    };
    const out = await model.relabel({ ...input, updateContext: true });
    expect(relabelResultSchema.parse(out)).toEqual(out);
    expect(out.newPrompt).toContain('Sento Bathhouses');
    expect(out.newPrompt).toContain('in Tokyo, Japan');
    expect(out.shot?.kind).toBe('interior');
    expect(out.newContext).toBe(context);
    expect(out.alternativeLabels).not.toContain('Sento Bathhouses');
    const swapped = await model.relabel({ ...input, oldLabel: 'Izakaya Counters', updateContext: true });
    expect(swapped.newContext).toBe('Tokyo is a metropolis. The board looks at daily life through Sento Bathhouses and tea houses.');
    const lower = await model.relabel({ ...input, oldLabel: 'Tea Houses', updateContext: true });
    expect(lower.newContext).toBe('Tokyo is a metropolis. The board looks at daily life through Izakaya Counters and sento bathhouses.');
    expect(lower.newContext).not.toMatch(/joins the board|cue for/);
    expect((await model.relabel({ ...input, updateContext: false })).newContext).toBeNull();
  });

  it('edits prompts for slider settings without stacking modifiers', async () => {
    const once = await model.editPrompt({ oldPrompt: 'Oak Timber in Melbourne.', microMacro: 0, photoStyled: 2, section: 'physical' });
    expect(once).toContain('material close-up');
    const twice = await model.editPrompt({ oldPrompt: once, microMacro: 2, photoStyled: 0, section: 'physical' });
    expect(twice).toContain('aerial or plan view');
    expect(twice).not.toContain('material close-up');
    const hinted = await model.editPrompt({
      oldPrompt: once,
      newPromptHint: 'Bluestone lanes at night',
      microMacro: 1,
      photoStyled: 1,
      section: 'physical',
    });
    expect(hinted.startsWith('Bluestone lanes at night')).toBe(true);
  });

  it('composes moodboards and render prompts from their inputs', async () => {
    const mb = await model.moodboardMetadata({
      ...brand,
      place: testPlaces.buenosAires,
      topic: 'milonga evenings',
      programmaticArea: 'Lounge',
      section: 'social',
      contextText: 'x',
      selectedImagePrompts: [],
    });
    expect(moodboardMetadataSchema.parse(mb)).toEqual(mb);
    expect(mb.title).toBe('Milonga Evenings');
    expect(mb.images[0].prompt).toContain('Buenos Aires');
    const render = await model.renderPrompt({
      ...brand,
      place: testPlaces.buenosAires,
      programmaticArea: 'Lounge',
      moodboardTitle: mb.title,
      labels: mb.images.map((i) => i.label),
      prompts: [],
      instruction: 'add a bar',
    });
    expect(render.startsWith('Interior view: a lounge for Aesop')).toBe(true);
    expect(render).toContain('in Buenos Aires, Argentina');
    expect(render).toContain('(counter)');
    expect(render).toContain('Change: add a bar.');
  });
});
