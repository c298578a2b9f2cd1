import type { ColumnType, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One item of a project's Canvas board (migration 0058): a generated node's position, a note, a group, a link or an image. */
export interface CanvasItemTable {
  project_id: string;
  /** A generated node's stable id (`context-historical`), or `note-…`, `group-…`, `link-…`, `image-…`. */
  id: string;
  kind: 'node' | 'note' | 'group' | 'link' | 'image';
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
  /** A note's text, a group's title, a link's label, an image's caption. */
  text: ColumnType<string, string | undefined, string>;
  /** An image item's picture (migration 0065): one of the project's assets, by hash. */
  asset_sha: ColumnType<string | null, string | null | undefined, string | null>;
  color: string | null;
  source: string | null;
  target: string | null;
  version: ColumnType<number, number | undefined, number>;
  updated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CanvasTables = { canvas_item: CanvasItemTable };
export type CanvasDb = Kysely<DatabaseSchema & CanvasTables>;

/** The app's database seen with the canvas table (it is this module's own). */
export function canvasDb(db: Kysely<DatabaseSchema>): CanvasDb {
  return db.withTables<CanvasTables>();
}
