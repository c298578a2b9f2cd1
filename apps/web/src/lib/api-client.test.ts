import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, forgetProjectVersions, setConflictHandler, setUnauthorizedHandler, userMessage } from './api-client';
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

describe('project versions (two people on one project)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const id = '0b0f6c1e-8f5e-4f7a-9a61-3c2d2b1a0e11';
  const versioned = (status: number, body: unknown, version?: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...(version ? { 'X-Project-Version': version } : {}) },
    });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    forgetProjectVersions();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setConflictHandler(() => undefined);
  });

  it('sends the version the screen read with a save, and the newer one after its own changes', async () => {
    fetchMock.mockResolvedValueOnce(versioned(200, { project: {} }, '3'));
    await apiFetch(`/api/projects/${id}/`);
    fetchMock.mockResolvedValueOnce(versioned(200, { ok: true }, '4'));
    await apiFetch(`/api/projects/${id}/`, { method: 'PUT', body: '{}' });
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('If-Match')).toBe('"3"');
    // A read of a part of the project does not change what the screen is based on.
    fetchMock.mockResolvedValueOnce(versioned(200, {}, '9'));
    await apiFetch(`/api/projects/${id}/generation`);
    fetchMock.mockResolvedValueOnce(versioned(200, {}, '5'));
    await apiFetch(`/api/projects/${id}/moodboards`, { method: 'POST', body: '{}' });
    expect(new Headers(fetchMock.mock.calls[3][1]?.headers).has('If-Match')).toBe(false);
    fetchMock.mockResolvedValueOnce(versioned(200, {}, '6'));
    await apiFetch(`/api/projects/${id}/`, { method: 'PUT', body: '{}' });
    expect(new Headers(fetchMock.mock.calls[4][1]?.headers).get('If-Match')).toBe('"5"');
  });

  it('on a conflict: throws the server message, forgets the version and asks for the newer state', async () => {
    const conflicts: string[] = [];
    setConflictHandler((projectId) => conflicts.push(projectId));
    fetchMock.mockResolvedValueOnce(versioned(200, { project: {} }, '3'));
    await apiFetch(`/api/projects/${id}/`);
    fetchMock.mockResolvedValueOnce(versioned(409, { code: 'CONFLICT', error: 'This project changed since you opened it.' }));
    const failed = apiFetch(`/api/projects/${id}/`, { method: 'PUT', body: '{}' });
    await expect(failed).rejects.toMatchObject({ status: 409, message: 'This project changed since you opened it.' });
    expect(conflicts).toEqual([id]);
    fetchMock.mockResolvedValueOnce(versioned(200, {}, '5'));
    await apiFetch(`/api/projects/${id}/`, { method: 'PUT', body: '{}' });
    expect(new Headers(fetchMock.mock.calls[2][1]?.headers).has('If-Match')).toBe(false);
  });
});
