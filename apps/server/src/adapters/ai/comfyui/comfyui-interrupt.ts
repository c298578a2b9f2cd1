import { queued } from './comfyui-history.js';
import { json } from './comfyui-http.js';

/**
 * Takes an aborted job off ComfyUI: `POST /interrupt` when it runs, `POST /queue {delete}` when it
 * waits. Best effort, on its own short deadline: the caller's signal has already fired.
 */
export async function interruptJob(base: string, promptId: string): Promise<void> {
  const link = { base, signal: AbortSignal.timeout(3_000) };
  try {
    const where = await queued(link, promptId);
    if (where.running) await json(link, '/interrupt', { prompt_id: promptId });
    if (where.pending) await json(link, '/queue', { delete: [promptId] });
  } catch {
    // ComfyUI gone or slow: nothing more to do, the job dies with it or finishes unseen.
  }
}
