import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildProjectForm } from '../../test/builders.js';
import { generateBoard } from '../../test/drain-generation.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { DEFAULT_BODY_LIMIT, MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-body.js';

let t: TestApp;
let ada: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
  const projectId = await buildProject(t.app, ada);
  await generateBoard(t, ada, projectId); // a page to comment on (feedback names a page the project shows)
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/review-links`,
    headers: { ...ada.headers, 'content-type': 'application/json' },
    payload: '{}',
  });
  token = link.json().token;
});
afterAll(async () => t?.close());

/** `[`×n + `]`×n: cheap to send, dear to parse. */
const nested = (bytes: number) => `${'['.repeat(bytes / 2)}${']'.repeat(bytes / 2)}`;
const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

describe('JSON bodies', () => {
  it('are refused with 413 over the route limit (64 KB by default), on anonymous routes too', async () => {
    const anonymous = [
      `/api/review/${token}/feedback`,
      `/api/review/${token}/unlock`,
      `/api/review/${token}/submit`,
      '/api/auth/sign-in/email',
    ];
    for (const url of anonymous) {
      const res = await postJson(url, nested(DEFAULT_BODY_LIMIT + 2));
      expect(res.statusCode, url).toBe(413);
      expect(res.json().code, url).toBe('PAYLOAD_TOO_LARGE');
    }
    // Just under the limit, a body of ordinary depth is read as before.
    const padded = JSON.stringify({
      pageId: 'historical-context',
      imageIndex: null,
      comment: 'x'.repeat(100),
      name: 'Clara',
      pad: 'y'.repeat(60_000),
    });
    expect((await postJson(`/api/review/${token}/feedback`, padded)).statusCode).toBe(201);
  });

  it(`are refused with 400 when they nest deeper than ${MAX_JSON_DEPTH} levels, before they are parsed`, async () => {
    const res = await postJson(`/api/review/${token}/feedback`, nested(DEFAULT_BODY_LIMIT - 2));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TOO_DEEP_MESSAGE);
    const deepObject = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect((await postJson('/api/auth/sign-in/email', deepObject)).statusCode).toBe(400);
  });

  it('still refuse __proto__ keys, and count no brackets inside strings', async () => {
    expect((await postJson(`/api/review/${token}/feedback`, '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(1000), quoted: '\\"[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan('[[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[[]]', 2)).toBe(false);
  });

  it('are larger only where a route declares it, and such a route knows its caller before it reads the body', async () => {
    // A broken megabyte from a stranger: refused on its headers (401), never parsed (that would be a 400).
    const broken = `{${'x'.repeat(1024 * 1024)}`;
    const stranger = await postJson('/generate_context_metadata/', broken);
    expect(stranger.statusCode).toBe(401);
    // A signed-in caller may send a form of a megabyte as JSON (data URLs): read, then judged on its content.
    const big = JSON.stringify({ project_id: 'nope', note: 'z'.repeat(1024 * 1024) });
    const signedIn = await postJson('/generate_context_metadata/', big, ada.headers);
    expect(signedIn.statusCode).not.toBe(413);
    expect(signedIn.statusCode).toBeLessThan(500);
  });

  it('leave multipart uploads to their own limits', async () => {
    const noise = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: ada.headers,
      body: buildProjectForm({}, { logo: { bytes: noise, type: 'image/png', name: 'logo.png' } }),
    });
    expect(res.statusCode).toBe(201);
  });
});
