import { describe, expect, it } from 'vitest';
import { extractKeywords } from './extract-keywords.js';
import { COFFEE_ROASTER_HTML } from './fixtures/coffee-roaster.js';
import { isExpectedTerm, isKeywordSized, LANGUAGE_CASES } from './fixtures/i18n/cases.js';
import { ES_OLIVE_ESTATE_HTML } from './fixtures/i18n/es-olive-estate.js';
import { LOREM_IPSUM_HTML, NEARLY_EMPTY_HTML } from './fixtures/i18n/placeholder-pages.js';
import { PT_CORK_HOUSE_HTML } from './fixtures/i18n/pt-cork-house.js';
import { readWebsite } from './read-website.js';

const read = (html: string) => readWebsite(html, 'https://brand.example/');
const STOCK = ['biophilic details', 'welcoming threshold', 'sustainable materials', 'natural materials', 'warm daylight'];

describe.each(LANGUAGE_CASES)(
  'extractKeywords from a $language brand page ($brand)',
  ({ language, brand, html, expected, boilerplate, script }) => {
    const result = extractKeywords({ brandName: brand, page: read(html) });
    const top = result.keywords.slice(0, 10);

    it('names what the page is about: at least 3 of the top 10 are terms a designer expects', () => {
      expect(result).toMatchObject({ source: 'website', websiteText: 'enough', language });
      expect(top.filter((k) => isExpectedTerm(k, expected)).length).toBeGreaterThanOrEqual(3);
    });

    it('has no boilerplate, no sentence, no bare number and no brand name', () => {
      expect(result.keywords.length).toBeGreaterThanOrEqual(8);
      for (const k of result.keywords) {
        expect(k).not.toMatch(boilerplate);
        expect(isKeywordSized(k), k).toBe(true);
        expect(k).not.toMatch(/^[\p{N}\s]+$/u);
        expect(k.toLowerCase()).not.toContain(brand.toLowerCase());
      }
    });

    it("keeps the page's language and script", () => {
      for (const k of result.keywords) expect(k).toMatch(script);
    });
  },
);

describe('extractKeywords in English', () => {
  const { keywords } = extractKeywords({ brandName: 'Fieldstone Ceramics', page: read(LANGUAGE_CASES[0].html) });

  it('keeps fillers, adverbs and lone verb forms out', () => {
    for (const k of keywords) {
      expect(k).not.toMatch(/\b(?:actually|including|prefer|issues?|steps?|build|tests?)\b/);
      if (!k.includes(' ')) expect(k).not.toMatch(/^[^-]+(?:ly|ing|ed)$/);
    }
  });

  it('ranks materials and places above news-flow', () => {
    expect(keywords.slice(0, 6)).toEqual(expect.arrayContaining(['stoneware tableware', 'local clay']));
    expect(keywords.join(' ')).not.toMatch(/website|holidays|shipping/);
  });
});

describe('the page language', () => {
  it('follows the text when a template declares the wrong one', () => {
    const mislabelled = PT_CORK_HOUSE_HTML.replace('<html lang="pt-PT">', '<html lang="en">');
    expect(extractKeywords({ brandName: 'Casa Sobreiro', page: read(mislabelled) }).language).toBe('pt');
  });

  it('comes from Content-Language or from the text when <html lang> is missing', () => {
    const page = read(ES_OLIVE_ESTATE_HTML);
    expect(page.lang).toBeUndefined();
    expect(extractKeywords({ brandName: 'Hacienda El Olivar', page, contentLanguage: 'es-ES' }).language).toBe('es');
    expect(extractKeywords({ brandName: 'Hacienda El Olivar', page }).language).toBe('es');
  });
});

describe('pages that say too little', () => {
  it('ignores lorem ipsum and placeholder sentences and says the page said little', () => {
    const r = extractKeywords({ brandName: 'Atelier Nord', page: read(LOREM_IPSUM_HTML) });
    expect(r).toMatchObject({ source: 'brand-name', websiteText: 'little' });
    expect(r.keywords.join(' ')).not.toMatch(/lorem|ipsum|dolor|amet|curabitur|sample|example|wordpress|heading/);
  });

  it('offers no stock vocabulary for a nearly empty page', () => {
    const r = extractKeywords({ brandName: 'Maison Vérane', page: read(NEARLY_EMPTY_HTML) });
    expect(r).toMatchObject({ source: 'brand-name', websiteText: 'little' });
    // The brand's own name is no keyword (issue #32): with nothing else to go on, the list is empty and the notice says what to do.
    expect(r.keywords).toEqual([]);
    for (const stock of STOCK) expect(r.keywords).not.toContain(stock);
  });

  it("takes the brand book's phrases when the page is empty", () => {
    const brandBookText =
      'Maison Vérane dresses rooms in washed linen and raw silk. Washed linen curtains, raw silk cushions, oak parquet floors. Oak parquet floors throughout.';
    const r = extractKeywords({ brandName: 'Maison Vérane', page: read(NEARLY_EMPTY_HTML), brandBookText });
    expect(r.keywords).toEqual(expect.arrayContaining(['washed linen', 'raw silk', 'oak parquet floors']));
  });
});

describe('the brand book', () => {
  it('weighs as much as the website', () => {
    const brandBookText = [
      'Our cafés pair terrazzo counters with brushed brass fixtures.',
      'Guests should meet terrazzo counters and brushed brass wherever they order.',
    ].join('\n');
    const without = extractKeywords({ brandName: 'Kiln & Crema', page: read(COFFEE_ROASTER_HTML) });
    const withBook = extractKeywords({ brandName: 'Kiln & Crema', page: read(COFFEE_ROASTER_HTML), brandBookText });
    expect(without.keywords.join(' ')).not.toMatch(/terrazzo|brass/);
    // Two mentions in a two-line book count like many on the page: both lead the list.
    const top = withBook.keywords.slice(0, 5);
    expect(top).toEqual(expect.arrayContaining(['terrazzo counters', 'brushed brass']));
    expect(withBook.keywords.filter((k) => /coffee|roast|origin|trade|farm/.test(k)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('hostile pages', () => {
  it('reads a page that is one enormous line, and bounds the work', () => {
    const prose = read(LANGUAGE_CASES[0].html).text.replace(/\n/g, ' ');
    const line = `${prose} `.repeat(Math.ceil(1_000_000 / prose.length));
    const r = extractKeywords({ brandName: 'Holm', page: { title: 'Holm', headings: Array(5000).fill('Solid oak tables'), text: line } });
    expect(r.websiteText).toBe('enough');
    expect(r.keywords).toEqual(expect.arrayContaining(['solid oak tables', 'stoneware tableware']));
  });

  it('survives a made-up language declaration', () => {
    const r = extractKeywords({
      brandName: 'Holm',
      page: read(LANGUAGE_CASES[0].html.replace('lang="en-GB"', 'lang="qqq"')),
      contentLanguage: '<script>',
    });
    expect(r.language).toBe('en');
  });
});
