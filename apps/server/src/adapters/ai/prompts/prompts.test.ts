import { describe, expect, it } from 'vitest';
import { testPlaces } from '../../../../test/places.js';
import { buildContextMetadataPrompt } from './context-metadata.js';
import { buildEditPromptPrompt } from './edit-prompt.js';
import { buildMoodboardMetadataPrompt } from './moodboard-metadata.js';
import { buildRelabelPrompt } from './relabel.js';
import { buildRenderPrompt } from './render.js';
import { buildTopicsMetadataPrompt } from './topics-metadata.js';

const brand = { place: testPlaces.lisbon, brandName: 'Aesop', keywords: ['botanical', 'amber glass'], brandPalette: ['#3b2f2f'] };

describe('real-model prompts', () => {
  it('context metadata', () => {
    const p = buildContextMetadataPrompt({ ...brand, section: 'physical', photoSourceAvailable: true });
    expect(p.prompt).toContain('Return exactly 4 images');
    // Issue #32: no description ending in keyword "design cues", no prompt mixing label, place, keyword and lens.
    expect(p.prompt).not.toMatch(/ending with how the brand keywords|combining the label, the place, one brand keyword/);
    expect(p.prompt).toContain('State only the facts above that this lens is about (the latitude and the sun figures)');
    expect(p.prompt).toContain("Do not open with the place's population or country");
    expect(p).toMatchSnapshot();
  });
  it('topics metadata', () => {
    expect(
      buildTopicsMetadataPrompt({
        ...brand,
        section: 'social',
        context: 'Lisbon is a city.',
        contextLabels: ['Fado Taverns', 'Tram Streets'],
        photoSourceAvailable: false,
      }),
    ).toMatchSnapshot();
  });
  it('relabel', () => {
    expect(
      buildRelabelPrompt({
        ...brand,
        section: 'historical',
        currentPrompt: 'Azulejo Tiles in Lisbon.',
        newLabel: 'Pombaline Grid',
        context: 'Lisbon is a city.',
        updateContext: true,
      }),
    ).toMatchSnapshot();
  });
  it('relabel asks to swap the old label only, never to add a sentence', () => {
    const p = buildRelabelPrompt({
      ...brand,
      section: 'historical',
      currentPrompt: 'Azulejo Tiles in Lisbon.',
      oldLabel: 'Azulejo Tiles',
      newLabel: 'Pombaline Buildings',
      context: 'The board starts from Azulejo Tiles.',
      updateContext: true,
    });
    expect(p.prompt).toContain('with every mention of "Azulejo Tiles" changed to "Pombaline Buildings"');
    expect(p.prompt).toContain('add no sentence, no fact');
  });
  it('edit prompt', () => {
    const p = buildEditPromptPrompt({
      oldPrompt: 'Azulejo Tiles in Lisbon. | View: x; Style: y.',
      microMacro: 2,
      photoStyled: 0,
      section: 'historical',
      place: testPlaces.lisbon,
    });
    expect(p.prompt).not.toContain('| View:');
    expect(p).toMatchSnapshot();
  });
  it('moodboard metadata', () => {
    expect(
      buildMoodboardMetadataPrompt({
        ...brand,
        topic: 'Tram evenings',
        programmaticArea: 'Lounge',
        section: 'social',
        contextText: 'Lisbon is a city.',
        selectedImagePrompts: ['Tram Streets in Lisbon.'],
      }),
    ).toMatchSnapshot();
  });
  it('render', () => {
    expect(
      buildRenderPrompt({
        ...brand,
        programmaticArea: 'Lounge',
        moodboardTitle: 'Tram Evenings',
        labels: ['Seating'],
        prompts: ['Oak banquette.'],
        instruction: 'warmer light',
      }),
    ).toMatchSnapshot();
  });
});
