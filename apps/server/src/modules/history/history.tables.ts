import type { SlotVersionSource, SnapshotKind } from '@loci/shared';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

/** One image a slot has shown (migration 0034), with what made it. */
export interface SlotVersionTable {
  id: Generated<string>;
  n: ColumnType<number, never, never>;
  project_id: string;
  slot: string;
  asset_sha: string;
  prompt: Generated<string>;
  micro_macro: number | null;
  photo_styled: number | null;
  real_sourced: number | null;
  seed: number | null;
  source: SlotVersionSource;
  created_by: string | null;
  round: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The project's pages at one moment (migration 0035): a review round, saved by hand, or before a restore. */
export interface ProjectSnapshotTable {
  id: Generated<string>;
  n: ColumnType<number, never, never>;
  project_id: string;
  kind: SnapshotKind;
  round: number;
  name: Generated<string>;
  /** The pages (`SnapshotPage[]`) as gzipped JSON. */
  pages: ColumnType<Uint8Array, Uint8Array, never>;
  page_count: ColumnType<number, number, never>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type HistoryTables = { slot_version: SlotVersionTable; project_snapshot: ProjectSnapshotTable };

export type HistoryDb = Kysely<DatabaseSchema & HistoryTables>;

/** The app's database seen with the history tables (they are this module's own). */
export function historyDb(db: Kysely<DatabaseSchema>): HistoryDb {
  return db.withTables<HistoryTables>();
}
