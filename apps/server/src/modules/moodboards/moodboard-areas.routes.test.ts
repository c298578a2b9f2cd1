import { LISTED_PROGRAMMATIC_AREAS } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
withTwoUserApp((shared) => ({ t, ada } = shared));

type Fields = Record<string, string | string[]>;
const post = (url: string, fields: Fields) => t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });
const moodboardsOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers })).json().data.moodboards;

async function metadata(projectId: string, topic: string, area: string) {
  const res = await post('/generate_moodboard_metadata/', {
    moodboardPrompt: topic,
    programmaticArea: area,
    optionalPrompt: '',
    selectedInsight: 'social',
    contextText: 'Lisbon grew along the Tagus.',
    selectedImage: `data:image/png;base64,${(await buildPng(3)).toString('base64')}`,
    project_id: projectId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { labels: string[]; prompts: string[]; programmaticArea: string; moodboard_id: string };
}

describe('the programmatic area reaches the moodboard', () => {
  it('a listed area (Washbasin Bar) is stored, shown, and decides the tiles: basin, taps, counter', async () => {
    expect(LISTED_PROGRAMMATIC_AREAS).toContain('Washbasin Bar');
    const id = await buildProject(t.app, ada);
    const meta = await metadata(id, 'Azulejo tiles', 'Washbasin Bar');
    expect(meta.programmaticArea).toBe('Washbasin Bar');
    expect(meta.labels).toEqual(expect.arrayContaining(['Washbasin', 'Taps', 'Counter Top in Azulejo']));
    expect(meta.labels).not.toContain('Seating');
    for (const prompt of meta.prompts.slice(1)) expect(prompt).toMatch(/washbasin bar after “Azulejo tiles”/);
    const [board] = await moodboardsOf(id);
    expect(board.programmaticArea).toBe('Washbasin Bar');
  });

  it('an area typed after Other… is kept as typed and read by its words', async () => {
    const id = await buildProject(t.app, ada);
    const meta = await metadata(id, 'Tagus riverbanks', 'Tea counter by the river');
    expect(meta.programmaticArea).toBe('Tea counter by the river');
    expect(meta.labels).toEqual(expect.arrayContaining(['Counter', 'River Light']));
    const [board] = await moodboardsOf(id);
    expect(board.programmaticArea).toBe('Tea counter by the river');
  });

  it('the creation call keeps a typed area too', async () => {
    const id = await buildProject(t.app, ada);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/moodboards`,
      headers: ada.headers,
      payload: {
        title: 'Reading room',
        images: [''],
        prompts: ['Interior view: Shelves'],
        labels: ['Shelves'],
        programmaticArea: 'Reading nook',
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [board] = await moodboardsOf(id);
    expect(board.programmaticArea).toBe('Reading nook');
  });
});
