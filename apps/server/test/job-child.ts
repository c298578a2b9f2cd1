/**
 * A process that runs one job runner on the test's database and holds every `crash-test` job it
 * claims for ever (job-runner-crash.test.ts kills it with SIGKILL mid-job). It says `started <id>`
 * on stdout when a job is in its handler.
 */
import { createPgliteDatabase } from '../src/adapters/db/pglite.js';
import { createPostgresDatabase } from '../src/adapters/db/postgres.js';
import { createJobRunner } from '../src/modules/jobs/job-runner.js';
import { jobsDb } from '../src/modules/jobs/jobs.tables.js';

const url = process.env.DATABASE_URL;
const database = url ? await createPostgresDatabase(url) : await createPgliteDatabase(process.env.JOB_DB_DIR);
const runner = createJobRunner({
  db: jobsDb(database.db),
  owner: `child pid ${process.pid}`,
  leaseMs: 1500,
  pollMs: 50,
  onError: (err) => process.stderr.write(`${String(err)}\n`),
});
runner.handle('crash-test', async (job) => {
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => undefined);
});
await runner.start();
