import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { buildProject } from '../builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../helpers.js';
import { AUTH_WRITE_PATHS, signInCookie } from '../session-cookie.js';
import { type BodySpec, type FormPart, type FuzzCase, OWNED_PROJECT } from './fuzz-cases.js';

// better-auth endpoints behind /api/auth/*; the fuzz picks one for the wildcard.
const AUTH_PATHS = [
  ...AUTH_WRITE_PATHS,
  'verify-email',
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'list-sessions',
  'ok',
  'no-such-endpoint',
];
// After one of these succeeds the fuzzing user must sign in again.
// revoke-other-sessions too: called with the cookie, it ends the bearer session the harness builds projects with.
const ENDS_SESSION = /sign-out|revoke-sessions|revoke-session|revoke-other-sessions|delete-user|change-password|change-email/;
const GARBAGE_PARAMS = ['..', '%00', 'x'.repeat(300), '00000000-0000-0000-0000-00000000000g', "1' or '1'='1", '%F0%9F%8F%9B', '-1'];
const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
const APP_ORIGIN = 'http://localhost:3000';

export interface FuzzOutcome {
  method: string;
  url: string;
  status: number;
}

/** The app under fuzz: a signed-in owner with a project, and the route table to pick from. */
export interface FuzzTarget {
  t: TestApp;
  routes: { method: string; url: string }[];
  send(c: FuzzCase): Promise<FuzzOutcome>;
  close(): Promise<void>;
}

/** Builds the app (limits raised so handlers are reached rather than rate-limited) and its fuzzing user. */
export async function createFuzzTarget(): Promise<FuzzTarget> {
  const t = await createTestApp({
    RATE_LIMIT_AUTH_IP_MAX: '1000000',
    RATE_LIMIT_SIGNIN_EMAIL_MAX: '1000000',
    GENERATION_DAILY_QUOTA: '1000000',
    RATE_LIMIT_TOKEN_PER_MINUTE: '1000000',
    RATE_LIMIT_COMMENTS_PER_10_MIN: '1000000',
  });
  let owner = await buildUser(t.app);
  let projectId = await buildProject(t.app, owner);
  let cookie = await signInCookie(t.app, owner);
  let token = await personalToken(t, owner);
  const routes = t.app.routeTable.slice();

  async function refresh(outcome: FuzzOutcome): Promise<void> {
    if (outcome.status >= 300) return;
    if (outcome.url.startsWith('/api/auth/') && ENDS_SESSION.test(outcome.url)) {
      owner = await buildUser(t.app);
      projectId = await buildProject(t.app, owner);
      cookie = await signInCookie(t.app, owner);
      token = await personalToken(t, owner);
    } else if (outcome.method === 'DELETE' && outcome.url === `/api/projects/${projectId}/`) {
      projectId = await buildProject(t.app, owner);
    }
  }

  return {
    t,
    routes,
    async send(c) {
      const route = routes[c.route % routes.length];
      const url = fillPath(route.url, c, projectId);
      const options = {
        method: route.method as 'POST',
        url,
        query: Object.fromEntries(c.query.map(([k, v]) => [k, v.replaceAll(OWNED_PROJECT, projectId)])),
        ...toBody(c.body, projectId),
      };
      options.headers = { ...options.headers, ...callerHeaders(c, owner, cookie, token) };
      // A request that never answers is a defect too: named here rather than left to hang the suite.
      const res = await answerWithin(t.app.inject(options), 60_000, `${route.method} ${url}`);
      const outcome = { method: route.method, url, status: res.statusCode };
      await refresh(outcome);
      return outcome;
    },
    close: () => t.close(),
  };
}

async function answerWithin<T>(pending: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

function fillPath(url: string, c: FuzzCase, projectId: string): string {
  const pick = (name: string) => {
    if (c.params === 'garbage') return GARBAGE_PARAMS[(c.route + name.length) % GARBAGE_PARAMS.length];
    if (c.params === 'random' || name !== 'id') return randomUUID();
    return projectId;
  };
  return url.replace(/:(\w+)/g, (_m, name: string) => pick(name)).replace(/\*$/, AUTH_PATHS[c.authPath % AUTH_PATHS.length]);
}

/** A personal access token of the owner with every scope, for their personal workspace. */
async function personalToken(t: TestApp, owner: TestUser): Promise<string> {
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: owner.headers });
  const workspaceIds = list.json().workspaces.map((w: { id: string }) => w.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: owner.headers,
    payload: {
      name: 'Fuzz',
      expires_in_days: null,
      scopes: ['read', 'write', 'generate', 'export', 'review'],
      workspace_ids: workspaceIds,
    },
  });
  if (res.statusCode !== 201) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

function callerHeaders(c: FuzzCase, owner: TestUser, cookie: string, token: string): Record<string, string> {
  if (c.caller === 'bearer') return owner.headers;
  if (c.caller === 'token') return { authorization: `Bearer ${token}` };
  if (c.caller === 'token-forged') return { authorization: `Bearer loci_pat_${'x'.repeat(43)}` };
  if (c.caller === 'cookie') return { cookie, origin: APP_ORIGIN };
  if (c.caller === 'cookie-cross-site') return { cookie, origin: 'http://evil.example' };
  return {};
}

function toBody(spec: BodySpec, projectId: string): Pick<InjectOptions, 'payload' | 'headers'> {
  const own = (s: string) => s.replaceAll(OWNED_PROJECT, projectId);
  switch (spec.kind) {
    case 'none':
      return { headers: spec.contentType ? { 'content-type': spec.contentType } : {} };
    case 'raw':
      return { headers: { 'content-type': spec.contentType }, payload: spec.payload };
    case 'json':
      return { headers: { 'content-type': 'application/json' }, payload: own(JSON.stringify(spec.value) ?? 'null') };
    case 'multipart':
      return multipart(spec, own);
  }
}

/** A multipart body written by hand, so it can be broken in the ways clients break them. */
function multipart(spec: Extract<BodySpec, { kind: 'multipart' }>, own: (s: string) => string): Pick<InjectOptions, 'payload' | 'headers'> {
  const chunks: Buffer[] = spec.parts.map((p) =>
    Buffer.concat([Buffer.from(partHead(p, own)), p.file ? p.file.bytes : Buffer.from(own(p.value)), Buffer.from('\r\n')]),
  );
  let payload = Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  let type = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (spec.mangle) {
    case 'no-boundary':
      type = 'multipart/form-data';
      break;
    case 'other-boundary':
      type = 'multipart/form-data; boundary=something-else';
      break;
    case 'empty-boundary':
      type = 'multipart/form-data; boundary=';
      break;
    case 'long-boundary':
      type = `multipart/form-data; boundary=${'b'.repeat(400)}`;
      break;
    case 'no-close':
      payload = Buffer.concat(chunks);
      break;
    case 'truncate':
      payload = payload.subarray(0, spec.cut % Math.max(1, payload.length));
      break;
    case 'garbage':
      payload = Buffer.from(`--${BOUNDARY}\r\n\u0000\u00ff garbage without headers`);
      break;
    case 'none':
      break;
  }
  return { headers: { 'content-type': type }, payload };
}

function partHead(p: FormPart, own: (s: string) => string): string {
  const disposition = p.file ? `form-data; name="${p.name}"; filename="${p.file.filename}"` : `form-data; name="${own(p.name)}"`;
  const type = p.file ? `\r\nContent-Type: ${p.file.contentType}` : '';
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`;
}

/** Counts per status code, lowest first. */
export function histogram(outcomes: FuzzOutcome[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const o of outcomes) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}
