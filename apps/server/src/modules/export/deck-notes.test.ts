import { type Project, readProjectData } from '@loci/shared';
import JSZip from 'jszip';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeckWriters } from '../../adapters/export/deck-writers.js';
import type { AssetProvenance } from './deck-credits.js';
import type { DeckComment } from './deck-notes.js';
import { createExportService } from './export.service.js';

const sha = (n: number) => n.toString(16).padStart(64, '0');
const url = (n: number) => `/api/assets/${sha(n)}`;
const files = new Map<string, Buffer>();
const provenance = new Map<string, AssetProvenance>([
  [sha(1), { origin: 'generated', provider: 'openai', credit: null, licence: null, source_url: null }],
  [
    sha(2),
    { origin: 'sourced', provider: 'openverse', credit: 'Photo by Ana Lima', licence: 'CC BY-SA 4.0', source_url: 'https://ex.org/a' },
  ],
  [sha(3), { origin: 'generated', provider: 'offline', credit: null, licence: null, source_url: null }],
]);

const project = {
  project_name: 'Quay Rooms',
  project_location: 'Porto',
  brand_name: 'Ribeira',
  keywords: ['granite', 'river light'],
  logo_url: null,
  brand_palette: [],
  location_lat: null,
  location_lng: null,
} as unknown as Project;

const data = readProjectData({
  contexts: {
    historical: {
      description: 'Merchants built up the steep bank.',
      imageLabels: ['Wine lodges', 'Granite stairs'],
      imagePrompts: ['PROMPT-lodges at dusk', 'PROMPT-stairs in rain'],
      images: [url(1), url(2)],
    },
  },
  topics: {
    social: {
      context: 'Markets.',
      description: 'Fishmongers and tascas.',
      labels: ['Bolhão market'],
      prompts: ['PROMPT-market stalls'],
      images: [url(3)],
    },
  },
  moodboards: [],
});

const comments: DeckComment[] = [
  { pageId: 'historical-context', imageIndex: 1, author: 'Marta (client)', comment: 'Less rain, more sun.' },
  { pageId: 'historical-context', imageIndex: null, author: 'Marta (client)', comment: 'Love the palette.' },
];

const service = createExportService({
  loadProject: async () => ({ project, data }),
  provenance: async (shas) => new Map(shas.flatMap((s) => (provenance.has(s) ? [[s, provenance.get(s) as AssetProvenance]] : []))),
  lastRoundComments: async () => comments,
  readBytes: async (s) => files.get(s) ?? null,
  writers: createDeckWriters(),
});

const textOf = (xml: string) =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
    .map((m) => m[1])
    .join('\n')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? e);

/** The notes of each slide, by slide number, read through each slide's relationship to its notes part. */
async function notesBySlide(pptx: Buffer): Promise<Map<number, string>> {
  const zip = await JSZip.loadAsync(pptx);
  const out = new Map<number, string>();
  for (const name of Object.keys(zip.files)) {
    const m = /^ppt\/slides\/_rels\/slide(\d+)\.xml\.rels$/.exec(name);
    if (!m) continue;
    const rels = (await zip.file(name)?.async('string')) ?? '';
    const target = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(rels)?.[1];
    const xml = target ? ((await zip.file(`ppt/notesSlides/${target}`)?.async('string')) ?? '') : '';
    out.set(Number(m[1]), textOf(xml));
  }
  return out;
}

beforeAll(async () => {
  for (const n of [1, 2, 3])
    files.set(
      sha(n),
      await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40 * n, g: 90, b: 120 } } })
        .png()
        .toBuffer(),
    );
});

describe('PPTX speaker notes', () => {
  it("hold each page's text, labels, keywords and that slide's credits; no prompts or comments by default", async () => {
    const notes = await notesBySlide((await service.exportProject('u', 'p', { format: 'pptx' })).bytes);
    // Title, Historical Context, Social Topics, credits.
    expect(notes.get(1)).toContain('Quay Rooms');
    expect(notes.get(1)).toContain('granite, river light');
    const context = notes.get(2) ?? '';
    for (const s of ['Merchants built up the steep bank.', 'Wine lodges', 'Granite stairs', 'granite, river light'])
      expect(context).toContain(s);
    expect(context).toContain('Wine lodges: AI-generated with openai');
    expect(context).toContain('Granite stairs: Photo by Ana Lima — CC BY-SA 4.0 — https://ex.org/a');
    expect(context).not.toContain('Bolhão market'); // another slide's image
    const topics = notes.get(3) ?? '';
    expect(topics).toContain('Fishmongers and tascas.');
    expect(topics).toContain('Bolhão market: offline study drawn by Loci');
    expect(topics).not.toContain('Photo by Ana Lima'); // credits stay with their slide
    const all = [...notes.values()].join('\n');
    expect(all).not.toContain('PROMPT-');
    expect(all).not.toContain('Less rain');
  });

  it('carry the prompts only with "Include prompts in the notes"', async () => {
    const notes = await notesBySlide((await service.exportProject('u', 'p', { format: 'pptx', includePrompts: true })).bytes);
    expect(notes.get(2)).toContain('Wine lodges: PROMPT-lodges at dusk');
    expect(notes.get(2)).toContain('Granite stairs: PROMPT-stairs in rain');
    expect(notes.get(3)).toContain('Bolhão market: PROMPT-market stalls');
    expect(notes.get(2)).not.toContain('Less rain');
  });

  it('carry the client\'s last-round comments only with "Include client comments"', async () => {
    const notes = await notesBySlide((await service.exportProject('u', 'p', { format: 'pptx', includeComments: true })).bytes);
    expect(notes.get(2)).toContain('Marta (client) on Granite stairs: Less rain, more sun.');
    expect(notes.get(2)).toContain('Marta (client) on the page: Love the palette.');
    expect(notes.get(3)).not.toContain('Marta');
    expect(notes.get(2)).not.toContain('PROMPT-');
  });
});
