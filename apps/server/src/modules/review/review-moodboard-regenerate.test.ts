import type { ProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const json = (user: TestUser, payload: unknown) => ({
  headers: { ...user.headers, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const post = (url: string, fields: Record<string, string | string[]>) =>
  t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });

/** A project with one moodboard: its chosen reference (image 0) and generated images. */
async function moodboardProject(): Promise<{ projectId: string; moodboardId: string }> {
  const projectId = await buildProject(t.app, ada);
  const meta = (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: 'Tidal Salt',
      programmaticArea: 'Lounge',
      optionalPrompt: 'A calm lounge facing the river light.',
      selectedInsight: 'historical',
      contextText: 'Lisbon grew along the Tagus.',
      selectedImage: `data:image/png;base64,${(await buildPng(7)).toString('base64')}`,
      project_id: projectId,
      selectedImagesPrompts: ['Blue azulejo facade'],
    })
  ).json();
  for (let i = 0; i < meta.prompts.length; i++) {
    const made = await post('/generate_single_moodboard_image/', {
      project_id: projectId,
      image_index: String(i),
      prompt: meta.prompts[i],
      moodboard_id: meta.moodboard_id,
    });
    expect(made.statusCode).toBe(200);
  }
  return { projectId, moodboardId: meta.moodboard_id };
}

async function moodboardOf(projectId: string) {
  const data: ProjectData = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json().data;
  return data.moodboards[0];
}

describe('regenerating rejected moodboard images', () => {
  it('remakes a rejected moodboard image with the comment as guidance; approved ones stay locked', async () => {
    const { projectId, moodboardId } = await moodboardProject();
    const link = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(ada, {}) });
    const { token } = link.json();
    const page = `moodboard:${moodboardId}`;
    const verdict = (imageIndex: number, body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/review/${token}/feedback`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pageId: page, imageIndex, name: 'Clara', ...body }),
      });
    expect((await verdict(1, { verdict: 'reject', comment: 'warmer, less blue' })).statusCode).toBe(201);
    expect((await verdict(2, { verdict: 'approve' })).statusCode).toBe(201);
    const before = await moodboardOf(projectId);
    const regen = (items: unknown[], user = ada) =>
      t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/feedback/regenerate`, ...json(user, { items }) });

    expect((await regen([{ pageId: page, imageIndex: 2, guidance: 'x' }])).statusCode).toBe(409);
    // The chosen reference was not generated: nothing to regenerate.
    expect((await regen([{ pageId: page, imageIndex: 0, guidance: 'x' }])).statusCode).toBe(400);
    expect((await regen([{ pageId: page, imageIndex: 1 }], bo)).statusCode).toBe(404);
    expect((await regen([{ pageId: 'moodboard:00000000-0000-4000-8000-000000000000', imageIndex: 1 }])).statusCode).toBe(404);

    const ok = await regen([{ pageId: page, imageIndex: 1, guidance: 'warmer, less blue' }]);
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toEqual({ queued: 1, round: 2 });
    const after = await moodboardOf(projectId);
    // Merged into the image's shot: warmer light, no blue in its palette; the subject stays.
    expect(after.prompts[1]).toMatch(/Light: warm low evening light, evening\./);
    expect(after.prompts[1]).not.toMatch(/Palette: [^.]*blue/);
    expect(after.prompts[1].split(' in ')[0]).toBe(before.prompts[1].split(' in ')[0]);
    expect(after.images[1]).not.toBe(before.images[1]);
    expect(after.images[2]).toBe(before.images[2]);
    expect(after.images[0]).toBe(before.images[0]);
    expect((await regen([{ pageId: page, imageIndex: 1, guidance: 'stone floor' }])).statusCode).toBe(202);
    const again = await moodboardOf(projectId);
    // Asked again, the new guidance is merged into that shot: a stone floor is the subject now.
    expect(again.prompts[1]).toMatch(/^Floor in perspective: Stone floor/);
    expect(again.prompts[1]).not.toContain('guidance');
  });
});
