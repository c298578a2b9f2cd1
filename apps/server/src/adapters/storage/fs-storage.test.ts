import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFsStorage } from './fs-storage.js';
import { contentTypeForKey, type Storage } from './storage.port.js';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'loci-storage-'));
  storage = createFsStorage(join(root, 'assets'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of iterable) keys.push(key);
  return keys;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('createFsStorage', () => {
  it('puts, gets, streams and reports existence', async () => {
    const bytes = Buffer.from('hello image');
    await storage.put('ab/cd/abcdef-768.webp', bytes, 'image/webp');
    expect(await storage.exists('ab/cd/abcdef-768.webp')).toBe(true);
    expect(await storage.get('ab/cd/abcdef-768.webp')).toEqual(bytes);
    const stream = await storage.stream('ab/cd/abcdef-768.webp');
    expect(stream).not.toBeNull();
    expect(await readAll(stream as NodeJS.ReadableStream)).toEqual(bytes);
  });

  it('returns null / false for missing keys', async () => {
    expect(await storage.get('zz/zz/missing.png')).toBeNull();
    expect(await storage.stream('zz/zz/missing.png')).toBeNull();
    expect(await storage.exists('zz/zz/missing.png')).toBe(false);
    expect(await storage.modifiedAt('zz/zz/missing.png')).toBeNull();
    expect(await collect(storage.list(''))).toEqual([]);
  });

  it('put is idempotent and replaces atomically without leaving temp files', async () => {
    await storage.put('ab/cd/k.png', Buffer.from('one'), 'image/png');
    await storage.put('ab/cd/k.png', Buffer.from('one'), 'image/png');
    await storage.put('ab/cd/k.png', Buffer.from('two'), 'image/png');
    expect((await storage.get('ab/cd/k.png'))?.toString()).toBe('two');
    expect(await readdir(join(root, 'assets', 'ab', 'cd'))).toEqual(['k.png']);
  });

  it('survives concurrent puts of the same key', async () => {
    const bytes = Buffer.alloc(256 * 1024, 7);
    await Promise.all(Array.from({ length: 8 }, () => storage.put('ab/cd/same.png', bytes, 'image/png')));
    expect(await storage.get('ab/cd/same.png')).toEqual(bytes);
    expect(await readdir(join(root, 'assets', 'ab', 'cd'))).toEqual(['same.png']);
  });

  it('tells when a value was written', async () => {
    const before = Date.now() - 2000; // file systems round mtimes
    await storage.put('documents/ab/k.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const at = await storage.modifiedAt('documents/ab/k.pdf');
    expect(at).toBeInstanceOf(Date);
    expect((at as Date).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('deletes, and deleting twice is fine', async () => {
    await storage.put('ab/cd/k.png', Buffer.from('x'), 'image/png');
    await storage.delete('ab/cd/k.png');
    await storage.delete('ab/cd/k.png');
    expect(await storage.exists('ab/cd/k.png')).toBe(false);
    expect(await storage.get('ab/cd/k.png')).toBeNull();
  });

  it('lists keys by prefix and skips stray temp files', async () => {
    await storage.put('ab/cd/abc.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('ab/cd/abc-256.webp', Buffer.from('2'), 'image/webp');
    await storage.put('ab/ef/abx.jpg', Buffer.from('3'), 'image/jpeg');
    await storage.put('12/34/123.png', Buffer.from('4'), 'image/png');
    await writeFile(join(root, 'assets', 'ab', 'cd', '.tmp-dead'), 'partial');

    expect((await collect(storage.list(''))).sort()).toEqual(
      ['12/34/123.png', 'ab/cd/abc-256.webp', 'ab/cd/abc.jpg', 'ab/ef/abx.jpg'].sort(),
    );
    expect((await collect(storage.list('ab/'))).sort()).toEqual(['ab/cd/abc-256.webp', 'ab/cd/abc.jpg', 'ab/ef/abx.jpg'].sort());
    expect((await collect(storage.list('ab/cd/abc-'))).sort()).toEqual(['ab/cd/abc-256.webp']);
    expect(await collect(storage.list('ab/e'))).toEqual(['ab/ef/abx.jpg']);
    expect(await collect(storage.list('nope/'))).toEqual([]);
  });

  it('refuses keys that could escape the root or hide as temp files', async () => {
    for (const key of ['../x.png', 'ab/../../x.png', '/etc/passwd', 'ab//x.png', '.tmp-x', 'ab/.hidden', '', 'a b.png']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('contentTypeForKey', () => {
  it('maps image extensions and falls back to octet-stream', () => {
    expect(contentTypeForKey('ab/cd/x-768.webp')).toBe('image/webp');
    expect(contentTypeForKey('ab/cd/x.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('ab/cd/x.png')).toBe('image/png');
    expect(contentTypeForKey('ab/cd/x.bin')).toBe('application/octet-stream');
  });
});
