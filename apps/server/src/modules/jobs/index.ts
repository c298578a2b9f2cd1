/** One durable job runner for background work: queue, lease, heartbeat, reclaim, retry, dedupe, schedule, cancel. */
export { createJobRunner, type JobContext, type JobHandler, type JobRunner } from './job-runner.js';
export { JOBS_CHANNEL } from './jobs.repository.js';
