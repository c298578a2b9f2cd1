import { describe, expect, it } from 'vitest';
import { keywordRole } from './keyword-roles.js';

describe('keyword roles from the curated lexicon', () => {
  it.each([
    ['oak', 'material'],
    ['terrazzo', 'material'],
    ['amber glass', 'material'],
    ['raw concrete', 'material'],
    ['sky blue', 'colour'],
    ['ochre', 'colour'],
    ['quiet', 'mood'],
    ['quiet luxury', 'mood'],
    ['curved', 'form'],
    ['art deco', 'style'],
    ['candlelight', 'light'],
    ['botanical', 'planting'],
    ['handmade', 'craft'],
    ['Terrazzo', 'material'],
  ])('"%s" is a %s', (keyword, role) => {
    expect(keywordRole(keyword)).toBe(role);
  });

  it('gives unknown words, any language and empty text the neutral cue role', () => {
    for (const k of ['zorblax', 'azul', '', '品牌', 'Maré']) expect(keywordRole(k)).toBe('cue');
  });
});
