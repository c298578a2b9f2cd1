import { pino } from 'pino';
import { createAdapters } from './adapters/index.js';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { sweepOnStart } from './modules/assets/orphan-sweep.js';

/** Starts Loci: one process serving the web app and the API; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const adapters = await createAdapters(env, logger);
  const app = await buildApp({ env, adapters, logger, startWorkers: true });
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(
    { ms: Math.round(performance.now() - started), engine: adapters.database.engine, dataDir: adapters.dataDir },
    `Loci is ready on http://localhost:${env.PORT}`,
  );

  // Files a crash left without a row (between a delete's commit and its file removal).
  void sweepOnStart(app.services.assets, logger);

  // The gazetteer (≈85 MB) loads on the first place search or generation, not at start-up: an idle server stays small.

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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
