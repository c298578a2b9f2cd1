import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_FORM_MESSAGE } from '../src/lib/multipart.js';
import { createBrandFiles } from '../src/modules/projects/brand-files.js';
import { buildPng, buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let ada: TestUser;

/** Every file under DATA_DIR (assets, documents), as relative paths. */
function storedFiles(): string[] {
  return readdirSync(t.env.DATA_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

async function rowCounts() {
  const db = t.adapters.database.db;
  const count = async (table: 'asset' | 'project' | 'project_asset' | 'scratch_asset') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    asset: await count('asset'),
    project: await count('project'),
    projectAsset: await count('project_asset'),
    scratch: await count('scratch_asset'),
  };
}

async function buildPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 40, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

function brandForm(
  files: { logo?: Buffer; brandBook?: Buffer },
  fields: Record<string, string> = { projectName: 'Half stored' },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (files.logo) form.append('logo', new Blob([files.logo], { type: 'image/png' }), 'logo.png');
  if (files.brandBook) form.append('brandBook', new Blob([files.brandBook], { type: 'application/pdf' }), 'book.pdf');
  return form;
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

describe('a request that fails stores nothing', () => {
  it('creating a project with a valid logo and a malformed brand book: 400, no row, no file', async () => {
    const [files, rows] = [storedFiles(), await rowCounts()];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: ada.headers,
      body: brandForm({ logo: await buildPng(901), brandBook: Buffer.from('%PDF-1.7\nnot really a pdf') }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The brand book could not be read. Please upload a valid PDF.');
    expect(await rowCounts()).toEqual(rows);
    expect(storedFiles()).toEqual(files);
  });

  it('updating a project the same way leaves the project and the store as they were', async () => {
    const id = await buildProject(t.app, ada);
    const before = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/metadata`, headers: ada.headers })).json().project;
    const [files, rows] = [storedFiles(), await rowCounts()];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      headers: ada.headers,
      body: brandForm({ logo: await buildPng(902), brandBook: Buffer.from('plain text') }, { projectName: 'Renamed' }),
    });
    expect(res.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(rows);
    expect(storedFiles()).toEqual(files);
    const after = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/metadata`, headers: ada.headers })).json().project;
    expect({ ...after, updated_at: before.updated_at }).toEqual(before);
  });

  it('a valid brand book with a logo that is not an image: nothing written either', async () => {
    const [files, rows] = [storedFiles(), await rowCounts()];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: ada.headers,
      body: brandForm({ logo: Buffer.from('GIF89a but not'), brandBook: await buildPdf('Coastal light.') }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await rowCounts()).toEqual(rows);
    expect(storedFiles()).toEqual(files);
  });
});

describe('a request that fails half-way cleans up what it wrote', () => {
  it('removes the logo asset and the brand book it stored when the project write fails', async () => {
    const brandFiles = createBrandFiles({
      assets: t.app.services.assets,
      storage: t.adapters.storage,
      documents: t.adapters.documents,
      maxBytes: t.env.UPLOAD_MAX_BYTES,
    });
    const [files, rows] = [storedFiles(), await rowCounts()];
    const upload = {
      logo: { field: 'logo', filename: 'logo.png', mimetype: 'image/png', bytes: await buildPng(903) },
      brandBook: { field: 'brandBook', filename: 'b.pdf', mimetype: 'application/pdf', bytes: await buildPdf('Oak and linen.') },
    };
    let written: string[] = [];
    const failing = brandFiles.storeWith(upload, async () => {
      written = storedFiles();
      throw new Error('database went away');
    });
    await expect(failing).rejects.toThrow('database went away');
    expect(written.length).toBeGreaterThan(files.length); // it had written, then undid it
    expect(await rowCounts()).toEqual(rows);
    expect(storedFiles()).toEqual(files);
  });

  it('never removes a logo or a brand book another project uses', async () => {
    const logo = await buildPng(904);
    const book = await buildPdf('Terracotta and tide.');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: ada.headers,
      body: brandForm({ logo, brandBook: book }, { projectName: 'Owner of the files' }),
    });
    expect(res.statusCode).toBe(201);
    const owner = res.json().project;
    const [files, rows] = [storedFiles(), await rowCounts()];
    const brandFiles = createBrandFiles({
      assets: t.app.services.assets,
      storage: t.adapters.storage,
      documents: t.adapters.documents,
      maxBytes: t.env.UPLOAD_MAX_BYTES,
    });
    const upload = {
      logo: { field: 'logo', filename: 'l.png', mimetype: 'image/png', bytes: logo },
      brandBook: { field: 'brandBook', filename: 'b.pdf', mimetype: 'application/pdf', bytes: book },
    };
    await expect(brandFiles.storeWith(upload, async () => Promise.reject(new Error('write failed')))).rejects.toThrow('write failed');
    expect(storedFiles()).toEqual(files);
    expect(await rowCounts()).toEqual(rows);
    expect((await t.app.inject({ method: 'GET', url: owner.logo_url, headers: ada.headers })).statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: owner.brand_book_url, headers: ada.headers });
    expect(download.rawPayload.equals(book)).toBe(true);
  });
});

describe('text with control characters is refused at the edge', () => {
  it('POST /moodboard_images_edit/ with a NUL in newPrompt: 400, no file, no row (JSON, form and escaped JSON)', async () => {
    const [files, rows] = [storedFiles(), await rowCounts()];
    const form = new FormData();
    form.append('newPrompt', JSON.stringify(['terrace\u0000at dusk']));
    const attempts = [
      { payload: { newPrompt: ['terrace\u0000at dusk'] } },
      { payload: { newPrompt: '["terrace\\u0000at dusk"]' } },
      { body: form },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/moodboard_images_edit/', headers: ada.headers, ...attempt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', error: 'Text must not contain control characters.' });
    }
    expect(await rowCounts()).toEqual(rows);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses them in project fields, file names, query strings and better-auth bodies', async () => {
    const id = await buildProject(t.app, ada);
    const named = brandForm({ brandBook: await buildPdf('x') }, {});
    const fileNamed = new FormData();
    fileNamed.append('brandBook', new Blob([await buildPdf('x')], { type: 'application/pdf' }), 'book\u0007.pdf');
    const attempts = [
      { method: 'PUT' as const, url: `/api/projects/${id}/`, payload: { brandName: 'a\u0000' } },
      { method: 'PUT' as const, url: `/api/projects/${id}/`, body: fileNamed },
      { method: 'GET' as const, url: `/api/geo/search?q=Lis%00bon` },
      { method: 'POST' as const, url: '/api/auth/update-user', payload: { name: 'x\u0000y' } },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ headers: ada.headers, ...attempt });
      expect(res.statusCode, attempt.url).toBe(400);
      expect(res.json().error).toBe('Text must not contain control characters.');
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${id}/`, headers: ada.headers, body: named })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: ada.headers });
    expect(me.json().full_name).toBe(ada.name);
  });
});

describe('malformed multipart', () => {
  const BOUNDARY = 'loci-boundary';
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n`;
  const bodies: Record<string, { type: string; body: string }> = {
    'no boundary': { type: 'multipart/form-data', body: `${part}x\r\n--${BOUNDARY}--\r\n` },
    'another boundary': { type: 'multipart/form-data; boundary=other', body: `${part}x\r\n--${BOUNDARY}--\r\n` },
    'no closing delimiter': { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `${part}x\r\n` },
    'cut short': { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-da` },
  };

  it('answers 400 with a clear message on every form route, never 500', async () => {
    const id = await buildProject(t.app, ada);
    let formRoutes = 0;
    for (const { method, url } of t.app.routeTable.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const target = url.replace(':id', id).replace(':moodboardId', id).replace('*', 'update-user');
      const results = [];
      for (const [name, { type, body }] of Object.entries(bodies)) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: target,
          headers: { ...ada.headers, 'content-type': type },
          payload: body,
        });
        expect(res.statusCode, `${name}: ${method} ${url}`).toBeLessThan(500);
        results.push(res.json().error);
      }
      if (results.every((e) => e === MALFORMED_FORM_MESSAGE)) formRoutes += 1;
    }
    expect(formRoutes).toBeGreaterThanOrEqual(19);
  });
});
