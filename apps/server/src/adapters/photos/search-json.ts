import type { z } from 'zod';
import { ProviderError, toProviderError } from '../ai/provider-error.js';

/** One photo search request: where, with which headers, and the answer's expected shape. */
export interface SearchRequest<T> {
  provider: string;
  url: URL | string;
  headers: Record<string, string>;
  schema: z.ZodType<T>;
  /** The provider's reading of a non-2xx answer (quota, rejected…). */
  httpError: (res: Response) => ProviderError;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * GETs a photo search API's JSON answer and checks its shape. A timeout (the source's own or the
 * caller's signal), a network failure, an HTTP error or an unexpected body becomes a ProviderError.
 */
export async function getSearchJson<T>(req: SearchRequest<T>): Promise<T> {
  const signals = [AbortSignal.timeout(req.timeoutMs ?? 15_000), ...(req.signal ? [req.signal] : [])];
  let body: unknown;
  try {
    const res = await (req.fetch ?? fetch)(req.url, {
      headers: { accept: 'application/json', ...req.headers },
      signal: AbortSignal.any(signals),
    });
    if (!res.ok) throw req.httpError(res);
    body = await res.json(); // a body cut off by the timeout must still read as a timeout
  } catch (err) {
    throw toProviderError(err, req.provider);
  }
  const parsed = req.schema.safeParse(body);
  if (!parsed.success) throw new ProviderError('rejected', req.provider, `${req.provider}: unexpected response shape`);
  return parsed.data;
}
