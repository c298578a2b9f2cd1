import type { FastifyInstance } from 'fastify';
import { type ChangeNotice, type Database, LISTING_CHANNEL } from '../../adapters/db/database.port.js';

/**
 * The Projects listing, kept as the JSON it is sent as, per caller and workspace. A studio opening
 * the Projects page asks the database once per change, not once per visit.
 *
 * It is never stale where it matters:
 * - the process that handles a write drops everything before that write is answered (`clear` from
 *   the onSend hook below), so whoever changed a project sees it at once, and so does everyone on
 *   that process;
 * - every committed change to the listing's tables is announced by the database (migration 0013,
 *   LISTEN/NOTIFY), whoever made it: the generation worker, another process, a script. Each process
 *   drops everything when told, a few milliseconds after the commit;
 * - while the announcements may be missed (the listening connection is down), nothing is cached;
 * - a listing made while a change landed is answered but not kept (the generation counter);
 * - and nothing is kept longer than `ttlMs` (LISTING_CACHE_MS) in any case.
 * A removed member's entries go with the membership change, like any other.
 */
export interface ListingCache {
  /** The listing's JSON for `key`: the kept one, or the one `make` builds (kept if nothing changed meanwhile). */
  body(key: string, make: () => Promise<string>): Promise<string>;
  /** Drops every kept listing. */
  clear(): void;
  /** For tests and logs. */
  stats(): { entries: number; hits: number; misses: number; live: boolean };
  /** What the database's announcements are turned into. */
  notice: ChangeNotice;
}

export interface ListingCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export function createListingCache({ ttlMs, maxEntries = 500, now = () => performance.now() }: ListingCacheOptions): ListingCache {
  const entries = new Map<string, { body: string; at: number }>();
  let generation = 0;
  let live = false;
  let hits = 0;
  let misses = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async body(key, make) {
      const kept = entries.get(key);
      if (kept && live && now() - kept.at < ttlMs) {
        hits += 1;
        return kept.body;
      }
      misses += 1;
      const startedAt = generation;
      const at = now();
      const body = await make();
      if (live && ttlMs > 0 && generation === startedAt) {
        entries.delete(key);
        entries.set(key, { body, at });
        // The oldest go first when a process serves more listings than it keeps.
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      return body;
    },
    clear,
    stats: () => ({ entries: entries.size, hits, misses, live }),
    notice: {
      changed: clear,
      lost: () => {
        live = false;
        clear();
      },
      restored: () => {
        clear();
        live = true;
      },
    },
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes the listing cache and keeps it honest (see above). Call before the routes that write are
 * registered, so the onSend hook covers every one of them, the sign-in ones included.
 */
export async function registerListingCache(app: FastifyInstance, opts: { database: Database; ttlMs: number }): Promise<ListingCache> {
  const cache = createListingCache({ ttlMs: opts.ttlMs });
  if (opts.ttlMs <= 0) return cache;
  const stop = await opts.database.listen(LISTING_CHANNEL, cache.notice);
  cache.notice.restored();
  app.addHook('onClose', async () => {
    cache.notice.lost();
    await stop();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (WRITES.has(request.method)) cache.clear();
    done(null, payload);
  });
  return cache;
}
