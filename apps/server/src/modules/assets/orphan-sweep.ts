import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { STORED_FILE_KINDS, type StoredFileKind } from './stored-files.js';

/**
 * Files younger than this are never swept: an upload writes its files before its row, and other
 * processes sharing the store may be mid-write while this one starts.
 */
export const ORPHAN_GRACE_MS = 15 * 60_000;

export interface SweepReport {
  /** Files removed because no row references them. */
  removed: number;
  /** Unreferenced files kept because they are younger than the grace period. */
  young: number;
  /** Keys of no known kind, kept (at most 20 listed). */
  unknown: string[];
}

export interface SweepDeps {
  db: Kysely<DatabaseSchema>;
  storage: Storage;
  kinds?: readonly StoredFileKind[];
}

/**
 * Deletes files that no row references (left by a crash between a commit and the file removal,
 * or replaced brand books). Every key is matched to its kind first; a key no kind recognises is
 * kept, and a file is re-checked against the database just before it is deleted.
 */
export async function sweepOrphanFiles(deps: SweepDeps, opts: { olderThan?: Date } = {}): Promise<SweepReport> {
  const kinds = deps.kinds ?? STORED_FILE_KINDS;
  const olderThan = opts.olderThan ?? new Date(Date.now() - ORPHAN_GRACE_MS);
  const referenced = new Map<StoredFileKind, Set<string>>();
  const report: SweepReport = { removed: 0, young: 0, unknown: [] };
  for await (const key of deps.storage.list('')) {
    const match = matchKind(kinds, key);
    if (!match) {
      if (report.unknown.length < 20) report.unknown.push(key);
      continue;
    }
    const { kind, sha } = match;
    if (!referenced.has(kind)) referenced.set(kind, await kind.referenced(deps.db));
    if (referenced.get(kind)?.has(sha)) continue;
    const written = await deps.storage.modifiedAt(key);
    if (!written) continue;
    if (written >= olderThan) {
      report.young += 1;
      continue;
    }
    if (await kind.isReferenced(deps.db, sha)) continue;
    await deps.storage.delete(key);
    report.removed += 1;
  }
  return report;
}

function matchKind(kinds: readonly StoredFileKind[], key: string): { kind: StoredFileKind; sha: string } | null {
  for (const kind of kinds) {
    const sha = kind.shaOf(key);
    if (sha) return { kind, sha };
  }
  return null;
}

/** The start-up sweep: runs in the background once the server listens, logs what it did, never throws. */
export async function sweepOnStart(
  assets: { collectOrphanFiles(): Promise<SweepReport> },
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  try {
    const { removed, unknown } = await assets.collectOrphanFiles();
    if (removed) logger.info({ removed }, 'removed orphan files');
    if (unknown.length) logger.warn({ keys: unknown }, 'kept stored files of no known kind');
  } catch (err) {
    logger.warn({ err }, 'orphan sweep failed');
  }
}
