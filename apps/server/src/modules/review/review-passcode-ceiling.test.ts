import { REVIEW_PASSCODE_TOO_SHORT } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

const LOCKED = 'This review link is locked: ask the designer for a new passcode.';
const PASSCODE = 'harbour-lights';
const CEILING = 6;

// Two apps on one database: two server processes behind one address.
let first: TestApp;
let second: TestApp;
let ada: TestUser;
beforeAll(async () => {
  const env = { RATE_LIMIT_AUTH_IP_MAX: '1000', RATE_LIMIT_REVIEW_PASSCODE_LINK_MAX: String(CEILING) };
  first = await createTestApp(env);
  second = await createTestApp(env, { database: first.adapters.database });
  ada = await buildUser(first.app);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const createLink = (projectId: string, body: Record<string, unknown>) =>
  first.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/review-links`,
    headers: { ...ada.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const unlock = (t: TestApp, token: string, passcode: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/review/${token}/unlock`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ passcode }),
  });

describe('review link passcodes', () => {
  it('need at least 6 characters, and the answer says so', async () => {
    const projectId = await buildProject(first.app, ada);
    const short = await createLink(projectId, { passcode: 'abc12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain(REVIEW_PASSCODE_TOO_SHORT);
    expect(REVIEW_PASSCODE_TOO_SHORT).toBe('A passcode needs at least 6 characters.');
    expect((await createLink(projectId, { passcode: 'abc123' })).statusCode).toBe(201);
  });

  it('lock the link after a ceiling of wrong tries from many addresses and processes, and tell the designer once', async () => {
    const projectId = await buildProject(first.app, ada);
    const created = await createLink(projectId, { passcode: PASSCODE, label: 'Client' });
    const { token } = created.json() as { token: string };
    const mailsBefore = first.mails.length + second.mails.length;
    // One wrong try from each of CEILING addresses, alternating between the two processes: each is a plain wrong passcode.
    for (let i = 0; i < CEILING; i++) {
      const res = await unlock(i % 2 ? second : first, token, `guess-${i}-000`, `127.0.0.${10 + i}`);
      expect(res.statusCode, `try ${i}`).toBe(403);
      expect(res.json().error).toBe('That passcode is not right.');
    }
    // Over the ceiling the link answers "locked" to everyone, the right passcode included, from a fresh address.
    for (const t of [first, second]) {
      const locked = await unlock(t, token, PASSCODE, '127.0.0.99');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error).toBe(LOCKED);
    }
    const mails = [...first.mails, ...second.mails].slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ada.email });
    expect(mails[0].text).toContain('new passcode');
    expect(`${mails[0].subject}\n${mails[0].text}`).not.toContain(PASSCODE);
  });

  it('do not count right tries against the ceiling, and each link has its own', async () => {
    const projectId = await buildProject(first.app, ada);
    const a = (await createLink(projectId, { passcode: PASSCODE })).json().token as string;
    const b = (await createLink(projectId, { passcode: PASSCODE })).json().token as string;
    for (let i = 0; i < CEILING * 2; i++) expect((await unlock(first, a, PASSCODE, `127.0.1.${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < CEILING - 1; i++) expect((await unlock(first, a, `nope-${i}-0000`, `127.0.2.${i + 1}`)).statusCode).toBe(403);
    expect((await unlock(first, a, PASSCODE, '127.0.3.1')).statusCode).toBe(200);
    expect((await unlock(first, b, PASSCODE, '127.0.3.2')).statusCode).toBe(200);
  });
});
