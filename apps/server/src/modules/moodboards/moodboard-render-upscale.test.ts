import { execFileSync } from 'node:child_process';
import { assetShaOf } from '@loci/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, buildMoodboard, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { upscaleImage } from './moodboard-render-upscale.js';

/** Issue #46, item 5: "Upscale ×2 / ×4" makes a print-resolution copy of a render. */

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });

/** A project with a moodboard and one offline render: its URLs and the render. */
async function rendered() {
  const projectId = await buildProject(t.app, ada);
  const moodboardId = await buildMoodboard(t.app, ada, projectId);
  expect((await post('/generate_render/', { project_id: projectId, moodboard_id: moodboardId })).statusCode).toBe(200);
  const base = `/api/projects/${projectId}/moodboards/${moodboardId}/renders`;
  const renders = (await t.app.inject({ method: 'GET', url: base, headers: ada.headers })).json().renders;
  return { base, render: renders.at(-1) as { id: string; image: string } };
}

const upscale = (base: string, renderId: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `${base}/${renderId}/upscale`, headers: ada.headers, payload: body as object });
const bytesOf = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: ada.headers })).rawPayload;

/** Mean absolute difference per channel (0–255) between two images of the same size. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

/** The largest mean difference per channel (0–255) over the `tile`-pixel squares of two images of the same size. */
async function largestTileDifference(a: Buffer, b: Buffer, tile: number): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = x.info;
  let largest = 0;
  for (let ty = 0; ty < height; ty += tile)
    for (let tx = 0; tx < width; tx += tile) {
      let sum = 0;
      let n = 0;
      for (let py = ty; py < Math.min(ty + tile, height); py++)
        for (let px = tx; px < Math.min(tx + tile, width); px++)
          for (let c = 0; c < 3; c++) {
            const i = (py * width + px) * 3 + c;
            sum += Math.abs(x.data[i] - y.data[i]);
            n++;
          }
      largest = Math.max(largest, sum / n);
    }
  return largest;
}

describe('upscale: the image work', () => {
  it('×4 of a 1024 px image is 4096 px on its long side and, brought back down, the same picture', async () => {
    const { base } = await rendered();
    const render = (await t.app.inject({ method: 'GET', url: base, headers: ada.headers })).json().renders.at(-1);
    const original = await sharp(await bytesOf(render.image))
      .resize(1024, 683)
      .png()
      .toBuffer();
    const big = await upscaleImage(original, 4);
    expect([big.width, big.height]).toEqual([4096, 2732]);
    const back = await sharp(big.bytes).resize(1024, 683, { kernel: 'lanczos3' }).png().toBuffer();
    expect(await meanDifference(back, original)).toBeLessThan(4);
  });
});

describe('POST …/renders/:renderId/upscale', () => {
  it('keeps a ×2 copy on the render, marked and credentialed as upscaled, listed in the history', async () => {
    const { base, render } = await rendered();
    const res = await upscale(base, render.id, { factor: 2 });
    expect(res.statusCode).toBe(201);
    const { upscale: copy } = res.json();
    const original = await sharp(await bytesOf(render.image)).metadata();
    expect([copy.width, copy.height]).toEqual([(original.width ?? 0) * 2, (original.height ?? 0) * 2]);
    const stored = await sharp(await bytesOf(copy.image)).metadata();
    expect([stored.width, stored.height]).toEqual([copy.width, copy.height]);
    const history = (await t.app.inject({ method: 'GET', url: base, headers: ada.headers })).json().renders;
    expect(history.at(-1).upscale).toEqual({ image: copy.image, factor: 2 });
    // Provenance: the XMP keeps the study's source type, and the credentials name the upscale and the render as parent.
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await bytesOf(copy.image))], { type: 'image/jpeg' }), 'print.jpg');
    const verified = await t.app.inject({ method: 'POST', url: '/api/credentials/verify', headers: ada.headers, body: form });
    const summary = verified.json().summary;
    expect(summary.ingredients[0]).toMatchObject({ title: 'The render', relationship: 'parentOf' });
    const edited = summary.actions.find((a: { action: string }) => a.action === 'c2pa.edited');
    expect(edited?.softwareAgent).toContain('lanczos3-sharpen');
    expect(assetShaOf(copy.image)).not.toBe(assetShaOf(render.image));
  });

  it('carries one visible mark, the render’s own enlarged with it: no part of the copy differs from a plain enlargement', async () => {
    const { base, render } = await rendered();
    const copy = (await upscale(base, render.id, { factor: 2 })).json().upscale;
    const plain = await upscaleImage(await bytesOf(render.image), 2);
    // A second mark would be a pill of a few dozen pixels in a corner: compare 64 px tiles, not the whole.
    expect(await largestTileDifference(await bytesOf(copy.image), plain.bytes, 64)).toBeLessThan(6);
  });

  it('puts the print copy in the PDF: the deck’s render image is the upscaled one', async () => {
    const { base, render } = await rendered();
    const [, projectId, , moodboardId] = base.split('/').filter(Boolean).slice(1);
    const widestImage = async () => {
      const pdf = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/export`,
        headers: ada.headers,
        payload: { format: 'pdf', pages: [`moodboard:${moodboardId}`] },
      });
      expect(pdf.statusCode).toBe(200);
      const list = execFileSync('pdfimages', ['-list', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
      // pdfimages -list: page, num, type, width, height, …; the render is the page's widest image.
      return Math.max(
        ...list
          .split('\n')
          .slice(2)
          .filter(Boolean)
          .map((line) => Number(line.trim().split(/\s+/)[3])),
      );
    };
    const before = await widestImage();
    const original = await sharp(await bytesOf(render.image)).metadata();
    expect(before).toBeLessThanOrEqual(original.width ?? 0);
    expect((await upscale(base, render.id, { factor: 2 })).statusCode).toBe(201);
    expect(await widestImage()).toBeGreaterThan(before);
  });

  it('refuses a factor other than 2 or 4 (400) and an unknown render (404)', async () => {
    const { base, render } = await rendered();
    const three = await upscale(base, render.id, { factor: 3 });
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toBe('Send a factor of 2 or 4.');
    expect((await upscale(base, render.id, { factor: '4x' })).statusCode).toBe(400);
    expect((await upscale(base, 'not-a-render', { factor: 2 })).statusCode).toBe(404);
    expect((await upscale(base, '00000000-0000-4000-8000-000000000000', { factor: 2 })).statusCode).toBe(404);
  });

  it('refuses a copy over 64 MP with a clear 413, storing nothing', async () => {
    const { base, render } = await rendered();
    // A 4096 px render (as a large provider frame could be): ×4 would be 268 MP.
    const large = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#8a7a66' } })
      .jpeg()
      .toBuffer();
    const stored = await t.app.services.assets.storeUpload(large);
    await t.app.services.assets.db.updateTable('render').set({ asset_sha: stored.sha256 }).where('id', '=', render.id).execute();
    const res = await upscale(base, render.id, { factor: 4 });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(
      'An upscale ×4 of this 4096 × 4096 render would be 16384 × 16384 (268 megapixels); the limit is 64 megapixels. Please choose a smaller factor.',
    );
    const row = await t.app.services.assets.db.selectFrom('render').select('upscale_sha').where('id', '=', render.id).executeTakeFirst();
    expect(row?.upscale_sha).toBeNull();
  });
});
