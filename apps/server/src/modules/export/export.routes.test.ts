import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingImageModel, createFakePhotoSource } from '../../../test/ai-fakes.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

initSync({ module: readFileSync(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
const image = createCountingImageModel();
let t: TestApp;
let ada: TestUser;
let bo: TestUser;
let projectId: string;
let data: {
  contexts: Record<string, { imageLabels: string[]; images: string[] }>;
  topics: Record<string, { labels: string[]; images: string[] }>;
  moodboards: { moodboard_id: string; images: string[]; renders: { render_prompt: string }[] }[];
};

const CREDIT = 'Photo by Rita Gomes';

const form = buildForm;
const post = (url: string, fields: Record<string, string | string[]>) =>
  t.app.inject({ method: 'POST', url, headers: ada.headers, body: form(fields) });
const exportAs = (payload: unknown, user: TestUser | null = ada, id = projectId) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${id}/export`, headers: user?.headers ?? {}, payload: payload as object });

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('gave up waiting for generation');
}

/** All six boards through the durable worker, then one moodboard with its images and a render. */
async function seedPresentation(): Promise<void> {
  await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/generation`, headers: ada.headers, payload: {} });
  const worker = t.app.services.generation.startWorker({ concurrency: 4, pollMs: 20 });
  try {
    await until(
      async () =>
        !(await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/generation`, headers: ada.headers })).json().running,
    );
  } finally {
    await worker.stop();
  }
  const selectedImage = `data:image/png;base64,${(await buildPng(7)).toString('base64')}`;
  const meta = (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: 'Tidal Salt',
      programmaticArea: 'Lounge',
      optionalPrompt: 'A calm lounge facing the river light.',
      selectedInsight: 'historical',
      contextText: 'Lisbon grew along the Tagus.',
      selectedImage,
      project_id: projectId,
      selectedImagesPrompts: ['Blue azulejo facade'],
    })
  ).json();
  for (let i = 0; i < meta.prompts.length; i++)
    await post('/generate_single_moodboard_image/', {
      project_id: projectId,
      image_index: String(i),
      prompt: meta.prompts[i],
      moodboard_id: meta.moodboard_id,
    });
  const board = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json().data.moodboards[0];
  await post('/generate_render/', {
    programmaticArea: 'Lounge',
    areaDescription: board.optionalPrompt,
    images: board.images,
    prompts: board.prompts,
    project_id: projectId,
    moodboard_id: meta.moodboard_id,
    force_regenerate: 'false',
  });
}

beforeAll(async () => {
  const photo = { bytes: await buildPng(99, 320), credit: CREDIT, licence: 'CC BY 4.0', sourceUrl: 'https://photos.example/rita/1' };
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image, photos: createFakePhotoSource([photo]) } });
  ada = await buildUser(t.app);
  bo = await buildUser(t.app);
  projectId = await buildProject(t.app, ada, { projectName: 'Harbour Hotel — Alfama' });
  await seedPresentation();
  data = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json().data;
}, 120_000);
afterAll(async () => t?.close());

const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1]);
async function slidesOf(pptx: Buffer): Promise<{ zip: JSZip; slides: string[] }> {
  const zip = await JSZip.loadAsync(pptx);
  const names = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  return { zip, slides: await Promise.all(names.map((n) => zip.file(n)?.async('string') ?? '')) };
}
const textOf = (xml: string) =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
    .map((m) => m[1])
    .join(' ')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? e);
const placedCount = () =>
  [...Object.values(data.contexts), ...Object.values(data.topics)].flatMap((b) => b.images).filter(Boolean).length +
  data.moodboards[0].images.filter(Boolean).length +
  1; // + the render

describe('POST /api/projects/:id/export', () => {
  it('writes an editable PPTX: slides in sidebar order, labels, images, notes and credits', async () => {
    const res = await exportAs({ format: 'pptx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(res.headers['content-disposition']).toBe('attachment; filename="harbour-hotel-alfama.pptx"');
    const { zip, slides } = await slidesOf(res.rawPayload);
    const texts = slides.map(textOf);
    // Title, six section pages, the moodboard and its render, then credits.
    expect(slides.length).toBeGreaterThanOrEqual(10);
    expect(texts[0]).toContain('Harbour Hotel — Alfama');
    expect(texts[0]).toContain('Brand: Maré');
    expect(texts.slice(1, 7).map((s) => /(\w+ (?:Context|Topics))/.exec(s)?.[1])).toEqual([
      'Historical Context',
      'Historical Topics',
      'Social Context',
      'Social Topics',
      'Physical Context',
      'Physical Topics',
    ]);
    for (const label of data.contexts.social.imageLabels) expect(texts[3]).toContain(label);
    for (const label of data.topics.physical.labels) expect(texts[6]).toContain(label);
    expect(texts[7]).toContain('Tidal Salt');
    expect(texts[7]).toContain('Lounge');
    const credits = texts.slice(9).join(' ');
    expect(credits).toContain('Credits');
    expect(credits).toContain('generated with fake');
    const media = Object.keys(zip.files).filter((n) => n.startsWith('ppt/media/') && !zip.files[n].dir);
    expect(media).toHaveLength(placedCount());
    // Each image file keeps Content Credentials, valid for the reference reader (c2pa-rs), its lineage under it.
    expect(credits).toContain('Content Credentials');
    for (const name of media) {
      const file = await zip.file(name)?.async('uint8array');
      const reader = await WasmReader.fromBytes(name.endsWith('.png') ? 'image/png' : 'image/jpeg', file ?? new Uint8Array());
      const json = JSON.parse(reader.json());
      expect(json.validation_state, name).toBe('Valid');
      expect(json.manifests[json.active_manifest].ingredients[0].relationship, name).toBe('parentOf');
    }
    const notes = await Promise.all(
      Object.keys(zip.files)
        .filter((n) => /notesSlide\d+\.xml$/.test(n))
        .map((n) => zip.file(n)?.async('string') ?? ''),
    );
    const prompt = data.moodboards[0].renders.at(-1)?.render_prompt ?? '';
    expect(notes.some((xml) => textOf(xml).includes(prompt.slice(0, 40)))).toBe(true);
  });

  it('lists the credit and licence of the sourced photos the boards use', async () => {
    expect(JSON.stringify(data)).toContain(CREDIT); // the fake photo source filled some slots
    const texts = (await slidesOf((await exportAs({ format: 'pptx' })).rawPayload)).slides.map(textOf);
    // The credits may run over more than one slide ("Credits (continued)").
    const credits = texts.filter((text) => /^CREDITS Credits/.test(text)).join('\n');
    expect(credits).toContain('Sourced images');
    expect(credits).toContain(`${CREDIT} — CC BY 4.0 — https://photos.example/rita/1`);
  });

  it('writes a PDF with the same pages, selectable text and images that are not blank', async () => {
    const pptx = await slidesOf((await exportAs({ format: 'pptx' })).rawPayload);
    const res = await exportAs({ format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="harbour-hotel-alfama.pdf"');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(pptx.slides.length);
    const { width, height } = doc.getPage(0).getSize();
    expect(width / height).toBeCloseTo(16 / 9, 2);
    const dir = mkdtempSync(join(tmpdir(), 'loci-export-'));
    try {
      writeFileSync(join(dir, 'deck.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', [join(dir, 'deck.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Historical Context');
      expect(text).toContain('Credits');
      expect(text).toContain('Content Credentials');
      execFileSync('pdftoppm', ['-png', '-r', '30', join(dir, 'deck.pdf'), join(dir, 'page')]);
      const pngs = readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort();
      expect(pngs).toHaveLength(doc.getPageCount());
      for (const png of pngs) {
        const stats = await sharp(readFileSync(join(dir, png))).stats();
        const spread = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
        expect(spread, png).toBeGreaterThan(4);
      }
      if (process.env.EXPORT_KEEP_PNG) execFileSync('cp', ['-r', dir, process.env.EXPORT_KEEP_PNG]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exports only the ticked pages, in sidebar order whatever the request order', async () => {
    const res = await exportAs({ format: 'pptx', pages: ['social-topics', 'historical-context'] });
    expect(res.statusCode).toBe(200);
    const texts = (await slidesOf(res.rawPayload)).slides.map(textOf);
    expect(texts).toHaveLength(4);
    expect(texts[1]).toContain('Historical Context');
    expect(texts[2]).toContain('Social Topics');
    expect(texts[3]).toContain('Credits');
    const moodboard = await exportAs({ format: 'pdf', pages: [`moodboard:${data.moodboards[0].moodboard_id}`] });
    expect((await PDFDocument.load(moodboard.rawPayload)).getPageCount()).toBe(4); // title, moodboard, render, credits
  });

  it('answers 400 with a readable error for an unknown format, page, or a missing body', async () => {
    const format = await exportAs({ format: 'docx' });
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toMatch(/format.*pptx.*pdf/i);
    const page = await exportAs({ format: 'pdf', pages: ['historical-context', 'kitchen'] });
    expect(page.statusCode).toBe(400);
    expect(page.json().error).toMatch(/^Unknown page: kitchen\./);
    expect((await exportAs({ format: 'pdf', pages: ['moodboard:nope'] })).json().error).toMatch(/Unknown page: moodboard:nope/);
    expect((await exportAs({ format: 'pdf', pages: [] })).statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/export`, headers: ada.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/format/);
  });

  it('writes Arabic and Hebrew right to left, shaped, and Japanese in its own font: pdftotext reads them back as written', async () => {
    const names = { projectName: 'فندق القصبة', projectLocation: '京都の茶室', brandName: 'מלון הנמל' };
    const id = await buildProject(t.app, ada, names);
    const res = await exportAs({ format: 'pdf' }, ada, id);
    expect(res.statusCode).toBe(200);
    const fonts = execFileSync('pdffonts', ['-'], { input: res.rawPayload, encoding: 'utf8' });
    expect(fonts).toMatch(/IBMPlexSansArabic/);
    expect(fonts).toMatch(/NotoSansHebrew/);
    expect(fonts).toMatch(/NotoSansJP/);
    // pdftotext orders right-to-left text by where each glyph stands; it marks the runs with bidi controls.
    const text = execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload, encoding: 'utf8' }).replace(
      /[\u200e\u200f\u202a-\u202e]/g,
      '',
    );
    expect(text).toContain('فندق القصبة');
    expect(text).toContain('京都の茶室');
    expect(text).toContain('Brand: מלון הנמל');
    expect(text).not.toContain('?');
  });

  it('refuses an empty page that was asked for, and exports a bare title slide for a new project', async () => {
    const fresh = await buildProject(t.app, ada, { projectName: 'Empty Rooms' });
    const empty = await exportAs({ format: 'pptx', pages: ['physical-topics'] }, ada, fresh);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Nothing to export yet on: physical-topics.');
    const bare = await exportAs({ format: 'pdf' }, ada, fresh);
    expect(bare.statusCode).toBe(200);
    expect((await PDFDocument.load(bare.rawPayload)).getPageCount()).toBe(1);
  });

  it('checks ownership: 401 signed out, 404 for another user, before reading the body', async () => {
    expect((await exportAs({ format: 'pdf' }, null)).statusCode).toBe(401);
    expect((await exportAs({ format: 'pdf' }, bo)).statusCode).toBe(404);
    expect((await exportAs({ format: 'nope' }, bo)).statusCode).toBe(404);
    expect(t.app.projectScopedRoutes).toContainEqual({ method: 'POST', url: '/api/projects/:id/export', scope: 'params' });
  });
});
