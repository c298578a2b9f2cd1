import type { Storage } from '../adapters/storage/storage.port.js';
import { contentTypeForKey } from '../adapters/storage/storage.port.js';

export interface ObjectCounts {
  /** Objects in the source store. */
  source: number;
  /** Objects written to the target by this run. */
  copied: number;
  /** Objects the target already held (a resumed run), left as they are. */
  present: number;
}

/**
 * Copies every object of `source` into `target` through the storage port, `parallel` at a time.
 * Keys are content-addressed, so an object already in the target is the same bytes and is skipped:
 * a re-run copies only what a stopped run left out.
 */
export async function copyObjects(source: Storage, target: Storage, parallel = 8): Promise<ObjectCounts> {
  const counts: ObjectCounts = { source: 0, copied: 0, present: 0 };
  const running = new Set<Promise<void>>();
  for await (const key of source.list('')) {
    counts.source += 1;
    const task = copyOne(source, target, key, counts).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= parallel) await Promise.race(running);
  }
  await Promise.all(running);
  return counts;
}

async function copyOne(source: Storage, target: Storage, key: string, counts: ObjectCounts): Promise<void> {
  if (await target.exists(key)) {
    counts.present += 1;
    return;
  }
  const bytes = await source.get(key);
  if (!bytes) return; // removed since it was listed (the store is not in use during a migration, but be safe)
  await target.put(key, bytes, contentTypeForKey(key));
  counts.copied += 1;
}

/** Whether the store holds any object at all. */
export async function hasObjects(storage: Storage): Promise<boolean> {
  for await (const _key of storage.list('')) return true;
  return false;
}
