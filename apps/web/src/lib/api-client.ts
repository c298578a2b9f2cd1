import { clearAuthToken, getAuthToken } from './auth-token';

/** A failed request to the product backend (spec §8: message is the body's `error` or "HTTP {status}"). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(options: { status: number; message: string; code?: string }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
  }
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** Lets the app route 401s through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function pickString(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Calls the product backend: adds the bearer token when present, sends same-origin
 * cookies, parses JSON and throws `ApiError` on a non-2xx answer. A 401 clears the
 * token and sends the user to /login.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const isJsonBody = typeof init.body === 'string' && !headers.has('Content-Type');
  if (isJsonBody) headers.set('Content-Type', 'application/json');

  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  const body = await readBody(response);

  if (!response.ok) {
    if (response.status === 401) {
      clearAuthToken();
      onUnauthorized();
    }
    throw new ApiError({
      status: response.status,
      code: pickString(body, 'code'),
      message: pickString(body, 'error') ?? `HTTP ${response.status}`,
    });
  }
  return body as T;
}

/**
 * What to tell the user about a failed request: the server's own message when it refused the
 * request for a reason it explained (a 4xx with `{ code, error }`, e.g. "The website address is
 * not valid."), otherwise `fallback` (no answer at all, a server fault, or a body without a message).
 */
export function userMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const explained = error.status >= 400 && error.status < 500 && error.status !== 401 && error.code !== undefined;
  return explained ? error.message : fallback;
}
