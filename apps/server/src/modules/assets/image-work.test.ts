import { describe, expect, it } from 'vitest';
import { createImageWork, HEAVY_IMAGE_PIXELS, type ImageRequester, runAsRequest } from './image-work.js';

const HEAVY = HEAVY_IMAGE_PIXELS + 1;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const asUser = (id: string): ImageRequester => ({ userId: () => id });

describe('image work queue', () => {
  it('runs at most half the lanes of heavy images at once, and light ones beside them', async () => {
    const work = createImageWork({ concurrency: 2, maxQueued: 8, heavyPerUser: 2 });
    const gate = deferred();
    const heavy = [work.run(HEAVY, () => gate.promise), work.run(HEAVY, () => gate.promise)];
    const light = work.run(1024 * 1024, async () => 'light done');
    expect(await light).toBe('light done');
    expect(work.stats().heavy).toEqual({ active: 1, waiting: 1 });
    gate.resolve();
    await Promise.all(heavy);
    expect(work.stats().heavy).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a request with 503 when its lane is full, but never background work', async () => {
    const work = createImageWork({ concurrency: 2, maxQueued: 1, heavyPerUser: 5 });
    const gate = deferred();
    const running = work.run(HEAVY, () => gate.promise);
    const waiting = runAsRequest(asUser('a'), () => work.run(HEAVY, async () => 'a'));
    const refused = runAsRequest(asUser('b'), () => work.run(HEAVY, async () => 'b'));
    await expect(refused).rejects.toMatchObject({
      status: 503,
      message: 'The server is busy processing other images. Please try again in a minute.',
    });
    const background = work.run(HEAVY, async () => 'worker'); // the generation worker waits its turn
    gate.resolve();
    expect(await Promise.all([running, waiting, background])).toEqual([undefined, 'a', 'worker']);
  });

  it('limits one user’s heavy requests in flight with 429, counts each request once, and frees the slot when it ends', async () => {
    const work = createImageWork({ concurrency: 2, maxQueued: 8, heavyPerUser: 1 });
    const gate = deferred();
    const first = asUser('ada');
    // One request, several heavy images (upload, thumbnails, palette): admitted once.
    const upload = runAsRequest(first, async () => {
      await work.run(HEAVY, () => gate.promise);
      return work.run(HEAVY, async () => 'thumbnails');
    });
    await expect(runAsRequest(asUser('ada'), () => work.run(HEAVY, async () => 'second'))).rejects.toMatchObject({
      status: 429,
      message: 'You are already uploading 1 large image. Please wait until they are processed, then try again.',
    });
    const otherUser = runAsRequest(asUser('bo'), () => work.run(HEAVY, async () => 'bo'));
    // Light images of the same user are not limited.
    expect(await runAsRequest(asUser('ada'), () => work.run(1000, async () => 'small'))).toBe('small');
    gate.resolve();
    expect(await Promise.all([upload, otherUser])).toEqual(['thumbnails', 'bo']);
    work.release(first);
    work.release(first); // idempotent: onResponse and onRequestAbort may both fire
    expect(await runAsRequest(asUser('ada'), () => work.run(HEAVY, async () => 'again'))).toBe('again');
  });
});
