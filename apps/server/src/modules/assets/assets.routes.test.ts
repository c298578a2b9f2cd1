import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildPng, buildProject, seedProjectImages } from '../../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { linkAsset } from './assets.repository.js';
import { readProvenance } from './provenance.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
  } catch {
    return [];
  }
}
const assetDir = () => join(t.adapters.dataDir, 'assets');

describe('asset store', () => {
  it('stores the same bytes once', async () => {
    const png = await buildPng(7, 300);
    const a = await t.app.services.assets.storeUpload(png);
    const before = filesUnder(assetDir()).length;
    const b = await t.app.services.assets.storeUpload(png);
    expect(b.sha256).toBe(a.sha256);
    expect(filesUnder(assetDir()).length).toBe(before);
    expect(filesUnder(assetDir()).filter((f) => f.includes(a.sha256))).toHaveLength(3);
  });

  it('serves originals and 256/768 thumbnails with immutable private caching and an ETag', async () => {
    const id = await buildProject(t.app, ada);
    const [sha] = await seedProjectImages(t.app, id, 1, 900);
    const original = await t.app.inject({ method: 'GET', url: `/api/assets/${sha}`, headers: ada.headers });
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(original.headers.etag).toBe(`"${sha}-original"`);
    expect((await readProvenance(original.rawPayload))?.digitalSourceType).toMatch(/\/algorithmicMedia$/);

    const big = await t.app.services.assets.storeUpload(await buildPng(3, 1600));
    await linkAsset(t.app.services.assets.db, { projectId: id, sha256: big.sha256, role: 'context', position: 5 });
    for (const size of [256, 768]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/assets/${big.sha256}/${size}`, headers: ada.headers });
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(size);
    }
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${sha}`,
      headers: { ...ada.headers, 'if-none-match': `"${sha}-original"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('authorises <img> requests by the session cookie, and only for the project owner', async () => {
    const id = await buildProject(t.app, ada);
    const [sha] = await seedProjectImages(t.app, id, 1, 950);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: ada.email, password: ada.password },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    expect((await t.app.inject({ method: 'GET', url: `/api/assets/${sha}/256`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/assets/${sha}/256` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/assets/${sha}/256`, headers: bo.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/assets/not-a-sha', headers: ada.headers })).statusCode).toBe(400);
  });

  it('refuses non-images and oversized uploads with a readable error', async () => {
    await expect(t.app.services.assets.storeUpload(Buffer.from('%PDF-1.4 not an image'))).rejects.toMatchObject({ status: 415 });
    const small = await createTestApp({ UPLOAD_MAX_BYTES: '1000', RATE_LIMIT_AUTH_IP_MAX: '1000' });
    try {
      await expect(small.app.services.assets.storeUpload(await buildPng(1, 400))).rejects.toMatchObject({ status: 413 });
    } finally {
      await small.close();
    }
  });
});

describe('DELETE /api/projects/:id/', () => {
  it('removes every row and the files no other project uses, keeping shared ones', async () => {
    const keep = await buildProject(t.app, ada, { projectName: 'Keep' });
    const doomed = await buildProject(t.app, ada, { projectName: 'Doomed' });
    const shas = await seedProjectImages(t.app, doomed, 3, 500);
    await linkAsset(t.app.services.assets.db, { projectId: keep, sha256: shas[0], role: 'context' });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${doomed}/`, headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${doomed}/`, headers: ada.headers })).statusCode).toBe(404);
    const db = t.adapters.database.db;
    expect(await db.selectFrom('project_asset').selectAll().where('project_id', '=', doomed).execute()).toHaveLength(0);
    const remaining = (await db.selectFrom('asset').select('sha256').where('sha256', 'in', shas).execute()).map((r) => r.sha256);
    expect(remaining).toEqual([shas[0]]);
    const files = filesUnder(assetDir());
    expect(files.some((f) => f.includes(shas[0]))).toBe(true);
    expect(files.some((f) => f.includes(shas[1]) || f.includes(shas[2]))).toBe(false);
  });

  it('collects files left without a row by a crash between commit and file removal', async () => {
    const stray = await buildPng(4242, 32);
    const { sha256Hex, assetKeys } = await import('./asset-processing.js');
    const sha = sha256Hex(stray);
    await t.adapters.storage.put(assetKeys(sha, 'image/png').original, stray, 'image/png');
    // Fresh files are inside the grace period (an upload writes files before its row).
    expect((await t.app.services.assets.collectOrphanFiles()).removed).toBe(0);
    expect(filesUnder(assetDir()).some((f) => f.includes(sha))).toBe(true);
    expect((await t.app.services.assets.collectOrphanFiles({ olderThan: new Date(Date.now() + 60_000) })).removed).toBeGreaterThanOrEqual(
      1,
    );
    expect(filesUnder(assetDir()).some((f) => f.includes(sha))).toBe(false);
  });
});
