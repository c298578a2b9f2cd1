import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createAdapters } from './adapters/index.js';
import { buildApp } from './app.js';
import { type Env, loadEnv } from './config/env.js';
import { limitHeapGrowth, releaseMemory, releaseWhenQuiet } from './lib/release-memory.js';
import { sweepOnStart } from './modules/assets/orphan-sweep.js';

/**
 * A new embedded database is created and migrated by a short-lived child process (this same entry
 * with LOCI_PREPARE_ONLY). initdb and the first migrations grow PGlite's WASM memory by about
 * 400 MB, which the engine never gives back; the server then opens a ready folder and stays small.
 */
async function prepareNewDatabase(env: Env): Promise<void> {
  if (env.DATABASE_URL || existsSync(join(resolve(env.DATA_DIR), 'db', 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, LOCI_PREPARE_ONLY: '1' },
    stdio: 'inherit',
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error('Creating the database failed (see above).');
}

/** Starts Loci: one process serving the web app and the API; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const started = performance.now();
  limitHeapGrowth();
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  if (env.LOCI_PREPARE_ONLY) {
    // Building the app migrates the database; nothing is served.
    const adapters = await createAdapters(env, logger);
    await (await buildApp({ env, adapters, logger })).close();
    await adapters.database.close();
    logger.info({ dataDir: adapters.dataDir }, 'created and migrated a new database');
    process.exit(0);
  }
  await prepareNewDatabase(env);
  const adapters = await createAdapters(env, logger);
  const app = await buildApp({ env, adapters, logger, startWorkers: true });
  let closing = false;
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(
    { ms: Math.round(performance.now() - started), engine: adapters.database.engine, dataDir: adapters.dataDir },
    `Loci is ready on http://localhost:${env.PORT}`,
  );

  // Files a crash left without a row (between a delete's commit and its file removal); then start-up's
  // garbage is given back at once rather than 20–25 s later (an idle server stays small).
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  let quiet: { stop(): void } | undefined;
  void sweepOnStart(app.services.assets, logger)
    .then(() => (closing ? false : releaseMemory()))
    .then((released) => {
      if (released) logger.debug({ rssMb: mb(process.memoryUsage.rss()) }, 'released start-up memory');
      // And after each burst (requests, a generation run), once the process is quiet again.
      if (!closing)
        quiet = releaseWhenQuiet({
          onRelease: (before, after) => logger.debug({ rssMb: [mb(before), mb(after)] }, 'released memory after a burst'),
        });
    })
    .catch((err: unknown) => logger.warn({ err }, 'releasing start-up memory failed'));

  // The gazetteer (≈85 MB) loads on the first place search or generation, not at start-up: an idle server stays small.

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    quiet?.stop();
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close(); // finishes in-flight requests; the worker hands its running slots back
      await adapters.database.close();
      adapters.storage.close?.(); // the S3 client's sockets
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
