import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.port.js';
import { type BusListener, type EventBus, LIVE_CHANNEL } from './event-bus.port.js';

/**
 * The bus across processes: PostgreSQL `NOTIFY` (sent at commit, to every listening connection of
 * every process) and `LISTEN` on a dedicated `pg` client of the database adapter (never a pooled
 * one), which reconnects and says when notices may have been lost.
 */
export function createNotifyBus(database: Database): EventBus {
  return {
    kind: 'postgres-notify',
    async publish(message, transaction) {
      const executor = (transaction ?? database.db) as Kysely<unknown>;
      await sql`select pg_notify(${LIVE_CHANNEL}, ${message})`.execute(executor);
    },
    subscribe: (listener: BusListener) =>
      database.listen(LIVE_CHANNEL, {
        changed: (payload) => listener.message(payload ?? ''),
        lost: listener.lost,
        restored: listener.restored,
      }),
  };
}
