/** Why a provider call failed, mapped by the generation service to the spec's flags. */
export type ProviderErrorKind = 'timeout' | 'network' | 'rejected' | 'quota';

/**
 * A failure talking to an AI or photo provider. `timeout` → the response's `timeout` flag
 * (no retry); `network` → one retry after 500 ms; `rejected`/`quota` → the `fallback` flag.
 */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly provider: string;

  constructor(kind: ProviderErrorKind, provider: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
    this.kind = kind;
    this.provider = provider;
  }
}

const networkCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'UND_ERR_SOCKET', 'ETIMEDOUT']);

function errorChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  let cur: unknown = err;
  while (cur && chain.length < 8) {
    chain.push(cur);
    cur = typeof cur === 'object' && 'cause' in cur ? (cur as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function field(e: unknown, key: string): unknown {
  return typeof e === 'object' && e !== null ? (e as Record<string, unknown>)[key] : undefined;
}

/** Classifies one error in a cause chain, or returns undefined when it says nothing. */
function classifyOne(e: unknown): ProviderErrorKind | undefined {
  const name = field(e, 'name');
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  const code = field(e, 'code');
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return 'timeout';
  if (typeof code === 'string' && networkCodes.has(code)) return 'network';
  const status = field(e, 'statusCode') ?? field(e, 'status');
  if (status === 429) return 'quota';
  if (typeof status === 'number' && status >= 500) return 'network';
  if (typeof status === 'number' && status >= 400) return 'rejected';
  if (name === 'AI_RetryError') return undefined; // look at its cause / lastError
  const msg = e instanceof Error ? e.message : '';
  if (/fetch failed|socket hang up|network/i.test(msg)) return 'network';
  return undefined;
}

/**
 * Wraps anything thrown by a vendor SDK or fetch into a ProviderError. Aborts and timeouts
 * become `timeout`, connection failures and 5xx `network`, 429 `quota`, everything else `rejected`.
 */
export function toProviderError(err: unknown, provider: string): ProviderError {
  if (err instanceof ProviderError) return err;
  const chain = errorChain(err);
  const lastError = field(err, 'lastError');
  if (lastError) chain.push(...errorChain(lastError));
  const kind = chain.map(classifyOne).find((k) => k !== undefined) ?? 'rejected';
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderError(kind, provider, `${provider}: ${message}`, { cause: err });
}
