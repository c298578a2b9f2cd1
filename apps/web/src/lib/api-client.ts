import { clearAuthToken, getAuthToken } from './auth-token';
import { currentRequestLanguage } from './i18n/locale';
import { liveStreamOf } from './live-stream';

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

type ConflictHandler = (projectId: string) => void;

let onConflict: ConflictHandler = () => undefined;

/** Lets the app refetch a project another person changed (a 409 on a change to it). */
export function setConflictHandler(handler: ConflictHandler): void {
  onConflict = handler;
}

/**
 * The version of each project as this screen last read it (`GET /api/projects/:id/`) or last
 * changed it. Saving the project (`PUT /api/projects/:id/`) sends it as `If-Match`, so the server
 * refuses a save based on what someone else has since replaced ("This project changed since you opened it").
 */
const projectVersions = new Map<string, string>();
const PROJECT_PATH = /^\/api\/projects\/([0-9a-f-]{36})\/(.*)$/i;

/** The project's version as this screen last read or changed it (a restore sends it as `If-Match`). */
export function knownProjectVersion(projectId: string): string | undefined {
  return projectVersions.get(projectId);
}

/** Forgets every project version (sign-out, tests). */
export function forgetProjectVersions(): void {
  projectVersions.clear();
}

function trackVersion(path: string, method: string, response: Response): void {
  const match = PROJECT_PATH.exec(path.split('?')[0]);
  if (!match) return;
  const [, projectId, rest] = match;
  const version = response.headers.get('x-project-version');
  if (response.status === 409) {
    projectVersions.delete(projectId);
    onConflict(projectId);
    return;
  }
  // Only the project read itself says what the screen shows; other reads of its parts do not.
  if (version && response.ok && (method !== 'GET' || rest === '')) projectVersions.set(projectId, version);
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
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentRequestLanguage());
  const isJsonBody = typeof init.body === 'string' && !headers.has('Content-Type');
  if (isJsonBody) headers.set('Content-Type', 'application/json');
  const method = (init.method ?? 'GET').toUpperCase();
  const target = PROJECT_PATH.exec(path);
  const known = target ? projectVersions.get(target[1]) : undefined;
  // Saving the project's instructions says which version it was based on. (Board actions run side
  // by side on one screen and are not sent with a version, so they never refuse each other.)
  if (known && method === 'PUT' && target?.[2] === '' && !headers.has('If-Match')) headers.set('If-Match', `"${known}"`);
  // A change this screen makes is not sent back to it by its live stream (it refetches by itself).
  const stream = target && method !== 'GET' ? liveStreamOf(target[1]) : undefined;
  if (stream) headers.set('X-Loci-Stream', stream);

  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  trackVersion(path, method, response);
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
