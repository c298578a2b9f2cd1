import { randomBytes } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, type Storage } from './storage.port.js';

/** Temp files start with a dot, which valid keys never do, so `list()` can skip them. */
const TEMP_PREFIX = '.tmp-';

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Storage on the local filesystem, one file per key under `rootDir` (e.g. `DATA_DIR/assets`). */
class FsStorage implements Storage {
  constructor(private readonly rootDir: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.rootDir, ...key.split('/'));
  }

  /** Writes a temp file in the target folder, fsyncs it, then renames it over the key. */
  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      const handle = await open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  /** Reads the file, or `null` when it does not exist. */
  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Opens the file first so a missing key gives `null` rather than a failing stream. */
  async stream(key: string): Promise<NodeJS.ReadableStream | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return handle.createReadStream();
  }

  /** True when a regular file exists for the key. */
  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** The file's mtime (set by the rename in `put`), or `null` when missing. */
  async modifiedAt(key: string): Promise<Date | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.mtime : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Unlinks the file; a missing key is fine. Empty shard folders are left (cheap, reused). */
  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  /** The root folder exists (created if needed) and this process may write into it. */
  async ping(): Promise<void> {
    try {
      await mkdir(this.rootDir, { recursive: true });
      await access(this.rootDir, constants.W_OK);
    } catch (err) {
      throw new Error(`The storage folder ${this.rootDir} is not writable (${(err as Error).message}); check DATA_DIR.`);
    }
  }

  /** Walks from the deepest folder the prefix names, yielding matching keys (sorted per folder). */
  async *list(prefix: string): AsyncIterable<string> {
    const slash = prefix.lastIndexOf('/');
    const base = slash >= 0 ? prefix.slice(0, slash) : '';
    if (base !== '') assertValidKey(base);
    for await (const key of this.walk(base)) {
      if (key.startsWith(prefix)) yield key;
    }
  }

  private async *walk(relDir: string): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      const dir = relDir === '' ? this.rootDir : join(this.rootDir, ...relDir.split('/'));
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
      if (entry.isDirectory()) yield* this.walk(rel);
      else if (entry.isFile()) yield rel;
    }
  }
}

/**
 * Creates filesystem storage rooted at `rootDir` (created on first write).
 * Keys map to nested paths, e.g. `ab/cd/<sha>-768.webp` → `rootDir/ab/cd/<sha>-768.webp`.
 */
export function createFsStorage(rootDir: string): Storage {
  return new FsStorage(rootDir);
}
