import { defineModule } from '../../app-module.js';
import { createJobRunner } from './job-runner.js';
import { jobsDb } from './jobs.tables.js';

/**
 * The durable job runner (issue #45): modules after it queue background work and name its handlers;
 * a process that runs workers claims and runs the jobs. Queued jobs wake every process's runner
 * through the database's NOTIFY at commit.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  needs: [],
  gives: ['jobs'],
  async register({ app, env, adapters, db }) {
    const jobs = createJobRunner({
      db: jobsDb(db),
      listen: (channel, notice) => adapters.database.listen(channel, notice),
      concurrency: env.JOB_CONCURRENCY,
      leaseMs: env.JOB_LEASE_MS,
      pollMs: env.JOB_POLL_MS,
      onError: (err, job) => app.log.error({ err, job }, 'background job error'),
    });
    return { jobs };
  },
  startWorkers(_ctx, { jobs }) {
    void jobs.start();
    return [{ stop: () => jobs.stop() }];
  },
});
