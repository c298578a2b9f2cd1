import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setUnauthorizedHandler, userMessage } from './api-client';
import { TOKEN_STORAGE_KEY } from './auth-token';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the bearer token and same-origin credentials, and parses JSON', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { projects: [] }));

    const result = await apiFetch<{ projects: unknown[] }>('/api/projects/');

    expect(result).toEqual({ projects: [] });
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(init?.credentials).toBe('same-origin');
  });

  it('omits the Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/api/health/');
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it("throws ApiError with the body's error field and code", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 'NOT_FOUND', error: 'Project not found' }));
    await expect(apiFetch('/api/projects/x/')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Project not found',
    });
  });

  it('falls back to "HTTP {status}" when the body has no error', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('HTTP 502');
  });

  it('clears the token and calls the unauthorized handler on 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Unauthorized' }));

    await expect(apiFetch('/api/projects/')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('userMessage', () => {
  it("shows the server's reason for a refused request", () => {
    const refused = new ApiError({ status: 400, code: 'VALIDATION', message: 'The website address is not valid.' });
    expect(userMessage(refused, 'Check your connection.')).toBe('The website address is not valid.');
  });

  it('falls back when there is no explained reason', () => {
    expect(userMessage(new TypeError('Failed to fetch'), 'Check your connection.')).toBe('Check your connection.');
    expect(userMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal error' }), 'Try again.')).toBe('Try again.');
    expect(userMessage(new ApiError({ status: 404, message: 'HTTP 404' }), 'Try again.')).toBe('Try again.');
  });
});
