import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { PROJECT_CHANGED_MESSAGE, parseIfMatch, VERSION_HEADER } from './project-version.js';

let t: TestApp;
let ada: TestUser;
withTwoUserApp((shared) => ({ t, ada } = shared));

const rename = (id: string, name: string, basedOn?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${id}/`,
    headers: { ...ada.headers, ...(basedOn ? { 'if-match': basedOn } : {}) },
    body: buildForm({ projectName: name, projectLocation: 'Lisbon', brandName: 'Maré', website: 'https://mare.example' }),
  });

describe('two people editing one project', () => {
  it('answers with the version, moves it on with each change, and refuses a change based on an older one', async () => {
    const id = await buildProject(t.app, ada);
    const opened = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers });
    const version = opened.headers[VERSION_HEADER];
    expect(version).toBe('1');

    // The first person saves: accepted, version 2.
    const first = await rename(id, 'Harbour Hotel', `"${version}"`);
    expect(first.statusCode).toBe(200);
    expect(first.headers[VERSION_HEADER]).toBe('2');

    // The second person, still on version 1, saves: refused, nothing written.
    const second = await rename(id, 'Old Name', `"${version}"`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', error: PROJECT_CHANGED_MESSAGE });
    expect(second.json().error).toMatch(/^This project changed since you opened it/);
    const now = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers });
    expect(now.json().project.project_name).toBe('Harbour Hotel');
    expect(now.headers[VERSION_HEADER]).toBe('2');

    // Reloaded on the newer version, the change goes through; a client that sends no version is accepted as before.
    expect((await rename(id, 'Old Name', '"2"')).statusCode).toBe(200);
    const blind = await rename(id, 'Casa Azul');
    expect(blind.statusCode).toBe(200);
    expect(blind.headers[VERSION_HEADER]).toBe('4');
  });

  it('two changes based on the same version at once: exactly one wins', async () => {
    const id = await buildProject(t.app, ada);
    const answers = await Promise.all([rename(id, 'One', '"1"'), rename(id, 'Two', '"1"')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('reads If-Match in its usual spellings and refuses anything else', () => {
    expect(parseIfMatch('"7"')).toBe(7);
    expect(parseIfMatch('W/"7"')).toBe(7);
    expect(parseIfMatch('7')).toBe(7);
    expect(parseIfMatch('*')).toBeUndefined();
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(() => parseIfMatch('"seven"')).toThrow(/If-Match/);
  });
});
