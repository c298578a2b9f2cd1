import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, buildMoodboard, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/**
 * Issue #46, item 1: a render of the designer's space keeps the reference's frame (offline: its
 * aspect at the default long side), and the space says which frame that will be.
 */

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

/** A line drawing of a room: walls, a window high up and a counter low down, on white. */
async function sketch(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <g fill="none" stroke="#222" stroke-width="${Math.round(width / 150)}">
      <rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.8}" height="${height * 0.8}"/>
      <rect x="${width * 0.35}" y="${height * 0.04}" width="${width * 0.3}" height="${height * 0.18}"/>
      <rect x="${width * 0.15}" y="${height * 0.72}" width="${width * 0.7}" height="${height * 0.12}" fill="#888"/>
      <line x1="0" y1="${height}" x2="${width * 0.1}" y2="${height * 0.9}"/>
      <line x1="${width}" y1="${height}" x2="${width * 0.9}" y2="${height * 0.9}"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function moodboard(): Promise<string> {
  const projectId = await buildProject(t.app, ada);
  return `/api/projects/${projectId}/moodboards/${await buildMoodboard(t.app, ada, projectId)}/space`;
}

const ratio = (m: { width?: number; height?: number }) => (m.width ?? 0) / (m.height ?? 1);

describe('your space: the render keeps the reference’s frame', () => {
  it.each([
    ['portrait', 1200, 1600, { width: 1152, height: 1536 }],
    ['landscape', 1600, 1200, { width: 1536, height: 1152 }],
    ['square', 1000, 1000, { width: 1536, height: 1536 }],
  ])('a %s reference gives a render in its aspect, and the space previews that frame', async (_name, width, height, frame) => {
    const url = await moodboard();
    const form = buildForm({});
    form.append('file', new Blob([await sketch(width, height)], { type: 'image/png' }), 'sketch.png');
    const set = await t.app.inject({ method: 'POST', url, headers: ada.headers, body: form });
    expect(set.statusCode).toBe(201);
    expect(set.json().space.frame).toEqual({ ...frame, fitted: false });

    const queued = await t.app.inject({ method: 'POST', url: `${url}/renders`, headers: ada.headers, payload: { strength: 0.9 } });
    expect(queued.statusCode).toBe(202);
    const worker = t.app.services.spaces.startWorker({ pollMs: 20 });
    let image = '';
    try {
      await expect
        .poll(
          async () => {
            const got = (await t.app.inject({ method: 'GET', url, headers: ada.headers })).json();
            image = got.jobs[0]?.image ?? '';
            return got.jobs[0]?.status;
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe('done');
    } finally {
      await worker.stop();
    }
    const bytes = (await t.app.inject({ method: 'GET', url: image, headers: ada.headers })).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(Math.abs(ratio(meta) / (width / height) - 1)).toBeLessThan(0.03);
    expect([meta.width, meta.height]).toEqual([frame.width, frame.height]);
  });
});
