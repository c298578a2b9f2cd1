import { beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../schemas.js';
import { createOfflineTextModel } from './offline-text-model.js';
import { writePagePair } from './page-pair.test-helper.js';
import { truthPlaces } from './truth-places.js';

/**
 * Issue #44, "each page its own text": 10 places × 6 pages (three insights, each a Context and a
 * Topics page), for two brands each. A Topics page has its own text about its topics; no sentence
 * is said twice in a project, nor in two projects unless it is a fact of the place (a sentence
 * naming no label, keyword or brand); no brand sentence fits another brand; no filler.
 */
const model = createOfflineTextModel();
const sections: Section[] = ['historical', 'social', 'physical'];
const cities = ['kyoto', 'porto', 'lisbon', 'tokyo', 'mumbai', 'nairobi', 'capeTown', 'chicago', 'rio', 'sydney'] as const;
const brands = [
  { brandName: 'Aesop', keywords: ['hinoki', 'apothecary', 'tactile materials', 'amber glass', 'quiet'] },
  { brandName: 'Hoshinoya', keywords: ['ryokan hospitality', 'hinoki baths', 'river views', 'seasonal kaiseki', 'calm'] },
];

interface Page {
  project: string;
  brand: (typeof brands)[number];
  section: Section;
  kind: 'context' | 'topics';
  text: string;
  labels: string[];
}

const pages: Page[] = [];
beforeAll(async () => {
  for (const city of cities) {
    const place = truthPlaces[city].facts();
    for (const brand of brands) {
      const project = `${brand.brandName} in ${city}`;
      for (const section of sections) {
        const pair = await writePagePair(model, { ...brand, place, section });
        pages.push({ project, brand, section, kind: 'context', text: pair.context.description, labels: pair.context.labels });
        pages.push({
          project,
          brand,
          section,
          kind: 'topics',
          text: pair.topics.description,
          labels: [...pair.context.labels, ...pair.topics.labels],
        });
      }
    }
  }
});

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"])/).map((s) => s.trim());
}

/**
 * A fact of the place: a sentence naming neither the brand nor its keywords, and either none of the
 * project's labels or a figure from the place's data (a sun angle, hours, kilometres).
 */
function isFact(sentence: string, page: Page): boolean {
  const lower = sentence.toLowerCase();
  if ([...page.brand.keywords, page.brand.brandName].some((w) => lower.includes(w.toLowerCase()))) return false;
  const figure = /\d(\.\d)?(°| hours| km)/.test(sentence);
  return figure || !page.labels.some((l) => lower.includes(l.toLowerCase()));
}

describe('offline page text over 10 places × 6 pages × 2 brands', () => {
  it('gives every Topics page its own text, sharing no sentence with its Context page', () => {
    expect(pages).toHaveLength(120);
    for (const topics of pages.filter((p) => p.kind === 'topics')) {
      const context = pages.find((p) => p.project === topics.project && p.section === topics.section && p.kind === 'context');
      expect(topics.text.length, `${topics.project}/${topics.section}`).toBeGreaterThan(80);
      expect(topics.text).not.toBe(context?.text);
      for (const s of sentences(topics.text)) expect(context?.text, `${topics.project}/${topics.section}`).not.toContain(s);
      // It is about its topics: it names at least two of them.
      const named = topics.labels.slice(4).filter((l) => topics.text.toLowerCase().includes(l.toLowerCase().split(' ').at(-1) ?? ''));
      expect(named.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('says no sentence twice in a project', () => {
    for (const project of new Set(pages.map((p) => p.project))) {
      const all = pages.filter((p) => p.project === project).flatMap((p) => sentences(p.text));
      expect(new Set(all).size, project).toBe(all.length);
    }
  });

  it('shares no sentence between two projects except facts of the place', () => {
    const seen = new Map<string, string>();
    let shared = 0;
    const bad: string[] = [];
    for (const page of pages) {
      for (const s of sentences(page.text)) {
        const other = seen.get(s);
        if (other && other !== page.project) {
          if (!isFact(s, page)) bad.push(`"${s}" in ${page.project} and ${other}`);
          shared++;
        }
        seen.set(s, page.project);
      }
    }
    expect(bad).toEqual([]);
    expect(seen.size).toBeGreaterThan(400);
    // Only the facts two brands in one place share (population, towns, sun figures).
    expect(shared).toBeLessThan(seen.size / 4);
  });

  it('writes no brand sentence that would fit another brand once its name is swapped', () => {
    const masked = (p: Page) =>
      sentences(p.text)
        .filter((s) => s.includes(p.brand.brandName))
        .map((s) => s.replaceAll(p.brand.brandName, '#'));
    const [a, b] = brands.map((brand) => new Set(pages.filter((p) => p.brand === brand).flatMap(masked)));
    expect(a.size).toBeGreaterThanOrEqual(50);
    for (const s of a) expect(b.has(s), s).toBe(false);
  });

  it('writes no filler: no languages, no currency, no keyword list', () => {
    for (const page of pages) {
      expect(page.text).not.toMatch(/\bis spoken in\b|\bare spoken in\b|currency/);
      expect(page.text).not.toMatch(/design cues?/);
      expect(
        page.brand.keywords.filter((k) => page.text.includes(k)).length,
        `${page.project}/${page.section}/${page.kind}`,
      ).toBeLessThanOrEqual(1);
    }
  });
});
