import { execFileSync } from 'node:child_process';
import { type Project, readProjectData } from '@loci/shared';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeckWriters } from '../../adapters/export/deck-writers.js';
import type { AssetProvenance } from './deck-credits.js';
import { createExportService, fileSlug } from './export.service.js';

const sha = (n: number) => n.toString(16).padStart(64, '0');
const url = (n: number) => `/api/assets/${sha(n)}`;
const files = new Map<string, Buffer>();
const provenance = new Map<string, AssetProvenance>([
  [sha(1), { origin: 'generated', provider: 'openai', credit: null, licence: null, source_url: null }],
  [
    sha(2),
    {
      origin: 'sourced',
      provider: 'openverse',
      credit: 'Photo by Ana Lima',
      licence: 'CC BY-SA 4.0',
      source_url: 'https://example.org/ana',
    },
  ],
  [sha(3), { origin: 'generated', provider: 'offline', credit: null, licence: null, source_url: null }],
  [sha(4), { origin: 'generated', provider: 'offline', credit: null, licence: null, source_url: null }],
  [sha(5), { origin: 'uploaded', provider: 'user upload', credit: 'Studio Ellison', licence: 'All rights reserved', source_url: null }],
]);

const project = {
  project_name: 'Łódź Lofts',
  project_location: 'Kraków, Poland',
  brand_name: 'Nordlys',
  keywords: ['oak', 'wool'],
  logo_url: `${url(9)}/256`,
  brand_palette: ['#1f3a5f'],
  location_lat: 50.0647,
  location_lng: 19.945,
} as Project;

const data = readProjectData({
  contexts: {
    physical: {
      description: 'Brick mills by the river.',
      imageLabels: ['Mill', 'River', 'Brick', 'Court'],
      images: [url(1), url(2), url(5), url(1)],
    },
  },
  topics: {},
  moodboards: [
    {
      moodboard_id: 'm1',
      moodboard_title: 'Wool & Oak',
      images: [url(3)],
      labels: ['Felt'],
      optionalPrompt: 'A warm reading room.',
      programmaticArea: 'Lounge',
      renders: [{ id: 'r', image: url(4), render_prompt: 'A reading room with oak shelves at dusk.', created_at: '' }],
    },
  ],
});

const service = createExportService({
  loadProject: async () => ({ project, data }),
  provenance: async (shas) => new Map(shas.flatMap((s) => (provenance.has(s) ? [[s, provenance.get(s) as AssetProvenance]] : []))),
  readBytes: async (s) => files.get(s) ?? null,
  writers: createDeckWriters(),
});

beforeAll(async () => {
  const photo = (r: number, w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 120, b: 90 } } })
      .png()
      .toBuffer();
  files.set(sha(1), await photo(200, 1024, 1024));
  files.set(sha(2), await photo(40, 1600, 1000));
  files.set(sha(3), await photo(90, 512, 512));
  files.set(sha(4), await photo(150, 1536, 1024));
  files.set(sha(5), await photo(60, 1200, 900));
  files.set(
    sha(9),
    await sharp({ create: { width: 200, height: 80, channels: 4, background: { r: 31, g: 58, b: 95, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
});

describe('export service', () => {
  it('ends the deck with the studio kit’s closing slide: its logo and contact lines (issue #48)', async () => {
    const withStudio = createExportService({
      loadProject: async () => ({ project: { ...project, workspace_id: 'w1' }, data }),
      provenance: async (shas) => new Map(shas.flatMap((s) => (provenance.has(s) ? [[s, provenance.get(s) as AssetProvenance]] : []))),
      studioKit: async (workspaceId) =>
        workspaceId === 'w1' ? { logoSha: sha(9), contactLines: ['Atelier Sul', 'hello@sul.example'] } : null,
      readBytes: async (s) => files.get(s) ?? null,
      writers: createDeckWriters(),
    });
    const zip = await JSZip.loadAsync((await withStudio.exportProject('u', 'p', { format: 'pptx' })).bytes);
    const count = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).length;
    const last = (await zip.file(`ppt/slides/slide${count}.xml`)?.async('string')) ?? '';
    expect(last).toContain('Atelier Sul');
    expect(last).toContain('hello@sul.example');
    expect(last).toContain('Studio logo');
    // Title, context, moodboard, render, credits, then the closing slide.
    expect(count).toBe(6);
    expect(await zip.file('ppt/slides/slide5.xml')?.async('string')).toContain('Credits');
  });

  it('builds the PPTX: brand accent, hexagon motif, logo with transparency, credits with provider and licence', async () => {
    const file = await service.exportProject('u', 'p', { format: 'pptx' });
    expect(file.filename).toBe('lodz-lofts.pptx');
    const zip = await JSZip.loadAsync(file.bytes);
    const slide = (n: number) => zip.file(`ppt/slides/slide${n}.xml`)?.async('string') ?? Promise.resolve('');
    expect(zip.file('ppt/slides/slide6.xml')).toBeNull(); // title, context, moodboard, render, credits
    const title = await slide(1);
    expect(title.match(/prst="hexagon"/g)).toHaveLength(7);
    expect(title).toContain('1F3A5F');
    expect(title).toContain('50.0647° N, 19.9450° E');
    expect(Object.keys(zip.files).some((n) => n.startsWith('ppt/media/') && n.endsWith('.png'))).toBe(true);
    const credits = await slide(5);
    for (const s of [
      'Credits',
      'AI-generated with openai',
      'Offline studies drawn by Loci (not photographs, not AI)',
      'Photo by Ana Lima',
      'CC BY-SA 4.0',
      'https://example.org/ana',
      'Brick (Physical Context): Studio Ellison — All rights reserved',
    ])
      expect(credits).toContain(s);
    expect(credits.match(/Mill/g)).toHaveLength(1); // an image used twice is credited once
    expect(credits).not.toContain('generated with offline'); // a study is never credited to an AI model
    const notes = Object.keys(zip.files).filter((n) => /notesSlide\d+\.xml$/.test(n));
    const allNotes = (await Promise.all(notes.map((n) => zip.file(n)?.async('string')))).join('');
    expect(allNotes).toContain('A reading room with oak shelves at dusk.');
  });

  it('builds the PDF with the same pages and the text as written (embedded Inter and Fraunces)', async () => {
    const file = await service.exportProject('u', 'p', { format: 'pdf' });
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(5);
    const text = execFileSync('pdftotext', ['-', '-'], { input: file.bytes, encoding: 'utf8' });
    expect(text).toContain('Łódź Lofts');
    expect(text).toContain('Kraków, Poland');
    expect(text).toContain('Photo by Ana Lima');
    // An uploaded photo is credited too, with its licence.
    expect(text).toContain('Studio Ellison — All rights reserved');
  });

  it('names files with an ASCII slug', () => {
    expect(fileSlug('Harbour Hotel — Alfama')).toBe('harbour-hotel-alfama');
    expect(fileSlug('東京')).toBe('loci-presentation');
    expect(fileSlug(`  ${'a'.repeat(100)}`)).toHaveLength(80);
  });
});
