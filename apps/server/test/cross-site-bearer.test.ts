import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';
import { signInCookie } from './session-cookie.js';

let t: TestApp;
let user: TestUser;
let cookie: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await buildUser(t.app);
  projectId = await buildProject(t.app, user, { projectName: 'Before' });
  cookie = await signInCookie(t.app, user);
});
afterAll(async () => t?.close());

/** The multipart body the web client sends to rename a project. */
function renameForm(name: string): FormData {
  const form = new FormData();
  form.append('projectName', name);
  return form;
}

const projectName = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/metadata`, headers: user.headers })).json().project.project_name;

describe('a bearer header beside the session cookie', () => {
  it('never lets the cookie authenticate a cross-site write when the bearer token is not valid', async () => {
    for (const authorization of ['Bearer not-a-real-token', 'Bearer ', 'bearer x.y']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/`,
        headers: { cookie, authorization, origin: 'http://evil.example' },
        body: renameForm('Renamed by evil.example'),
      });
      expect(res.statusCode, `${authorization}: ${res.body}`).toBe(401);
    }
    expect(await projectName()).toBe('Before');
  });

  it('never lets the cookie stand in for a bad bearer token on reads either', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/metadata`,
      headers: { cookie, authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never ends the session of a cookie sent cross-site beside a bogus bearer (sign-out)', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, authorization: 'Bearer bogus', origin: 'http://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()?.user?.id).toBe(user.id);
  });

  it('authenticates by the bearer token alone when it is valid, whatever cookie comes with it', async () => {
    const other = await buildUser(t.app);
    const otherCookie = await signInCookie(t.app, other);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: otherCookie, ...user.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(user.id);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/`,
      headers: { cookie: otherCookie, ...user.headers, origin: 'http://evil.example' },
      body: renameForm('After'),
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(await projectName()).toBe('After');
  });
});

describe('the Vite dev origins', () => {
  const fromVite = (app: TestApp['app'], c: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/`,
      headers: { cookie: c, origin: 'http://localhost:5173' },
      body: renameForm('Vite'),
    });

  it('are not trusted outside development', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/`,
        headers: { cookie, origin },
        body: renameForm('Vite'),
      });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('are trusted in development', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' }, { database: t.adapters.database });
    try {
      const res = await fromVite(dev.app, cookie);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await dev.app.close();
    }
  });
});
