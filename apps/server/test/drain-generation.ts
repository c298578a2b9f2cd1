import type { TestApp, TestUser } from './helpers.js';

/** Tests: runs a worker until the project's generation job has nothing left to do (bounded, not timed). */
export async function drainGeneration(t: TestApp, user: TestUser, projectId: string): Promise<void> {
  const worker = t.app.services.generation.startWorker({ concurrency: 3, pollMs: 20 });
  try {
    for (let i = 0; i < 1500; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/generation`, headers: user.headers });
      if (!res.json().running) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the generation job did not finish');
  } finally {
    await worker.stop();
  }
}
