import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ChangeNotice, Database } from './database.port.js';
import type { DatabaseSchema } from './schema.js';

export type PostgresOptions = {
  /** Told when an idle pooled connection dies (server restart, admin termination); the pool drops it. */
  onIdleError?: (error: Error) => void;
};

/** A PostgreSQL server reached through `pg`'s pool. */
export async function createPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection's error is thrown as an uncaught exception and ends
  // the process; the pool already discards that connection and opens a new one on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<DatabaseSchema>({ dialect });
  return {
    db,
    dialect,
    engine: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    listen: (channel, notice) => listenOn(url, channel, notice),
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * LISTEN on its own connection (a pooled one would be handed to queries). When it drops, the
 * listener is told notices may be lost, and it reconnects every `retryMs` until it listens again.
 */
async function listenOn(url: string, channel: string, notice: ChangeNotice, retryMs = 1000): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (message) => {
      if (message.channel === channel) notice.changed(message.payload ?? '');
    });
    // An error on an open connection is followed by 'end', handled there.
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client !== c || stopped) return;
      client = undefined;
      notice.lost();
      retry();
    });
    try {
      await c.connect();
      await c.query(`listen ${c.escapeIdentifier(channel)}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    client = c;
  };
  const retry = () => {
    timer = setTimeout(() => {
      connect().then(
        () => (stopped ? client?.end().catch(() => undefined) : notice.restored()),
        () => !stopped && retry(),
      );
    }, retryMs);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}
