import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { exportRows, type FileRow, rowShas } from '../../db/file-rows.js';
import { type AssetService, brandBookKey } from '../assets/index.js';
import { findProjectWithBrand } from '../projects/index.js';
import {
  COMMENT_TABLES,
  FILE_TABLES,
  MANIFEST_ENTRY,
  PROJECT_FILE_EXTENSION,
  PROJECT_FILE_FORMAT,
  PROJECT_FILE_SCHEMA,
  type ProjectFileManifest,
} from './project-file.format.js';

export interface ProjectFileDeps {
  db: Kysely<DatabaseSchema>;
  storage: Storage;
  assets: AssetService;
  /** Who wrote the file (`Loci 0.1.0`), kept in the manifest. */
  app: string;
  /** Where background work after an import (its thumbnails) reports a failure. */
  log?: (err: unknown) => void;
}

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The manifest of a project: its rows by table, its images and its brand book, each named once by hash. */
export async function projectManifest(deps: ProjectFileDeps, projectId: string, opts: { comments: boolean }): Promise<ProjectFileManifest> {
  const tables: Record<string, FileRow[]> = {};
  const shas = new Set<string>();
  for (const spec of FILE_TABLES) {
    if (COMMENT_TABLES.has(spec.table) && !opts.comments) continue;
    const rows = await exportRows(deps.db, spec, projectId);
    tables[spec.table] = rows;
    for (const sha of rowShas(spec, rows)) shas.add(sha);
  }
  // A file carries no brand kit (kits belong to their studio): its project row takes the kit's values it uses.
  const project = tables.project?.[0];
  const brand = project ? await findProjectWithBrand(deps.db, projectId) : undefined;
  if (project && brand?.kit) {
    Object.assign(project, {
      brand_name: brand.brand_name,
      brand_palette: brand.brand_palette,
      keywords: brand.keywords,
      logo_sha: brand.logo_sha,
    });
    if (brand.logo_sha) shas.add(brand.logo_sha);
  }
  const images = (await deps.assets.assetRows([...shas])).filter((row) => EXTENSION[row.content_type]);
  const bookSha = tables.project?.[0]?.brand_book_sha;
  const documents =
    typeof bookSha === 'string' && (await deps.storage.exists(brandBookKey(bookSha)))
      ? [{ sha256: bookSha, path: `documents/${bookSha}.pdf` }]
      : [];
  return {
    format: PROJECT_FILE_FORMAT,
    schema: PROJECT_FILE_SCHEMA,
    exported_at: new Date().toISOString(),
    app: deps.app,
    comments: opts.comments,
    tables,
    images: images.map((row) => ({
      sha256: row.sha256,
      path: `images/${row.sha256}.${EXTENSION[row.content_type]}`,
      content_type: row.content_type as 'image/png' | 'image/jpeg',
      byte_size: row.byte_size,
      width: row.width,
      height: row.height,
      origin: row.origin,
      provider: row.provider,
      prompt: row.prompt,
      licence: row.licence,
      credit: row.credit,
      source_url: row.source_url,
    })),
    documents,
  };
}

/** A project's name as a file name: letters, digits, spaces and dashes; `project` when nothing is left. */
export function projectFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'project'}${PROJECT_FILE_EXTENSION}`;
}

/**
 * The project as one `.loci` file, streamed: the manifest first, then each image read from the store
 * only when the zip reaches it (memory holds one image's buffers at a time, whatever the project's size).
 */
export async function exportProjectFile(
  deps: ProjectFileDeps,
  projectId: string,
  opts: { comments: boolean },
): Promise<{ filename: string; stream: Readable }> {
  const manifest = await projectManifest(deps, projectId, opts);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), MANIFEST_ENTRY);
  for (const image of manifest.images) {
    // PNG and JPEG are compressed already: stored as they are.
    zip.addReadStreamLazy(image.path, { compress: false, size: image.byte_size }, (done) => {
      deps.assets.openOriginal(image).then(
        (stream) =>
          stream ? done(null, stream as Readable) : done(new Error(`image ${image.sha256} is missing from the store`), undefined as never),
        (err: Error) => done(err, undefined as never),
      );
    });
  }
  for (const doc of manifest.documents) {
    const bytes = await deps.storage.get(brandBookKey(doc.sha256));
    if (bytes) zip.addBuffer(bytes, doc.path);
  }
  zip.end();
  const name = String(manifest.tables.project?.[0]?.name ?? 'project');
  return { filename: projectFileName(name), stream: zip.outputStream as Readable };
}
