import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const create = (user: TestUser, projectId: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/review-links`,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('the language of a review link (issue #50)', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await buildProject(t.app, ada);
  });

  it('keeps the chosen language, lists it, and the client view opens in it', async () => {
    const res = await create(ada, projectId, { locale: 'ja' });
    expect(res.statusCode).toBe(201);
    const { token, link } = res.json();
    expect(link.locale).toBe('ja');
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/review-links`, headers: ada.headers });
    expect(list.json().links.find((l: { id: string }) => l.id === link.id).locale).toBe('ja');
    const view = await t.app.inject({ method: 'GET', url: `/api/review/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().locale).toBe('ja');
  });

  it('a link made without a language opens in English', async () => {
    const res = await create(ada, projectId, {});
    expect(res.statusCode).toBe(201);
    expect(res.json().link.locale).toBeNull();
    const view = await t.app.inject({ method: 'GET', url: `/api/review/${res.json().token}` });
    expect(view.json().locale).toBe('en');
  });

  it('refuses a language Loci does not speak with a clear 400, and stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/review-links`, headers: ada.headers })).json()
      .links.length;
    for (const locale of ['pt-BR', 'klingon', 7, '']) {
      const res = await create(ada, projectId, { locale });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please choose one of the languages offered.');
    }
    const after = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/review-links`, headers: ada.headers })).json().links
      .length;
    expect(after).toBe(before);
  });

  it("a stranger cannot make a link on someone else's project, whatever the language", async () => {
    const res = await create(bo, projectId, { locale: 'fr' });
    expect(res.statusCode).toBe(404);
  });
});
