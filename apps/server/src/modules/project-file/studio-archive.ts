import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode, type Project } from '@loci/shared';
import type { Entry } from 'yauzl';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { exportProjectFile, type ProjectFileDeps, projectFileName } from './project-file-export.js';
import { importProjectFile, openZip, readEntries, readEntry, refuse, saveEntry } from './project-file-import.js';

/**
 * A studio archive: a zip of `archive.json` (this format) and `projects/<nnnn>-<name>.loci`, one project file per
 * project of the studio, oldest first. `after` names the project an archive resumes after (a download broken off
 * part-way is continued with `?after=<the last project it holds>`); a whole archive has none.
 */
export const ARCHIVE_FORMAT = 'loci-studio';
export const ARCHIVE_SCHEMA = 1;
const ARCHIVE_ENTRY = 'archive.json';
const PROJECT_ENTRY = /^projects\/\d{4}-[\w-]{0,90}\.loci$/;

const archiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  schema: z.number().int().positive(),
  studio: z.string().max(500),
  exported_at: z.string().max(64),
  after: z.string().max(64).nullable(),
  projects: z.array(z.object({ id: z.string().max(64), name: z.string().max(600), path: z.string().regex(PROJECT_ENTRY) })).max(10_000),
});

export const ARCHIVE_MESSAGES = {
  notZip: 'This is not a Loci studio archive: it cannot be read as a zip.',
  badManifest: 'This studio archive’s archive.json cannot be read.',
  newer: (schema: number) =>
    `This studio archive was made by a newer Loci (format ${schema}); this Loci reads format ${ARCHIVE_SCHEMA} and older. Update Loci to import it.`,
  notEmpty: 'A studio archive is imported into an empty studio: this one already has projects. Create a new studio for it.',
  unknownAfter: 'That project is not in this studio: download the archive from the beginning.',
  project: (name: string, why: string) => `The project “${name.slice(0, 120)}” in this archive could not be imported: ${why}`,
} as const;

export interface StudioArchiveDeps extends ProjectFileDeps {
  limits: { maxBytes: number };
  /** The studio's projects as the caller sees them, and removal of one the import made. */
  projects: { list(userId: string, workspaceId: string): Promise<Project[]>; remove(userId: string, projectId: string): Promise<void> };
}

const oldestFirst = (a: Project, b: Project) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** Every project of a studio (after `after`, when resuming) as one streamed zip: one project file at a time. */
export async function exportStudioArchive(
  deps: StudioArchiveDeps,
  opts: { userId: string; workspaceId: string; studio: string; after?: string; comments: boolean },
): Promise<{ filename: string; stream: Readable }> {
  const all = (await deps.projects.list(opts.userId, opts.workspaceId)).sort(oldestFirst);
  const from = opts.after ? all.findIndex((p) => p.id === opts.after) + 1 : 0;
  if (opts.after && from === 0) throw new AppError(ErrorCode.BadRequest, ARCHIVE_MESSAGES.unknownAfter);
  const projects = all.slice(from).map((p, k) => ({
    id: p.id,
    name: p.project_name,
    path: `projects/${String(from + k + 1).padStart(4, '0')}-${projectFileName(p.project_name)}`,
  }));
  const zip = new ZipFile();
  const manifest = {
    format: ARCHIVE_FORMAT,
    schema: ARCHIVE_SCHEMA,
    studio: opts.studio,
    exported_at: new Date().toISOString(),
    after: opts.after ?? null,
    projects,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), ARCHIVE_ENTRY);
  // Each project file is made only when the archive reaches it, and is stored as it is (it is a zip already).
  for (const project of projects)
    zip.addReadStreamLazy(project.path, { compress: false }, (done) => {
      exportProjectFile(deps, project.id, { comments: opts.comments }).then(
        (file) => done(null, file.stream),
        (err: Error) => done(err, undefined as never),
      );
    });
  zip.end();
  const base = projectFileName(opts.studio).replace(/\.loci$/, '');
  return { filename: `${base}-studio${from ? `-from-${from + 1}` : ''}.zip`, stream: zip.outputStream as Readable };
}

/**
 * Imports a studio archive into a studio: every project file in it, in order, each checked as a single import is.
 * A whole archive goes into an empty studio only; a resumed part continues one. If a project is refused, the
 * projects this import made are removed again and the answer names the project and why.
 */
export async function importStudioArchive(
  deps: StudioArchiveDeps,
  path: string,
  opts: { userId: string; workspaceId: string; maxProjectBytes: number },
): Promise<string[]> {
  const zip = await openZip(path, ARCHIVE_MESSAGES.notZip);
  const created: string[] = [];
  const folder = await mkdtemp(join(tmpdir(), 'loci-archive-'));
  try {
    const entries = await readEntries(
      zip,
      (name) => (name === ARCHIVE_ENTRY ? 16 * 2 ** 20 : PROJECT_ENTRY.test(name) ? opts.maxProjectBytes : null),
      ARCHIVE_MESSAGES.notZip,
    );
    const head = entries.get(ARCHIVE_ENTRY);
    if (!head) throw refuse(ARCHIVE_MESSAGES.badManifest);
    const archive = parseArchive(await readEntry(zip, head));
    if (!archive.after && (await deps.projects.list(opts.userId, opts.workspaceId)).length > 0)
      throw new AppError(ErrorCode.Conflict, ARCHIVE_MESSAGES.notEmpty);
    for (const project of archive.projects)
      if (!entries.has(project.path)) throw refuse(ARCHIVE_MESSAGES.project(project.name, 'its file is missing.'));
    for (const project of archive.projects) {
      const file = join(folder, 'project.loci');
      await saveEntry(zip, entries.get(project.path) as Entry, file);
      try {
        created.push(await importProjectFile(deps, file, { workspaceId: opts.workspaceId, userId: opts.userId }));
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, ARCHIVE_MESSAGES.project(project.name, err.message));
        throw err;
      } finally {
        await rm(file, { force: true });
      }
    }
    return created;
  } catch (err) {
    for (const id of created.reverse()) await deps.projects.remove(opts.userId, id).catch(() => undefined);
    throw err;
  } finally {
    zip.close();
    await rm(folder, { recursive: true, force: true });
  }
}

function parseArchive(bytes: Buffer): z.infer<typeof archiveSchema> {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse(ARCHIVE_MESSAGES.badManifest);
  }
  const head = json as { format?: unknown; schema?: unknown } | null;
  if (head?.format !== ARCHIVE_FORMAT) throw refuse(ARCHIVE_MESSAGES.badManifest);
  if (typeof head.schema === 'number' && head.schema > ARCHIVE_SCHEMA) throw refuse(ARCHIVE_MESSAGES.newer(head.schema));
  const parsed = archiveSchema.safeParse(json);
  if (!parsed.success) throw refuse(ARCHIVE_MESSAGES.badManifest);
  return parsed.data;
}
