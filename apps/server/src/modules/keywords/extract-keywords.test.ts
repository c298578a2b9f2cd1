import { describe, expect, it } from 'vitest';
import { placeKeywords } from '../../adapters/ai/index.js';
import { buildPlaceFacts } from '../../adapters/geo/offline-geocoder.js';
import { extractKeywords } from './extract-keywords.js';
import { BOUTIQUE_HOTEL_HTML } from './fixtures/boutique-hotel.js';
import { COFFEE_ROASTER_HTML } from './fixtures/coffee-roaster.js';
import { FURNITURE_MAKER_HTML } from './fixtures/furniture-maker.js';
import { readWebsite } from './read-website.js';

const BOILERPLATE = /cookie|privacy|login|log in|sign in|newsletter|subscribe|cart|basket|terms|copyright|javascript|menu|accept|rights/;

const SITES = [
  {
    brand: 'Kiln & Crema',
    html: COFFEE_ROASTER_HTML,
    expected: ['single origin coffee', 'direct trade', 'family farms', 'drum roaster', 'hand-roasted'],
  },
  {
    brand: 'Casa Lumen',
    html: BOUTIQUE_HOTEL_HTML,
    expected: ['boutique hotel', 'rooftop terrace', 'courtyard garden', 'azulejo tiles', 'river views', 'alfama'],
  },
  {
    brand: 'Holm Workshop',
    html: FURNITURE_MAKER_HTML,
    expected: ['traditional joinery', 'solid oak', 'dining tables', 'natural oil finish', 'walnut'],
  },
];

describe.each(SITES)('extractKeywords from the $brand website', ({ brand, html, expected }) => {
  const run = () => extractKeywords({ brandName: brand, page: readWebsite(html, 'https://brand.example/') });

  it('finds the terms the page is about', () => {
    const { keywords, source } = run();
    expect(source).toBe('website');
    for (const term of expected) expect(keywords).toContain(term);
  });

  it('returns 10–20 distinct lower-case keywords with no boilerplate and no brand name', () => {
    const { keywords } = run();
    expect(keywords.length).toBeGreaterThanOrEqual(10);
    expect(keywords.length).toBeLessThanOrEqual(20);
    expect(new Set(keywords).size).toBe(keywords.length);
    for (const k of keywords) {
      expect(k).toBe(k.toLowerCase());
      expect(k).not.toMatch(BOILERPLATE);
      expect(k).not.toContain(brand.toLowerCase());
    }
  });

  it('composes 6–10 moodboard prompts from the keywords', () => {
    const { keywords, prompts } = run();
    expect(prompts.length).toBeGreaterThanOrEqual(6);
    expect(prompts.length).toBeLessThanOrEqual(10);
    expect(prompts[0]).toContain(keywords[0]);
    expect(new Set(prompts).size).toBe(prompts.length);
  });

  it('is deterministic', () => {
    expect(run()).toEqual(run());
  });
});

describe('extractKeywords without a website', () => {
  it("derives keywords from the trade words of a brand name, never the name's own words", () => {
    const r = extractKeywords({ brandName: 'Northside Coffee Roasters Ltd' });
    expect(r).toMatchObject({ source: 'brand-name', websiteText: 'unread' });
    expect(r.keywords).toEqual(expect.arrayContaining(['coffee', 'roasters', 'specialty coffee']));
    expect(r.keywords).not.toContain('ltd');
    expect(r.keywords).not.toContain('northside');
    expect(r.keywords.length).toBeGreaterThanOrEqual(6);
    expect(r.keywords.length).toBeLessThanOrEqual(20);
    expect(r.prompts.length).toBeGreaterThanOrEqual(6);
  });

  it('never emits a one-word brand name itself, nor a stock vocabulary when there is nothing to read', () => {
    const r = extractKeywords({ brandName: 'Aesop' });
    expect(r.keywords).toEqual([]);
    expect(r.prompts).toEqual([]);
    expect(extractKeywords({ brandName: 'Aesop' })).toEqual(r);
    for (const stock of ['biophilic details', 'welcoming threshold', 'sustainable materials']) {
      expect(extractKeywords({ brandName: 'Byredo Parfums' }).keywords).not.toContain(stock);
    }
  });

  it('Aesop with an unreadable website: keywords from the place, and from the definition when given, never "aesop"', () => {
    const kyoto = placeKeywords(buildPlaceFacts(35.0116, 135.7681, 'Kyoto'));
    expect(kyoto.length).toBeGreaterThanOrEqual(4);
    const bare = extractKeywords({ brandName: 'Aesop', placeWords: kyoto });
    expect(bare.keywords).toEqual(kyoto);
    expect(bare.fallback).toEqual({ definition: false, place: true });
    expect(bare.prompts.length).toBeGreaterThanOrEqual(6);
    const defined = extractKeywords({ brandName: 'Aesop, skincare', placeWords: kyoto });
    // The skincare trade's vocabulary, not one skincare brand's list (issue #44).
    expect(defined.keywords).toEqual(expect.arrayContaining(['treatment rooms', 'testing sink', 'consultation counter']));
    expect(defined.keywords).not.toContain('washbasin ritual');
    expect(defined.keywords).not.toContain('calm sanctuary');
    expect(defined.keywords.length).toBeGreaterThanOrEqual(10);
    for (const r of [bare, defined]) expect(r.keywords.join(' ')).not.toMatch(/aesop/i);
  });

  it('a definition the vocabulary does not know gives its own words', () => {
    const r = extractKeywords({ brandName: 'Kinfolk Lane: ceramic homeware studio' });
    expect(r.keywords).toEqual(expect.arrayContaining(['ceramic homeware studio', 'ceramic', 'homeware']));
    expect(r.keywords.join(' ')).not.toMatch(/kinfolk/i);
    expect(r.fallback.definition).toBe(true);
  });

  it('Patagonia, outdoor clothing: sector words steer the vocabulary, and the name is no keyword', () => {
    const r = extractKeywords({ brandName: 'Patagonia, outdoor clothing', placeWords: ['granite facades', 'douro riverbanks'] });
    expect(r.keywords).toEqual(expect.arrayContaining(['outdoor clothing', 'technical fabrics', 'repair and reuse']));
    for (const wrong of ['tailored details', 'editorial styling', 'patagonia']) expect(r.keywords).not.toContain(wrong);
    expect(r.keywords.join(' ')).not.toMatch(/patagonia/i);
    // A brand name holding the sector word is steered the same way.
    expect(extractKeywords({ brandName: 'Patagonia Outdoor Clothing' }).keywords).not.toContain('tailored details');
  });

  it('uses brand book text when given', () => {
    const brandBookText =
      'Our stores use terrazzo floors and brushed brass fixtures. Terrazzo floors and brushed brass details recur in every store, with soft pink plaster walls. Soft pink plaster is our signature.';
    const r = extractKeywords({ brandName: 'Aesop', brandBookText });
    expect(r.source).toBe('brand-name');
    expect(r.keywords).toEqual(expect.arrayContaining(['terrazzo floors', 'brushed brass']));
  });

  it('treats an empty app shell as no website', () => {
    const page = readWebsite('<html><body><div id="root"></div><noscript>Enable JavaScript</noscript></body></html>', 'https://x.example/');
    const r = extractKeywords({ brandName: 'Holm Workshop', page });
    expect(r.source).toBe('brand-name');
    expect(r.keywords).toContain('handmade furniture');
  });
});
