import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, buildProjectForm } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createPersistentTestDatabase } from '../../../test/test-database.js';
import { assetKeys, sha256Hex } from './asset-processing.js';
import { sweepOnStart } from './orphan-sweep.js';
import { brandBookKey } from './stored-files.js';

async function buildPdf(text: string): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 40, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Makes every stored file look a day old, as after a restart on yesterday's data folder. */
function ageFiles(dir: string): void {
  const dayAgo = new Date(Date.now() - 86_400_000);
  for (const file of filesUnder(dir)) utimesSync(file, dayAgo, dayAgo);
}

const silent = { info: () => undefined, warn: () => undefined };

describe('a restart on the same data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-restart-'));
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  beforeAll(async () => {
    store = await createPersistentTestDatabase(dataDir);
  });
  afterAll(async () => {
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps brand books, images and thumbnails, and sweeps only what no row references', async () => {
    const pdf = await buildPdf('Warm oak, hand-thrown ceramics and coastal light.');
    const logo = await buildPng(77, 96);
    const strayImage = await buildPng(78, 32);
    const strayBook = await buildPdf('A brand book no project uses any more.');
    let user: TestUser;
    let projectId: string;
    let logoUrl: string;

    const first = await createTestApp({}, { dataDir, database: await store.open() });
    try {
      user = await buildUser(first.app);
      const form = buildProjectForm(
        {},
        {
          logo: { bytes: logo, type: 'image/png', name: 'logo.png' },
          brandBook: { bytes: pdf, type: 'application/pdf', name: 'Maré brand book.pdf' },
        },
      );
      const res = await first.app.inject({ method: 'POST', url: '/api/projects/', headers: user.headers, body: form });
      expect(res.statusCode).toBe(201);
      projectId = res.json().project_id;
      logoUrl = res.json().project.logo_url;
      // Left by a crash: an image without a row and a brand book no project names.
      await first.adapters.storage.put(assetKeys(sha256Hex(strayImage), 'image/png').original, strayImage, 'image/png');
      await first.adapters.storage.put(brandBookKey(sha256Hex(strayBook)), strayBook, 'application/pdf');
      // A file of no kind Loci knows is never touched.
      await first.adapters.storage.put('exports/keep-me.zip', Buffer.from('zip'), 'application/zip');
    } finally {
      await first.close();
      await first.adapters.database.close();
    }
    const assetsDir = join(dataDir, 'assets');
    const before = filesUnder(assetsDir).length;
    ageFiles(assetsDir);

    const second = await createTestApp({}, { dataDir, database: await store.open() });
    try {
      const warnings: unknown[] = [];
      await sweepOnStart(second.app.services.assets, { ...silent, warn: (o: unknown) => void warnings.push(o) });
      const after = filesUnder(assetsDir);
      expect(after).toHaveLength(before - 2);
      expect(after.some((f) => f.includes(sha256Hex(strayImage)) || f.includes(sha256Hex(strayBook)))).toBe(false);
      expect(warnings).toEqual([{ keys: ['exports/keep-me.zip'] }]);

      const signIn = await second.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: user.password },
      });
      const headers = { authorization: `Bearer ${signIn.headers['set-auth-token']}` };
      const book = await second.app.inject({ method: 'GET', url: `/api/projects/${projectId}/brand-book`, headers });
      expect(book.statusCode).toBe(200);
      expect(book.rawPayload.equals(pdf)).toBe(true);
      const sha = logoUrl.split('/')[3];
      for (const variant of ['', '/256', '/768']) {
        const image = await second.app.inject({ method: 'GET', url: `/api/assets/${sha}${variant}`, headers });
        expect(image.statusCode, variant).toBe(200);
      }
    } finally {
      await second.close();
      await second.adapters.database.close();
    }
  }, 180_000); // two app starts on a PGlite folder: slow on a busy machine
});

describe('sweepOrphanFiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps unreferenced files younger than the grace period (an upload writes files before its row)', async () => {
    const stray = await buildPdf('Written a moment ago; its project row is on the way.');
    const key = brandBookKey(sha256Hex(stray));
    await t.adapters.storage.put(key, stray, 'application/pdf');
    const report = await t.app.services.assets.collectOrphanFiles();
    expect(report).toMatchObject({ removed: 0, young: 1 });
    expect(await t.adapters.storage.exists(key)).toBe(true);
    expect((await t.app.services.assets.collectOrphanFiles({ olderThan: new Date(Date.now() + 60_000) })).removed).toBe(1);
    expect(await t.adapters.storage.exists(key)).toBe(false);
  });

  it('never takes a key that only looks like one of its own', async () => {
    const sha = 'a'.repeat(64);
    const lookalikes = [
      `zz/aa/${sha}.png`,
      `aa/aa/${sha}.tiff`,
      `aa/aa/${sha}-512.webp`,
      `documents/bb/${sha}.pdf`,
      `documents/aa/${sha}.txt`,
    ];
    for (const key of lookalikes) await t.adapters.storage.put(key, Buffer.from('x'), 'application/octet-stream');
    const report = await t.app.services.assets.collectOrphanFiles({ olderThan: new Date(Date.now() + 60_000) });
    expect(report.removed).toBe(0);
    expect(report.unknown.sort()).toEqual([...lookalikes].sort());
  });
});
