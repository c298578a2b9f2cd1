import { ProviderError } from '../provider-error.js';
import { type ComfyJob, type ComfyLink, isConnectionError, json, PROVIDER } from './comfyui-http.js';

/** Every this many polls, and after any failed poll, the queue is read to notice a job lost in a restart. */
const QUEUE_CHECK_EVERY = 8;

export type HistoryEntry = {
  outputs?: Record<string, { images?: { filename: string; subfolder?: string; type?: string }[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: [string, Record<string, unknown>][] };
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function readHistory(link: ComfyLink, promptId: string): Promise<HistoryEntry | undefined> {
  const { body } = await json<Record<string, HistoryEntry>>(link, `/history/${encodeURIComponent(promptId)}`);
  return body?.[promptId];
}

/** Whether ComfyUI still holds the job (running or waiting), from `GET /queue`. */
export async function queued(link: ComfyLink, promptId: string): Promise<{ running: boolean; pending: boolean }> {
  const { body } = await json<{ queue_running?: unknown[][]; queue_pending?: unknown[][] }>(link, '/queue');
  const has = (items: unknown[][] | undefined) => (items ?? []).some((item) => Array.isArray(item) && item[1] === promptId);
  return { running: has(body?.queue_running), pending: has(body?.queue_pending) };
}

/** Polls `GET /history/{id}` for the finished entry; undefined when the job is gone (a restart lost it). */
export async function waitForJob(job: ComfyJob, promptId: string): Promise<HistoryEntry | undefined> {
  const { signal } = job;
  let polls = 0;
  let downSince: number | undefined;
  let checkQueue = false;
  for (;;) {
    await sleep(polls === 0 ? Math.min(job.pollMs, 100) : job.pollMs, signal);
    polls++;
    try {
      const entry = await readHistory(job, promptId);
      downSince = undefined;
      if (entry && (entry.status?.completed || entry.status?.status_str === 'error' || entry.status === undefined)) return entry;
      if (entry) continue; // written but not complete yet (some versions write early)
      if (checkQueue || polls % QUEUE_CHECK_EVERY === 0) {
        checkQueue = false;
        const where = await queued(job, promptId);
        // Finished between the two reads, or lost: read the history once more to tell.
        if (!where.running && !where.pending) return (await readHistory(job, promptId)) || undefined;
      }
    } catch (err) {
      if (signal.aborted || !isConnectionError(err)) throw err;
      downSince ??= Date.now();
      if (Date.now() - downSince > job.downGraceMs) {
        throw new ProviderError('network', PROVIDER, 'comfyui: the ComfyUI server stopped answering during the job', { cause: err });
      }
      checkQueue = true; // once it answers again, make sure the job survived
    }
  }
}

/** Why a finished job failed, from the history entry's status messages. */
export function failureOf(entry: HistoryEntry): ProviderError | undefined {
  const status = entry.status;
  if (!status) return undefined;
  const messages = status.messages ?? [];
  const error = messages.find(([event]) => event === 'execution_error')?.[1];
  if (error) {
    const type = String(error.exception_type ?? '');
    const what = String(error.exception_message ?? 'unknown error').trim();
    const node = `node ${String(error.node_id ?? '?')} (${String(error.node_type ?? '?')})`;
    if (/OutOfMemory/i.test(type) || /out of memory/i.test(what)) {
      return new ProviderError('rejected', PROVIDER, `comfyui: the GPU ran out of memory at ${node}; try a smaller image or free the GPU`);
    }
    return new ProviderError('rejected', PROVIDER, `comfyui: the workflow failed at ${node}: ${what}`);
  }
  if (messages.some(([event]) => event === 'execution_interrupted')) {
    return new ProviderError('rejected', PROVIDER, 'comfyui: the job was interrupted on the ComfyUI server');
  }
  if (status.status_str === 'error') return new ProviderError('rejected', PROVIDER, 'comfyui: the workflow failed');
  return undefined;
}
