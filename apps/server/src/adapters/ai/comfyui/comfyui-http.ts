import { ProviderError, toProviderError } from '../provider-error.js';

export const PROVIDER = 'comfyui';

/** Where ComfyUI answers, and the signal that ends the request (the job's, or a short one of its own). */
export interface ComfyLink {
  base: string;
  signal: AbortSignal;
}

/** One `generate`: the client's settings, its deadline, and the prompt ComfyUI holds for it. */
export interface ComfyJob extends ComfyLink {
  clientId: string;
  /** Between two `/history` polls. */
  pollMs: number;
  /** How long an unreachable ComfyUI may stay down mid-job. */
  downGraceMs: number;
  /** Set once queued, cleared once the image is downloaded: what an abort takes off ComfyUI. */
  promptId?: string;
}

/** A request to ComfyUI; a 5xx or 429 answer is thrown as a provider error. */
export async function call(link: ComfyLink, path: string, init: RequestInit): Promise<Response> {
  const res = await fetch(`${link.base}${path}`, { ...init, signal: link.signal });
  if (res.status >= 500 || res.status === 429) {
    await res.body?.cancel();
    throw new ProviderError(res.status === 429 ? 'quota' : 'network', PROVIDER, `comfyui: ${path.split('?')[0]} answered ${res.status}`);
  }
  return res;
}

/** GET (no body) or POST (a JSON body) and the parsed JSON answer. */
export async function json<T>(link: ComfyLink, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await call(link, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ProviderError('rejected', PROVIDER, `comfyui: ${path.split('?')[0]} did not answer JSON (is COMFYUI_URL a ComfyUI server?)`);
  }
  return { status: res.status, body: parsed as T };
}

export function isConnectionError(err: unknown): boolean {
  if (err instanceof ProviderError) return err.kind === 'network';
  return toProviderError(err, PROVIDER).kind === 'network';
}
