import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import { createOfflineTextModel } from './offline-text-model.js';
import { writePagePair } from './page-pair.test-helper.js';
import { truthPlaces } from './truth-places.js';

/**
 * Context text says something about its own page: over 10 cities × 3 Context pages, no sentence
 * appears twice (Topics pages' own texts: page-text.test.ts).
 */
const model = createOfflineTextModel();
const sections: Section[] = ['historical', 'social', 'physical'];
const cities = ['kyoto', 'porto', 'lisbon', 'tokyo', 'mumbai', 'nairobi', 'capeTown', 'chicago', 'rio', 'sydney'] as const;
const brand = { brandName: 'Aesop', keywords: ['hinoki', 'apothecary', 'tactile materials', 'amber glass', 'quiet'] };

interface Page {
  city: string;
  section: Section;
  place: PlaceFacts;
  description: string;
  contextLabels: string[];
  topicLabels: string[];
}

const pages: Page[] = [];
beforeAll(async () => {
  for (const city of cities) {
    const place = truthPlaces[city].facts();
    for (const section of sections) {
      const pair = await writePagePair(model, { ...brand, place, section });
      pages.push({
        city,
        section,
        place,
        description: pair.context.description,
        contextLabels: pair.context.labels,
        topicLabels: pair.topics.labels,
      });
    }
  }
});

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"])/).map((s) => s.trim());
}

/** Facts two places may share word for word (none today: languages and currency are no longer said). */
const SHARED_FACT = /^(.+ (is|are) spoken in .+|The currency of .+)\.$/;

/** A sentence with its place names, labels, keyword and figures taken out: its shape. */
function shape(sentence: string, page: Page): string {
  const words = [page.place.name, ...page.contextLabels, ...brand.keywords].sort((a, b) => b.length - a.length);
  let out = sentence;
  for (const w of words) out = out.replace(new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '#');
  return out.replace(/[\d.,°]+/g, '0');
}

describe('offline board text over 10 cities × 6 pages', () => {
  it('repeats no sentence across pages or projects except shared country facts', () => {
    expect(pages).toHaveLength(30);
    const seen = new Map<string, string>();
    for (const page of pages) {
      for (const s of sentences(page.description)) {
        const where = `${page.city}/${page.section}`;
        if (!SHARED_FACT.test(s)) expect(seen.get(s), `"${s}" in ${where} and ${seen.get(s)}`).toBeUndefined();
        seen.set(s, where);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('has no cue lists, no bracketed continent and the place opener on one page only', () => {
    for (const page of pages) {
      expect(page.description).not.toMatch(/as a design cue|design cues|\((Europe|Asia|Africa|Oceania|North America|South America)\)/);
      const opener = new RegExp(`^${page.place.name} is (a|an) `);
      if (page.section === 'historical') expect(page.description).toMatch(opener);
      else expect(page.description).not.toMatch(opener);
      // The page names one keyword, not the whole list.
      expect(brand.keywords.filter((k) => page.description.includes(k))).toHaveLength(1);
    }
  });

  it("varies the shape of each section's sentences between cities", () => {
    for (const section of sections) {
      const of = pages.filter((p) => p.section === section);
      const leads = new Set(of.map((p) => shape(sentences(p.description)[section === 'historical' ? 1 : 0], p)));
      const endings = new Set(of.map((p) => shape(sentences(p.description).at(-1) ?? '', p)));
      expect(leads.size, `${section} leads`).toBeGreaterThanOrEqual(2);
      expect(endings.size, `${section} endings`).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes labels as a designer would: no stock suffix, no label twice in a project', () => {
    for (const city of cities) {
      const labels = pages.filter((p) => p.city === city).flatMap((p) => [...p.contextLabels, ...p.topicLabels]);
      expect(new Set(labels).size, city).toBe(labels.length);
      for (const label of labels) expect(label).not.toMatch(/ (Moments|Scenes|Views|Studies|Traces|Fragments)$/);
    }
  });
});
