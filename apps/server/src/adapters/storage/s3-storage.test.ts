import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_KEYS, startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { loadEnv } from '../../config/env.js';
import { createStorage } from '../index.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';
import type { Storage } from './storage.port.js';

let s3: TestS3;
let storage: Storage;

function options(over: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, pathStyle: true, credentials: S3RVER_KEYS, ...over };
}

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createS3Storage(options({ listPageSize: 2 }));
});
afterAll(async () => {
  storage?.close?.();
  await s3?.close();
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of iterable) keys.push(key);
  return keys.sort();
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('createS3Storage against s3rver', () => {
  it('puts, gets, streams, heads and deletes objects', async () => {
    const bytes = Buffer.from('hello image');
    const before = Date.now() - 2000;
    await storage.put('ab/cd/abcdef-768.webp', bytes, 'image/webp');
    expect(await storage.exists('ab/cd/abcdef-768.webp')).toBe(true);
    expect(await storage.get('ab/cd/abcdef-768.webp')).toEqual(bytes);
    expect(await readAll((await storage.stream('ab/cd/abcdef-768.webp')) as NodeJS.ReadableStream)).toEqual(bytes);
    expect(((await storage.modifiedAt('ab/cd/abcdef-768.webp')) as Date).getTime()).toBeGreaterThanOrEqual(before);
    await storage.put('ab/cd/abcdef-768.webp', Buffer.from('two'), 'image/webp');
    expect((await storage.get('ab/cd/abcdef-768.webp'))?.toString()).toBe('two');
    await storage.delete('ab/cd/abcdef-768.webp');
    await storage.delete('ab/cd/abcdef-768.webp');
    expect(await storage.exists('ab/cd/abcdef-768.webp')).toBe(false);
  });

  it('answers null / false for missing keys', async () => {
    expect(await storage.get('zz/zz/missing.png')).toBeNull();
    expect(await storage.stream('zz/zz/missing.png')).toBeNull();
    expect(await storage.exists('zz/zz/missing.png')).toBe(false);
    expect(await storage.modifiedAt('zz/zz/missing.png')).toBeNull();
  });

  it('lists by prefix across several pages', async () => {
    const keys = ['ab/cd/abc.jpg', 'ab/cd/abc-256.webp', 'ab/cd/abc-768.webp', 'ab/ef/abx.jpg', '12/34/123.png'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/jpeg');
    // Page size 2: five keys take three ListObjectsV2 pages.
    expect(await collect(storage.list(''))).toEqual([...keys].sort());
    expect(await collect(storage.list('ab/cd/abc-'))).toEqual(['ab/cd/abc-256.webp', 'ab/cd/abc-768.webp']);
    expect(await collect(storage.list('nope/'))).toEqual([]);
    for (const key of keys) await storage.delete(key);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('start-up checks name the setting', () => {
  const base = () => ({ ...s3.env, DATA_DIR: '/tmp/loci-unused' });

  it('starts with good settings', async () => {
    const good = await createStorage(loadEnv(base()), '/tmp/loci-unused');
    await expect(good.ping()).resolves.toBeUndefined();
    good.close?.();
  });

  it('stops on a missing bucket', async () => {
    await expect(createStorage(loadEnv({ ...base(), S3_BUCKET: 'no-such-bucket' }), '/tmp')).rejects.toThrow(
      /S3_BUCKET "no-such-bucket" does not exist/,
    );
  });

  it('stops on wrong credentials', async () => {
    // s3rver checks the key id (it does not verify SigV4 signatures), so the wrong key is the id.
    await expect(createStorage(loadEnv({ ...base(), S3_ACCESS_KEY_ID: 'NOT-A-KEY' }), '/tmp')).rejects.toThrow(
      /refused S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY/,
    );
  });

  it('stops when the endpoint does not answer', async () => {
    await expect(createStorage(loadEnv({ ...base(), S3_ENDPOINT: 'http://127.0.0.1:9' }), '/tmp')).rejects.toThrow(/check S3_ENDPOINT/);
  });

  it('refuses STORAGE=s3 without a bucket, and one key without the other', () => {
    expect(() => loadEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required with STORAGE=s3/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});

describe('a slow store', () => {
  let stall: Server;
  beforeAll(async () => {
    // Accepts requests and never answers: a stalled object store.
    stall = createServer(() => undefined);
    await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    stall.closeAllConnections();
    await new Promise((resolve) => stall.close(resolve));
  });

  it('fails the stalled request after S3_REQUEST_TIMEOUT_MS while other requests go on', async () => {
    const { port } = stall.address() as AddressInfo;
    const slow = createS3Storage(options({ endpoint: `http://127.0.0.1:${port}`, requestTimeoutMs: 300 }));
    const stalled = slow.put('ab/cd/slow.png', Buffer.from('x'), 'image/png');
    const settled = stalled.then(
      () => 'stored',
      () => 'failed',
    );
    // Meanwhile the healthy store keeps answering.
    await storage.put('ab/cd/fast.png', Buffer.from('y'), 'image/png');
    expect((await storage.get('ab/cd/fast.png'))?.toString()).toBe('y');
    expect(await settled).toBe('failed');
    slow.close?.();
    await storage.delete('ab/cd/fast.png');
  });
});
