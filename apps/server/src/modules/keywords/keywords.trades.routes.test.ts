import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { TRADE_IDS, tradeVocabulary } from './brand-lexicon.js';
import { isGenericSingle } from './design-lexicon.js';
import { DESIGN_CUES_STORE_HTML } from './fixtures/design-cues-store.js';
import { NEARLY_EMPTY_HTML } from './fixtures/i18n/placeholder-pages.js';

/**
 * Issue #44, "keywords from the brand's own world", through POST /generate_keywords/ against a
 * loopback website: a page about its room gives that room's design cues before its products, and
 * a brand whose site says nothing gets its trade's vocabulary, never another brand's list.
 */
let t: TestApp;
let ada: TestUser;
let site: Server;
let base: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    const html = { '/design-cues': DESIGN_CUES_STORE_HTML, '/little': NEARLY_EMPTY_HTML }[req.url ?? ''];
    if (html) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  t = await createTestApp({ WEBSITE_FETCH_ALLOW_PRIVATE: '1', RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
});
afterAll(async () => {
  await t?.close();
  site?.close();
});

async function keywordsFor(brandName: string, path: string): Promise<string[]> {
  const form = new FormData();
  form.append('brandName', brandName);
  form.append('website', `${base}${path}`);
  const res = await t.app.inject({ method: 'POST', url: '/generate_keywords/', headers: ada.headers, body: form });
  expect(res.statusCode).toBe(200);
  return res.json().keywords;
}

/** 20 brands with what they are, and the trade whose vocabulary they should get. */
const PAIRS: [brand: string, trade: string][] = [
  ['Le Labo, fragrance', 'fragrance'],
  ['Aesop, skincare', 'skincare'],
  ['Diptyque, perfume', 'fragrance'],
  ["Kiehl's, cosmetics", 'skincare'],
  ['Blue Bottle, coffee roasters', 'coffee'],
  ['Ippodo, tea house', 'tea'],
  ['Hoshinoya, hotel', 'hotel'],
  ['Poilâne, bakery', 'bakery'],
  ['Noma, restaurant', 'restaurant'],
  ['Quinta do Crasto, wine estate', 'wine'],
  ['BrewDog, brewery', 'brewery'],
  ['Carl Hansen, furniture', 'furniture'],
  ['COS, fashion', 'fashion'],
  ['Therme, spa', 'spa'],
  ['Petersham, garden nursery', 'garden'],
  ['Daunt, bookshop', 'books'],
  ['White Cube, gallery', 'gallery'],
  ['Figma, software', 'tech'],
  ['Equinox, gym', 'fitness'],
  ['Patagonia, outdoor clothing', 'outdoor'],
];

describe('keywords from the brand’s own world', () => {
  it('reads a page’s design cues (materials, spaces, rituals, places) before its product words', async () => {
    const keywords = await keywordsFor('Maru Apothecary', 'design-cues');
    const cues = ['reclaimed timber', 'local stone', 'hand-thrown ceramics', 'brass basins'];
    expect(keywords).toEqual(expect.arrayContaining(cues));
    // The four cues lead the list: the text writer takes a page's keyword from the front.
    expect(keywords.slice(0, 5)).toEqual(expect.arrayContaining(cues));
    for (const product of ['skin', 'bottles', 'wash', 'hand wash', 'skin care', 'japanese']) expect(keywords).not.toContain(product);
    expect(keywords.join(' ')).not.toMatch(/maru/i);
  });

  it('gives 20 brands their trade’s vocabulary when the site says little or cannot be read', async () => {
    const got = new Map<string, string[]>();
    for (const [i, [brand, trade]] of PAIRS.entries()) {
      const keywords = await keywordsFor(brand, i % 2 ? 'little' : 'missing');
      got.set(brand, keywords);
      const own = tradeVocabulary(trade);
      expect(own.length, trade).toBeGreaterThanOrEqual(5);
      expect(keywords.filter((k) => own.includes(k)).length, brand).toBeGreaterThanOrEqual(4);
      const others = TRADE_IDS.filter((id) => id !== trade).flatMap((id) => tradeVocabulary(id).filter((k) => !own.includes(k)));
      expect(
        keywords.filter((k) => others.includes(k)),
        brand,
      ).toEqual([]);
      const name = brand.split(',')[0].toLowerCase();
      expect(
        keywords.filter((k) => k.toLowerCase().includes(name) || isGenericSingle(k)),
        brand,
      ).toEqual([]);
    }
    // Le Labo is not Aesop: no keyword in common, and none of Aesop's own words.
    const leLabo = got.get('Le Labo, fragrance') ?? [];
    expect(leLabo.filter((k) => got.get('Aesop, skincare')?.includes(k))).toEqual([]);
    expect(leLabo).not.toContain('washbasin ritual');
  });
});
