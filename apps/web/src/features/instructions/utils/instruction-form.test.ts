import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  canGenerate,
  createEmptyValues,
  type InstructionValues,
  isFormComplete,
  keywordTags,
  parseInsights,
  selectedKeywords,
  toggleInsight,
  toggleKeyword,
} from './instruction-form';

const complete = (): InstructionValues => ({
  ...createEmptyValues(),
  projectName: 'Harbour Roastery',
  location: { text: 'Lisbon, Portugal', lat: 38.72, lng: -9.14, h3: null },
  brandName: 'Copper Kettle',
  website: 'https://copper-kettle.test',
  keywords: keywordTags(['single origin']),
});

describe('isFormComplete', () => {
  it('is true once the four fields are filled and keywords exist', () => {
    expect(isFormComplete(complete())).toBe(true);
  });

  it.each(['projectName', 'brandName', 'website'] as const)('is false while %s is blank (spaces only)', (field) => {
    expect(isFormComplete({ ...complete(), [field]: '   ' })).toBe(false);
  });

  it('is false without a location text', () => {
    expect(isFormComplete({ ...complete(), location: { text: ' ', lat: 1, lng: 2, h3: null } })).toBe(false);
  });

  it('is false until keywords have been generated', () => {
    expect(isFormComplete({ ...complete(), keywords: [] })).toBe(false);
  });

  it('starts incomplete with every insight on', () => {
    const empty = createEmptyValues();
    expect(isFormComplete(empty)).toBe(false);
    expect(empty.insights).toEqual(['historical', 'social', 'physical']);
  });
});

describe('canGenerate', () => {
  it('needs both brand name and website', () => {
    expect(canGenerate({ brandName: 'Copper', website: '' })).toBe(false);
    expect(canGenerate({ brandName: ' ', website: 'https://a.test' })).toBe(false);
    expect(canGenerate({ brandName: 'Copper', website: 'https://a.test' })).toBe(true);
  });
});

describe('addKeyword', () => {
  const start = keywordTags(['Espresso', 'single origin']);

  it('adds the trimmed keyword as selected', () => {
    expect(addKeyword(start, '  roastery ')).toEqual([...start, { text: 'roastery', selected: true }]);
  });

  it('ignores empty and blank input', () => {
    expect(addKeyword(start, '')).toBe(start);
    expect(addKeyword(start, '   ')).toBe(start);
  });

  it('does not duplicate a keyword already there, whatever its case', () => {
    expect(addKeyword(start, 'espresso')).toBe(start);
    expect(addKeyword(start, ' Single Origin ')).toBe(start);
  });

  it('keeps an existing unselected keyword as it is', () => {
    const off = toggleKeyword(start, 'Espresso');
    expect(addKeyword(off, 'Espresso')).toEqual(off);
  });
});

describe('keywords', () => {
  it('toggles one keyword and saves only the selected ones', () => {
    const tags = toggleKeyword(keywordTags(['oak', 'linen', 'brass']), 'linen');
    expect(tags.map((t) => t.selected)).toEqual([true, false, true]);
    expect(selectedKeywords(tags)).toEqual(['oak', 'brass']);
  });

  it('dedupes generated keywords', () => {
    expect(keywordTags(['Oak', 'oak', ' ', 'linen']).map((t) => t.text)).toEqual(['Oak', 'linen']);
  });
});

describe('insights', () => {
  it('parses comma strings and lists in the canonical order', () => {
    expect(parseInsights('physical, Historical')).toEqual(['historical', 'physical']);
    expect(parseInsights(['social'])).toEqual(['social']);
    expect(parseInsights('')).toEqual([]);
    expect(parseInsights(undefined)).toEqual(['historical', 'social', 'physical']);
  });

  it('toggles off and back on in order', () => {
    const off = toggleInsight(['historical', 'social', 'physical'], 'historical');
    expect(off).toEqual(['social', 'physical']);
    expect(toggleInsight(off, 'historical')).toEqual(['historical', 'social', 'physical']);
  });
});
