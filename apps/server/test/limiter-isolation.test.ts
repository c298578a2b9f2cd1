import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signExportTicket } from '../src/modules/mcp/export-links.js';
import { buildPng, buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';
import { openSse, type SseClient } from './sse-client.js';

/**
 * Issue #43 item 2: every limiter's key names exactly whom it limits (user, token, link, address,
 * workspace), nothing broader. Two unrelated accounts (own person, token, studio, project, review
 * link, export link and client address) each make the request a limiter counts; the counters one
 * moves and the counters the other moves never overlap, and each moves at least one.
 *
 * A ratchet: every source file that counts against a limiter (a rate-limit store `.hit(`, the live
 * stream cap) must be named by an entry below, and every named file must still count.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));

interface Account {
  user: TestUser;
  /** A personal access token (read, export) over the personal workspace and the studio. */
  token: { secret: string; id: string };
  studio: string;
  project: string;
  /** A review link of the project, with a passcode. */
  reviewToken: string;
  /** An export link's ticket for the project. */
  ticket: string;
  /** The client address its requests come from. */
  ip: string;
}

type Counters = Map<string, number>;

interface Limiter {
  name: string;
  /** Whom its key names. */
  limits: string;
  /** The source files (under src/) where it counts. */
  sources: string[];
  /** One request the limiter counts, made by `a`. */
  hit(a: Account): Promise<void>;
  /** Its counters (default: the rate-limit table). */
  counters?: () => Promise<Counters>;
}

let t: TestApp;
let base: string;
const streams: SseClient[] = [];
const accounts: Account[] = [];

const json = { 'content-type': 'application/json' };

async function rateLimitRows(): Promise<Counters> {
  const rows = await t.adapters.database.db.selectFrom('rate_limit').select(['key', 'count']).execute();
  return new Map(rows.map((r) => [r.key, r.count]));
}

async function presenceRows(): Promise<Counters> {
  const rows = await t.adapters.database.db
    .selectFrom('project_presence' as never)
    .select((eb) => ['user_id' as never, eb.fn.countAll<string>().as('n')])
    .groupBy('user_id' as never)
    .execute();
  return new Map((rows as unknown as { user_id: string; n: string }[]).map((r) => [`streams:${r.user_id}`, Number(r.n)]));
}

const LIMITERS: Limiter[] = [
  {
    name: 'failed sign-ins',
    limits: 'address; email and address; email',
    sources: ['modules/auth/auth-limits.ts'],
    async hit(a) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: a.ip,
        headers: json,
        payload: JSON.stringify({ email: a.user.email, password: 'not-the-password-1' }),
      });
      expect(res.statusCode).toBe(401);
    },
  },
  {
    name: 'account mails (password reset)',
    limits: 'address; email',
    sources: ['modules/auth/auth-limits.ts'],
    async hit(a) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: a.ip,
        headers: json,
        payload: JSON.stringify({ email: a.user.email, redirectTo: '/reset-password' }),
      });
      expect(res.statusCode).toBeLessThan(500);
    },
  },
  {
    name: 'personal access token per minute (and MCP, which counts as the token)',
    limits: 'token',
    sources: ['modules/tokens/tokens.service.ts'],
    async hit(a) {
      const res = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: { authorization: `Bearer ${a.token.secret}` } });
      expect(res.statusCode).toBe(200);
    },
  },
  {
    name: 'Content Credentials checks',
    limits: 'user',
    sources: ['modules/credentials/credentials.routes.ts'],
    async hit(a) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await buildPng(7))], { type: 'image/png' }), 'a.png');
      const res = await t.app.inject({ method: 'POST', url: '/api/credentials/verify', headers: a.user.headers, body: form });
      expect(res.statusCode).toBe(200);
    },
  },
  {
    name: 'studio invitations',
    limits: 'user; workspace',
    sources: ['modules/workspaces/workspace-invites.routes.ts'],
    async hit(a) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/workspaces/${a.studio}/invites`,
        headers: { ...a.user.headers, ...json },
        payload: JSON.stringify({ email: `guest-${a.ip}@example.test`, role: 'viewer' }),
      });
      expect(res.statusCode).toBe(201);
    },
  },
  {
    name: 'review link opening and passcode tries',
    limits: 'address; link and address; link',
    sources: ['modules/review/review-access.ts', 'modules/review/passcode-ceiling.ts'],
    async hit(a) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/review/${a.reviewToken}/unlock`,
        remoteAddress: a.ip,
        headers: json,
        payload: JSON.stringify({ passcode: 'wrong-passcode' }),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  },
  {
    name: 'comments written',
    limits: 'user',
    sources: ['modules/comments/comments-rules.ts'],
    async hit(a) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${a.project}/comments`,
        headers: { ...a.user.headers, ...json },
        payload: JSON.stringify({ pageId: 'historical-context', body: 'Warmer light here?' }),
      });
      expect(res.statusCode, res.body).toBe(201);
    },
  },
  {
    name: 'export link downloads',
    limits: 'link',
    sources: ['modules/mcp/export-download.routes.ts'],
    async hit(a) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exports?ticket=${a.ticket}`, remoteAddress: a.ip });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'live streams per person',
    limits: 'user',
    sources: ['modules/live/live.repository.ts', 'modules/live/live-hub-streams.ts'],
    counters: presenceRows,
    async hit(a) {
      const sse = await openSse(`${base}/api/projects/${a.project}/events`, a.user.headers);
      streams.push(sse);
      expect(sse.status).toBe(200);
      await sse.waitFor((f) => f.event === 'hello');
    },
  },
];

async function makeAccount(ip: string): Promise<Account> {
  const user = await buildUser(t.app);
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: user.headers });
  const personal: string = list.json().workspaces[0].id;
  const ws = await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: user.headers, payload: { name: `Studio ${ip}` } });
  const studio: string = ws.json().workspace.id;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: user.headers,
    payload: { name: 'Agent', expires_in_days: 7, scopes: ['read', 'export'], workspace_ids: [personal, studio] },
  });
  expect(made.statusCode, made.body).toBe(201);
  const project = await buildProject(t.app, user, { workspace_id: studio });
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project}/review-links`,
    headers: { ...user.headers, ...json },
    payload: JSON.stringify({ passcode: 'harbour-light-7' }),
  });
  expect(link.statusCode, link.body).toBe(201);
  const ticket = signExportTicket(t.adapters.authSecret, {
    tokenId: made.json().personal_token.id,
    projectId: project,
    format: 'pdf',
    expiresAt: Date.now() + 10 * 60_000,
  });
  return {
    user,
    token: { secret: made.json().token, id: made.json().personal_token.id },
    studio,
    project,
    reviewToken: link.json().token,
    ticket,
    ip,
  };
}

/** The counters a request moved: keys that are new or whose count changed. */
async function moved(limiter: Limiter, run: () => Promise<void>): Promise<string[]> {
  const read = limiter.counters ?? rateLimitRows;
  const before = await read();
  await run();
  const after = await read();
  return [...after].filter(([key, count]) => before.get(key) !== count).map(([key]) => key);
}

/** Source files (under src/, tests left out) that count against a limiter. */
function countingSources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return countingSources(path);
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) return [];
    const text = readFileSync(path, 'utf8');
    return /\.hit\(|takeStreamSlot\(/.test(text) ? [relative(SRC, path)] : [];
  });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', REQUIRE_EMAIL_VERIFICATION: 'false' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  accounts.push(await makeAccount('10.20.0.1'), await makeAccount('10.30.0.1'));
}, 240_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

describe('limiters, two unrelated accounts side by side', () => {
  it('every source that counts against a limiter is in the list, and every listed source still counts', () => {
    const listed = new Set(LIMITERS.flatMap((l) => l.sources));
    const found = countingSources();
    expect(
      found.filter((f) => !listed.has(f)),
      'a limiter to add to LIMITERS',
    ).toEqual([]);
    expect(
      [...listed].filter((f) => !found.includes(f)),
      'a listed source that no longer counts',
    ).toEqual([]);
  });

  it.each(LIMITERS.map((l) => [l.name, l] as const))(
    '%s: neither account moves the other’s counter',
    async (_name, limiter) => {
      const [a, b] = accounts as [Account, Account];
      const byA = await moved(limiter, () => limiter.hit(a));
      const byB = await moved(limiter, () => limiter.hit(b));
      expect(byA.length, `${limiter.name} counted nothing for the first account`).toBeGreaterThan(0);
      expect(byB.length, `${limiter.name} counted nothing for the second account`).toBeGreaterThan(0);
      expect(
        byA.filter((key) => byB.includes(key)),
        `${limiter.name} (per ${limiter.limits}) shares a counter`,
      ).toEqual([]);
    },
    120_000,
  );
});
