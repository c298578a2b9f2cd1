import { z } from 'zod';
import type { FileTable } from '../../db/file-rows.js';
import { PROJECT_ASSET_FILE } from '../assets/index.js';
import { CANVAS_ITEM_FILE } from '../canvas/index.js';
import { COMMENT_FILE, COMMENT_THREAD_FILE } from '../comments/index.js';
import { GENERATION_SECTION_FILE, GENERATION_SLOT_FILE } from '../generation/index.js';
import { PROJECT_SNAPSHOT_FILE, SLOT_VERSION_FILE } from '../history/index.js';
import { MOODBOARD_FILE, MOODBOARD_IMAGE_FILE, MOODBOARD_SPACE_FILE, RENDER_FILE } from '../moodboards/index.js';
import { PROJECT_FILE } from '../projects/index.js';

/**
 * A project file (`.loci`): a zip of `manifest.json` (this format), `images/<sha256>.png|jpg` (each image
 * once, byte for byte, its Content Credentials inside) and `documents/<sha256>.pdf` (the brand book).
 * `schema` grows when the manifest changes; a Loci reads its own schema and every older one.
 */
export const PROJECT_FILE_FORMAT = 'loci-project';
export const PROJECT_FILE_SCHEMA = 1;
export const PROJECT_FILE_EXTENSION = '.loci';

const rules = (columns: object) => columns as FileTable['columns'];
const ofProject = { column: 'project_id' } as const;

/** The tables a project file carries, parents first (the order rows are written on import). */
export const FILE_TABLES: readonly FileTable[] = [
  { table: 'project', columns: rules(PROJECT_FILE), belongs: { column: 'id' }, order: ['id'] },
  { table: 'project_asset', columns: rules(PROJECT_ASSET_FILE), belongs: ofProject, order: ['role', 'position', 'sha256'] },
  { table: 'generation_section', columns: rules(GENERATION_SECTION_FILE), belongs: ofProject, order: ['section', 'kind'] },
  { table: 'generation_slot', columns: rules(GENERATION_SLOT_FILE), belongs: ofProject, order: ['section', 'kind', 'idx'] },
  { table: 'moodboard', columns: rules(MOODBOARD_FILE), belongs: ofProject, order: ['created_at', 'id'] },
  {
    table: 'moodboard_image',
    columns: rules(MOODBOARD_IMAGE_FILE),
    belongs: { column: 'moodboard_id', parent: 'moodboard' },
    order: ['moodboard_id', 'idx'],
  },
  { table: 'render', columns: rules(RENDER_FILE), belongs: { column: 'moodboard_id', parent: 'moodboard' }, order: ['created_at', 'id'] },
  { table: 'moodboard_space', columns: rules(MOODBOARD_SPACE_FILE), belongs: ofProject, order: ['moodboard_id'] },
  { table: 'project_snapshot', columns: rules(PROJECT_SNAPSHOT_FILE), belongs: ofProject, order: ['n'] },
  { table: 'slot_version', columns: rules(SLOT_VERSION_FILE), belongs: ofProject, order: ['slot', 'n', 'id'] },
  { table: 'canvas_item', columns: rules(CANVAS_ITEM_FILE), belongs: ofProject, order: ['id'] },
  { table: 'comment_thread', columns: rules(COMMENT_THREAD_FILE), belongs: ofProject, order: ['created_at', 'id'] },
  { table: 'comment', columns: rules(COMMENT_FILE), belongs: ofProject, order: ['created_at', 'id'] },
];

/** Tables an export leaves out unless asked (comments are the team's, not the client's). */
export const COMMENT_TABLES = new Set(['comment_thread', 'comment']);

const SHA = /^[0-9a-f]{64}$/;
export const IMAGE_ENTRY = /^images\/([0-9a-f]{64})\.(png|jpg)$/;
export const DOCUMENT_ENTRY = /^documents\/([0-9a-f]{64})\.pdf$/;
export const MANIFEST_ENTRY = 'manifest.json';

/** Limits of a file Loci reads (besides the upload limit on the whole file and on each image). */
export const FILE_LIMITS = {
  manifestBytes: 64 * 2 ** 20,
  entries: 50_000,
  rows: 500_000,
  /** An entry inflating more than this many times its stored size is a zip bomb. */
  ratio: 200,
  documentBytes: 64 * 2 ** 20,
} as const;

const row = z.record(z.string(), z.unknown());
export const manifestSchema = z.object({
  format: z.literal(PROJECT_FILE_FORMAT),
  schema: z.number().int().positive(),
  exported_at: z.string().max(64),
  app: z.string().max(200),
  comments: z.boolean(),
  tables: z.record(z.string().max(64), z.array(row)),
  images: z.array(
    z.object({
      sha256: z.string().regex(SHA),
      path: z.string().regex(IMAGE_ENTRY),
      content_type: z.enum(['image/png', 'image/jpeg']),
      byte_size: z.number().int().nonnegative(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      origin: z.enum(['generated', 'sourced', 'uploaded']),
      provider: z.string().max(500).nullable(),
      prompt: z.string().max(20_000).nullable(),
      licence: z.string().max(2_000).nullable(),
      credit: z.string().max(2_000).nullable(),
      source_url: z.string().max(4_000).nullable(),
    }),
  ),
  documents: z.array(z.object({ sha256: z.string().regex(SHA), path: z.string().regex(DOCUMENT_ENTRY) })),
});
export type ProjectFileManifest = z.infer<typeof manifestSchema>;

/** What a refused file is told (400): each names what is wrong, and nothing of it is kept. */
export const FILE_MESSAGES = {
  notZip: 'This is not a Loci project file (.loci): it cannot be read as a zip.',
  noManifest: 'This project file has no manifest.json.',
  badManifest: 'This project file’s manifest.json cannot be read.',
  newer: (schema: number) =>
    `This project file was made by a newer Loci (format ${schema}); this Loci reads format ${PROJECT_FILE_SCHEMA} and older. Update Loci to import it.`,
  unknownEntry: (name: string) => `This project file holds an entry Loci does not know: ${name.slice(0, 120)}.`,
  twice: (name: string) => `This project file holds ${name.slice(0, 120)} twice.`,
  link: (name: string) => `This project file holds a link (${name.slice(0, 120)}); Loci reads plain files only.`,
  bomb: (name: string) => `${name.slice(0, 120)} in this project file expands far beyond its size; it is refused.`,
  tooLarge: (name: string) => `${name.slice(0, 120)} in this project file is too large.`,
  tooMany: 'This project file holds more entries or rows than Loci imports.',
  missing: (name: string) => `This project file names ${name.slice(0, 120)} but does not hold it.`,
  unreadable: (name: string) => `${name.slice(0, 120)} in this project file is damaged or cut short.`,
  rows: 'This project file’s rows do not fit this Loci: nothing was imported.',
} as const;
