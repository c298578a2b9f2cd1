import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildPng } from '../../../test/builders.js';
import { createFsStorage } from '../../adapters/storage/fs-storage.js';
import { assetKeys, makeThumbnails, sha256Hex } from './asset-processing.js';
import { openVariant, readVariant, warmThumbnails } from './asset-thumbnails.js';

const root = mkdtempSync(join(tmpdir(), 'loci-thumbs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An original stored alone, as a project file's import leaves it. */
async function originalOnly(seed: number) {
  const storage = createFsStorage(join(root, `store-${seed}`));
  const bytes = await buildPng(seed, 900);
  const row = { sha256: sha256Hex(bytes), content_type: 'image/png' };
  await storage.put(assetKeys(row.sha256, row.content_type).original, bytes, 'image/png');
  return { storage, bytes, row, keys: assetKeys(row.sha256, row.content_type) };
}

async function drain(stream: NodeJS.ReadableStream | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('thumbnails made on first use', () => {
  it('makes both thumbnails once when one is first asked for, however many ask at once, as they are made on write', async () => {
    const { storage, bytes, row, keys } = await originalOnly(1);
    expect(await storage.exists(keys.thumbnails[256])).toBe(false);
    const put = vi.spyOn(storage, 'put');
    const [a, b, c] = await Promise.all([
      openVariant(storage, row, 256).then(drain),
      openVariant(storage, row, 256).then(drain),
      readVariant(storage, row, 768),
    ]);
    expect(put).toHaveBeenCalledTimes(2);
    const made = await makeThumbnails(bytes);
    expect(a.equals(made[256])).toBe(true);
    expect(b.equals(made[256])).toBe(true);
    expect(c?.equals(made[768])).toBe(true);
    expect((await sharp(a).metadata()).width).toBe(256);
    // Made now: the next asks read them.
    await readVariant(storage, row, 256);
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('answers null for an image whose original is gone, and never makes an original', async () => {
    const storage = createFsStorage(join(root, 'empty'));
    const row = { sha256: 'a'.repeat(64), content_type: 'image/png' };
    expect(await openVariant(storage, row, 256)).toBeNull();
    expect(await readVariant(storage, row, 'original')).toBeNull();
  });

  it('warms the thumbnails of a list one at a time, and reports a failure without stopping', async () => {
    const { storage, row, keys } = await originalOnly(2);
    const gone = { sha256: 'b'.repeat(64), content_type: 'image/png' };
    const broken = { sha256: 'c'.repeat(64), content_type: 'image/png' };
    await storage.put(assetKeys(broken.sha256, broken.content_type).original, Buffer.from('not an image'), 'image/png');
    const errors: unknown[] = [];
    await warmThumbnails(storage, [broken, gone, row], (err) => errors.push(err));
    expect(errors).toHaveLength(1);
    expect(await storage.exists(keys.thumbnails[256])).toBe(true);
    expect(await storage.exists(keys.thumbnails[768])).toBe(true);
  });
});
