import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProjectForm } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { HEAVY_IMAGE_PIXELS, imageWork } from './image-work.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
let cy: TestUser;
let heavyLogo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', IMAGE_CONCURRENCY: '2', IMAGE_QUEUE_MAX: '2', UPLOAD_HEAVY_PER_USER: '1' });
  [ada, bo, cy] = [await buildUser(t.app), await buildUser(t.app), await buildUser(t.app)];
  const side = Math.ceil(Math.sqrt(HEAVY_IMAGE_PIXELS)) + 8; // just over the heavy threshold, flat so it is small
  heavyLogo = await sharp({ create: { width: side, height: side, channels: 3, background: '#2e6b5a' } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.close());

function createWithLogo(user: TestUser, name: string) {
  const body = buildProjectForm(
    { projectName: name, projectLocation: 'Porto' },
    { logo: { bytes: heavyLogo, type: 'image/png', name: 'logo.png' } },
  );
  return t.app.inject({ method: 'POST', url: '/api/projects/', headers: user.headers, body });
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`gave up waiting for ${what}`);
}

describe('huge uploads share the image queue', () => {
  it('one user’s second heavy upload gets 429, a full queue 503, and other users stay served', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Background work holds the only heavy lane, so the uploads below wait in the queue.
    const blocker = imageWork.run(HEAVY_IMAGE_PIXELS + 1, () => gate);
    const adaFirst = createWithLogo(ada, 'Ada one');
    await until(() => imageWork.stats().heavy.waiting === 1, 'Ada’s upload to queue');

    const adaSecond = await createWithLogo(ada, 'Ada two');
    expect(adaSecond.statusCode).toBe(429);
    expect(adaSecond.json().error).toBe('You are already uploading 1 large image. Please wait until they are processed, then try again.');

    const boUpload = createWithLogo(bo, 'Bo');
    await until(() => imageWork.stats().heavy.waiting === 2, 'Bo’s upload to queue');
    const cyUpload = await createWithLogo(cy, 'Cy');
    expect(cyUpload.statusCode).toBe(503);
    expect(cyUpload.json().error).toBe('The server is busy processing other images. Please try again in a minute.');

    // Reads never wait for the image queue.
    const listing = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: cy.headers });
    expect(listing.statusCode).toBe(200);

    open();
    await blocker;
    expect((await adaFirst).statusCode).toBe(201);
    expect((await boUpload).statusCode).toBe(201);
    expect(imageWork.stats().heavyUsers).toBe(0);
    // Ada's slot is free again once her upload is answered.
    expect((await createWithLogo(ada, 'Ada three')).statusCode).toBe(201);
  }, 180_000);
});
