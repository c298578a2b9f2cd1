import { describe, expect, it } from 'vitest';
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
  it('derives keywords from a multi-word brand name and its trade, and says so', () => {
    const r = extractKeywords({ brandName: 'Northside Coffee Roasters Ltd' });
    expect(r).toMatchObject({ source: 'brand-name', websiteText: 'unread' });
    expect(r.keywords).toEqual(expect.arrayContaining(['northside', 'coffee', 'roasters', 'specialty coffee']));
    expect(r.keywords).not.toContain('ltd');
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
