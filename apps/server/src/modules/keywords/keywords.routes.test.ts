import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { COFFEE_ROASTER_HTML as coffee } from './fixtures/coffee-roaster.js';
import { ES_OLIVE_ESTATE_HTML } from './fixtures/i18n/es-olive-estate.js';
import { NEARLY_EMPTY_HTML } from './fixtures/i18n/placeholder-pages.js';
import { ADD_YOUR_OWN } from './keywords.service.js';

let t: TestApp;
let ada: TestUser;
let site: Server;
let base: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(coffee);
    if (req.url === '/es')
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-language': 'es-ES' }).end(ES_OLIVE_ESTATE_HTML);
    if (req.url === '/empty') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(NEARLY_EMPTY_HTML);
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

/** A one-page PDF holding `text`, as a brand book. */
async function pdfWith(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 40, y: 700, size: 10, font });
  return new Uint8Array(await doc.save());
}

const generate = (fields: Record<string, string>, user: TestUser | null = ada) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.inject({ method: 'POST', url: '/generate_keywords/', headers: user?.headers ?? {}, body: form });
};

describe('POST /generate_keywords/', () => {
  it('reads the brand website and answers keywords and prompts', async () => {
    const res = await generate({ brandName: 'Ember & Oak Roasters', website: base });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('website');
    expect(body.keywords.length).toBeGreaterThanOrEqual(10);
    expect(body.keywords.join(' ')).toMatch(/single origin|roast/);
    expect(body.keywords.join(' ')).not.toMatch(/cookie|privacy|login/);
    expect(body.prompts.length).toBeGreaterThan(0);
  });

  it("answers keywords in the page's language, from Content-Language and the text", async () => {
    const res = await generate({ brandName: 'Hacienda El Olivar', website: `${base}es` });
    expect(res.json()).toMatchObject({ source: 'website', websiteText: 'enough', language: 'es' });
    expect(res.json().keywords).toEqual(expect.arrayContaining(['aceite de oliva', 'almazara']));
    expect(res.json().notice).toBeUndefined();
  });

  it('says so when the website yields too little text, and offers no stock vocabulary', async () => {
    const res = await generate({ brandName: 'Maison Vérane', website: `${base}empty` });
    // The brand's own name is no keyword (issue #32); the notice says what to do next.
    expect(res.json()).toMatchObject({ source: 'brand-name', websiteText: 'little', keywords: [] });
    expect(res.json().notice).toBe(`We could read little from this website, and the brand name alone gives no keywords. ${ADD_YOUR_OWN}`);
    const form = new FormData();
    form.append('brandName', 'Maison Vérane');
    form.append('website', `${base}empty`);
    form.append(
      'brandBook',
      new Blob([await pdfWith('Washed linen and raw silk. Washed linen curtains, raw silk cushions.')], { type: 'application/pdf' }),
      'book.pdf',
    );
    const withBook = await t.app.inject({ method: 'POST', url: '/generate_keywords/', headers: ada.headers, body: form });
    expect(withBook.json().notice).toBe(
      `We could read little from this website; keywords come from the brand name and your brand book. ${ADD_YOUR_OWN}`,
    );
    expect(withBook.json().keywords).toEqual(expect.arrayContaining(['washed linen', 'raw silk']));
  });

  it('checks a brand book as the project form does: 415 for a file that is not a PDF, 400 for one that cannot be read', async () => {
    const withBook = (bytes: string) => {
      const form = new FormData();
      form.append('brandName', 'Maison Vérane');
      form.append('website', `${base}empty`);
      form.append('brandBook', new Blob([bytes], { type: 'application/pdf' }), 'book.pdf');
      return t.app.inject({ method: 'POST', url: '/generate_keywords/', headers: ada.headers, body: form });
    };
    const notPdf = await withBook('just text');
    expect([notPdf.statusCode, notPdf.json().error]).toEqual([415, 'The brand book must be a PDF file.']);
    const unreadable = await withBook('%PDF-1.7\nnot really a pdf');
    expect([unreadable.statusCode, unreadable.json().error]).toEqual([400, 'The brand book could not be read. Please upload a valid PDF.']);
  });

  it('falls back to the brand name with a notice when the website cannot be read', async () => {
    const res = await generate({ brandName: 'Maré Linen Studio', website: `${base}missing` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'brand-name' });
    expect(res.json().notice).toMatch(/couldn't read the website/);
  });

  it('Aesop with an unreadable website: keywords from the definition and the place typed on the form, never "aesop"', async () => {
    const bare = await generate({ brandName: 'Aesop', website: `${base}missing`, projectLocation: 'Kyoto' });
    expect(bare.json().keywords).toEqual(expect.arrayContaining(['machiya timber', 'izakaya counters']));
    expect(bare.json().notice).toMatch(/keywords come from the brand name and the project's location\. Add your own with "\+ Add"/);
    const picked = await generate({
      brandName: 'Aesop, skincare',
      website: `${base}missing`,
      projectLocation: 'Kyoto',
      locationLat: '35.0116',
      locationLng: '135.7681',
    });
    expect(picked.json().keywords).toEqual(expect.arrayContaining(['testing sink', 'machiya timber']));
    expect(picked.json().notice).toMatch(/the brand name, its definition and the project's location/);
    for (const res of [bare, picked]) expect(res.json().keywords.join(' ')).not.toMatch(/aesop/i);
    // A stored project's place is used when the form sends none.
    const id = await buildProject(t.app, ada, { projectLocation: 'Porto, Portugal' });
    const stored = await generate({ brandName: 'Patagonia, outdoor clothing', website: `${base}missing`, project_id: id });
    expect(stored.json().keywords).toEqual(expect.arrayContaining(['technical fabrics', 'granite facades']));
    expect(stored.json().keywords).not.toContain('tailored details');
  });

  it('refuses private addresses when the allowance is off', async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
    try {
      const user = await buildUser(strict.app);
      const form = new FormData();
      form.append('brandName', 'Loopback');
      form.append('website', base);
      const res = await strict.app.inject({ method: 'POST', url: '/generate_keywords/', headers: user.headers, body: form });
      expect(res.json().source).toBe('brand-name');
      expect(res.json().notice).toMatch(/couldn't read the website/);
    } finally {
      await strict.close();
    }
    // A second app (a fresh database) on a busy machine takes a while.
  }, 120_000);

  it('validates input with the spec message, and checks project ownership', async () => {
    const missing = await generate({ brandName: 'X', website: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please fill in both Brand Name and Website fields before generating keywords.');
    expect((await generate({ brandName: 'X', website: 'ftp://example.com' })).statusCode).toBe(400);
    expect((await generate({ brandName: 'X', website: base }, null)).statusCode).toBe(401);
    const bo = await buildUser(t.app);
    const id = await buildProject(t.app, bo);
    expect((await generate({ brandName: 'X', website: base, project_id: id })).statusCode).toBe(404);
  });
});

describe('geo and config', () => {
  it('searches the embedded gazetteer and reverse-geocodes', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/geo/search?q=lisb', headers: ada.headers });
    expect(search.json().results[0].label).toMatch(/^Lisbon/);
    const reverse = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=38.7223&lng=-9.1393', headers: ada.headers });
    expect(reverse.json().locality).toBe('Lisbon');
    const bad = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=123&lng=0', headers: ada.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/lat/);
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/search?q=x' })).statusCode).toBe(401);
  });

  it('publishes the client configuration without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ geocoder: 'offline', offlineAi: true, offlineImages: true });
  });
});
