import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, buildProjectForm } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { S3RVER_KEYS, startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.port.js';

let s3: TestS3;
let storage: Storage;
let t: TestApp;
let ada: TestUser;
/** When set, the next put after this many more puts fails like a store going away mid-request. */
let failAfterPuts: number | null = null;

async function keys(prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for await (const key of storage.list(prefix)) out.push(key);
  return out.sort();
}

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createS3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, pathStyle: true, credentials: S3RVER_KEYS });
  // The real S3 storage, with `put` able to fail on demand.
  const flaky: Storage = Object.create(storage);
  Object.assign(flaky, {
    async put(key: string, bytes: Buffer, contentType: string) {
      if (failAfterPuts !== null && failAfterPuts-- <= 0) {
        failAfterPuts = null;
        // The real adapter's mid-request failure: a stalled socket turned into its error.
        const { StoreUnavailableError } = await import('./s3-storage.js');
        throw new StoreUnavailableError(true, new Error('socket hang up'));
      }
      return storage.put(key, bytes, contentType);
    },
  });
  t = await createTestApp({}, { storage: flaky });
  ada = await buildUser(t.app);
});
afterAll(async () => {
  await t?.close();
  storage?.close?.();
  await s3?.close();
});

describe('Loci on S3 storage', () => {
  it('stores an uploaded logo as three objects and streams it back after the ownership check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: ada.headers,
      body: buildProjectForm({}, { logo: { bytes: await buildPng(31), type: 'image/png', name: 'logo.png' } }),
    });
    expect(res.statusCode).toBe(201);
    const meta = await t.app.inject({ method: 'GET', url: `/api/projects/${res.json().project_id}/metadata`, headers: ada.headers });
    const logoUrl: string = meta.json().project.logo_url;
    const sha = /\/api\/assets\/([0-9a-f]{64})/.exec(logoUrl)?.[1] as string;
    const objects = await keys(`${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`);
    expect(objects).toHaveLength(3);

    const image = await t.app.inject({ method: 'GET', url: `/api/assets/${sha}`, headers: ada.headers });
    expect(image.statusCode).toBe(200);
    // Uploads are re-encoded; the bytes streamed are the stored original's.
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.rawPayload).toEqual(await storage.get(objects.find((k) => !/-\d+\.webp$/.test(k)) as string));
    const thumb = await t.app.inject({ method: 'GET', url: `/api/assets/${sha}/256`, headers: ada.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    const eve = await buildUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/assets/${sha}`, headers: eve.headers })).statusCode).toBe(404);
  });

  it('a store failing mid-upload: a clear 503, no row and no object left behind', async () => {
    const before = await keys();
    const rows = await t.adapters.database.db.selectFrom('asset').select('sha256').execute();
    failAfterPuts = 2; // thumbnails written, the original fails
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: ada.headers,
      body: buildProjectForm({ projectName: 'Half stored' }, { logo: { bytes: await buildPng(32), type: 'image/png', name: 'logo.png' } }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('The image store did not answer, so nothing was saved. Please try again in a moment.');
    expect(await keys()).toEqual(before);
    expect(await t.adapters.database.db.selectFrom('asset').select('sha256').execute()).toEqual(rows);
    const list = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: ada.headers });
    expect(JSON.stringify(list.json())).not.toContain('Half stored');
  });

  it('the orphan sweep lists the bucket in pages and removes objects no row references', async () => {
    const stray = `${'ab'}/${'cd'}/${'abcd'.padEnd(64, '0')}-256.webp`;
    await storage.put(stray, Buffer.from('stray'), 'image/webp');
    const kept = await keys();
    const report = await t.app.services.assets.collectOrphanFiles({ olderThan: new Date(Date.now() + 60_000) });
    expect(report.removed).toBe(1);
    expect(await keys()).toEqual(kept.filter((k) => k !== stray));
  });
});
