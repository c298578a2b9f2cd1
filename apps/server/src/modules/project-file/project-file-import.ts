import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@loci/shared';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { columnTypes, type FileRow, FileRowsError, importRows, newKeys, rowShas } from '../../db/file-rows.js';
import { AppError } from '../../errors.js';
import { brandBookKey, ImageInputError } from '../assets/index.js';
import {
  DOCUMENT_ENTRY,
  FILE_LIMITS,
  FILE_MESSAGES,
  FILE_TABLES,
  IMAGE_ENTRY,
  MANIFEST_ENTRY,
  manifestSchema,
  PROJECT_FILE_FORMAT,
  PROJECT_FILE_SCHEMA,
  type ProjectFileManifest,
} from './project-file.format.js';
import type { ProjectFileDeps } from './project-file-export.js';

/** Images stored at once by an import. */
const IMAGE_CONCURRENCY = 3;

export const refuse = (message: string) => new AppError(ErrorCode.BadRequest, message);

export function openZip(path: string, notZip: string = FILE_MESSAGES.notZip): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(refuse(notZip)) : resolve(zip),
    );
  });
}

/** What an entry of a zip may be: its size limit, or null when the name is not one this kind of file holds. */
export type EntryLimit = (name: string) => number | null;

/** Every entry of the zip's central directory, each name and size checked before any byte is inflated. */
export function readEntries(zip: ZipFile, limitOf: EntryLimit, notZip: string = FILE_MESSAGES.notZip): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    const fail = (message: string) => {
      reject(refuse(message));
      zip.close();
    };
    zip.on('error', (err: Error) => fail(/path|file name/i.test(err.message) ? FILE_MESSAGES.unknownEntry(err.message) : notZip));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (entries.size >= FILE_LIMITS.entries) return fail(FILE_MESSAGES.tooMany);
      if (name.endsWith('/')) return zip.readEntry(); // a folder: nothing to read
      if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) return fail(FILE_MESSAGES.link(name));
      const limit = limitOf(name);
      if (limit === null) return fail(FILE_MESSAGES.unknownEntry(name));
      if (entries.has(name)) return fail(FILE_MESSAGES.twice(name));
      if (entry.uncompressedSize > limit) return fail(FILE_MESSAGES.tooLarge(name));
      if (entry.uncompressedSize > 2 ** 20 && entry.uncompressedSize > FILE_LIMITS.ratio * Math.max(1, entry.compressedSize))
        return fail(FILE_MESSAGES.bomb(name));
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** An entry's bytes, at most its checked size (yauzl refuses an entry that inflates past what it declares). */
export function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(refuse(FILE_MESSAGES.unreadable(entry.fileName)));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(refuse(FILE_MESSAGES.unreadable(entry.fileName))));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** An entry written to a file as it inflates (a project file inside a studio archive). */
export function saveEntry(zip: ZipFile, entry: Entry, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(refuse(FILE_MESSAGES.unreadable(entry.fileName)));
      pipeline(stream, createWriteStream(path)).then(resolve, () => reject(refuse(FILE_MESSAGES.unreadable(entry.fileName))));
    });
  });
}

/** The manifest, checked: its format and schema first (a newer Loci's file says so), then its shape. */
function parseManifest(bytes: Buffer): ProjectFileManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse(FILE_MESSAGES.badManifest);
  }
  const head = json as { format?: unknown; schema?: unknown } | null;
  if (head?.format !== PROJECT_FILE_FORMAT) throw refuse(FILE_MESSAGES.badManifest);
  if (typeof head.schema === 'number' && head.schema > PROJECT_FILE_SCHEMA) throw refuse(FILE_MESSAGES.newer(head.schema));
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw refuse(FILE_MESSAGES.badManifest);
  const manifest = parsed.data;
  const known = new Set(FILE_TABLES.map((t) => t.table));
  if (Object.keys(manifest.tables).some((table) => !known.has(table))) throw refuse(FILE_MESSAGES.badManifest);
  if (manifest.tables.project?.length !== 1) throw refuse(FILE_MESSAGES.badManifest);
  if (Object.values(manifest.tables).reduce((n, rows) => n + rows.length, 0) > FILE_LIMITS.rows) throw refuse(FILE_MESSAGES.tooMany);
  return manifest;
}

/** Every image the rows name is one the file holds (by the manifest, and as an entry). */
function checkHeld(manifest: ProjectFileManifest, entries: Map<string, Entry>): void {
  const images = new Set(manifest.images.map((i) => i.sha256));
  for (const spec of FILE_TABLES) {
    for (const sha of rowShas(spec, manifest.tables[spec.table] ?? []))
      if (!images.has(sha)) throw refuse(FILE_MESSAGES.missing(`images/${String(sha).slice(0, 64)}`));
  }
  for (const item of [...manifest.images, ...manifest.documents])
    if (!entries.has(item.path)) throw refuse(FILE_MESSAGES.missing(item.path));
  const book = manifest.tables.project?.[0]?.brand_book_sha;
  if (typeof book === 'string' && !manifest.documents.some((d) => d.sha256 === book))
    throw refuse(FILE_MESSAGES.missing(`documents/${book.slice(0, 64)}.pdf`));
}

/**
 * Imports a `.loci` file (already on disk, within the upload limit) as a new project of `workspaceId`,
 * owned by `userId`. The zip is read entry by entry, each checked before it is inflated; images are
 * stored one at a time, byte for byte once their hash and type check; the rows go in one transaction.
 * A refused or failed import leaves nothing: the images and documents it added are taken back.
 */
export async function importProjectFile(
  deps: ProjectFileDeps & { limits: { maxBytes: number } },
  path: string,
  opts: { workspaceId: string; userId: string },
): Promise<string> {
  const zip = await openZip(path);
  const addedImages: string[] = [];
  const addedDocuments: string[] = [];
  try {
    const entries = await readEntries(zip, (name) =>
      name === MANIFEST_ENTRY
        ? FILE_LIMITS.manifestBytes
        : IMAGE_ENTRY.test(name)
          ? deps.limits.maxBytes
          : DOCUMENT_ENTRY.test(name)
            ? FILE_LIMITS.documentBytes
            : null,
    );
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry) throw refuse(FILE_MESSAGES.noManifest);
    const manifest = parseManifest(await readEntry(zip, manifestEntry));
    checkHeld(manifest, entries);

    // A few images at a time (each is hashed and checked); after a refusal none starts, and
    // every one under way ends before the import takes back what it added.
    const queue = [...manifest.images];
    let refused: unknown;
    const worker = async () => {
      for (let image = queue.shift(); image && refused === undefined; image = queue.shift()) {
        const { sha256, path: entryPath, content_type: _type, byte_size: _size, width: _w, height: _h, ...meta } = image;
        try {
          const before = await deps.assets.hasAsset(sha256);
          const bytes = await readEntry(zip, entries.get(entryPath) as Entry);
          await deps.assets.storeImported(bytes, { sha256, meta });
          if (!before) addedImages.push(sha256);
        } catch (err) {
          refused ??= err instanceof ImageInputError ? refuse(err.message) : err;
        }
      }
    };
    await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
    if (refused !== undefined) throw refused;
    for (const doc of manifest.documents) {
      const bytes = await readEntry(zip, entries.get(doc.path) as Entry);
      if (createHash('sha256').update(bytes).digest('hex') !== doc.sha256) throw refuse(FILE_MESSAGES.unreadable(doc.path));
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw refuse(FILE_MESSAGES.unreadable(doc.path));
      const key = brandBookKey(doc.sha256);
      if (!(await deps.storage.exists(key))) {
        await deps.storage.put(key, bytes, 'application/pdf');
        addedDocuments.push(doc.sha256);
      }
    }
    const projectId = await writeRows(deps, manifest, opts);
    // The images came without thumbnails (`storeImported`): made now, one at a time, behind the answer.
    void deps.assets.warmThumbnails(addedImages, deps.log ?? (() => undefined));
    return projectId;
  } catch (err) {
    await deps.assets.removeIfUnreferenced(addedImages).catch(() => undefined);
    for (const sha of addedDocuments) await deps.assets.forgetBrandBook(sha).catch(() => undefined);
    throw err;
  } finally {
    zip.close();
  }
}

/** The rows in one transaction, each table by its rules; keys are new, references follow them. */
async function writeRows(
  deps: ProjectFileDeps,
  manifest: ProjectFileManifest,
  opts: { workspaceId: string; userId: string },
): Promise<string> {
  const tables = FILE_TABLES.map((spec) => ({ spec, rows: (manifest.tables[spec.table] ?? []) as FileRow[] })).filter((t) => t.rows.length);
  const types = new Map(await Promise.all(tables.map(async (t) => [t.spec.table, await columnTypes(deps.db, t.spec.table)] as const)));
  const projectId = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const keys = newKeys(tables);
      const later: (() => Promise<void>)[] = [];
      for (const { spec, rows } of tables) {
        const ctx = { projectId, workspaceId: opts.workspaceId, importer: opts.userId, keys, types: types.get(spec.table) ?? new Map() };
        later.push(...(await importRows(trx, spec, rows, ctx)));
      }
      for (const update of later) await update();
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A row the schema refuses (a wrong type, a broken reference, a duplicate key) is the file's fault.
    throw refuse(err instanceof FileRowsError ? `${FILE_MESSAGES.rows} ${err.message}` : FILE_MESSAGES.rows);
  }
  return projectId;
}
