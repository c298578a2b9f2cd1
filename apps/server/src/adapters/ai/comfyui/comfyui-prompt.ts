import { ProviderError } from '../provider-error.js';
import { type ComfyJob, json, PROVIDER } from './comfyui-http.js';
import type { ComfyWorkflow } from './workflow.js';

/** Queues a filled workflow (`POST /prompt`); answers its prompt id. */
export async function submitPrompt(job: ComfyJob, workflow: ComfyWorkflow): Promise<string> {
  const { status, body } = await json<{ prompt_id?: string }>(job, '/prompt', { prompt: workflow, client_id: job.clientId });
  if (status >= 400 || !body?.prompt_id) {
    throw new ProviderError('rejected', PROVIDER, `comfyui: the workflow was refused: ${refusalMessage(body)}`);
  }
  return body.prompt_id;
}

/** Reads ComfyUI's answer to a refused /prompt: `{ error: {message, details}, node_errors: {id: {class_type, errors: [...]}} }`. */
function refusalMessage(body: unknown): string {
  const b = (body ?? {}) as {
    error?: string | { message?: string; details?: string };
    node_errors?: Record<string, { class_type?: string; errors?: { message?: string; details?: string }[] }>;
  };
  const top = typeof b.error === 'string' ? b.error : [b.error?.message, b.error?.details].filter(Boolean).join(': ');
  const nodes = Object.entries(b.node_errors ?? {}).map(([id, n]) => {
    const first = n.errors?.[0];
    return `node ${id} (${n.class_type ?? '?'}): ${[first?.message, first?.details].filter(Boolean).join(' – ')}`;
  });
  return [top || 'the workflow is invalid', ...nodes].join('; ');
}
