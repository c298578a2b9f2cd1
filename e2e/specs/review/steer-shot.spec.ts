import { expect, type Page, test } from '@playwright/test';
import { createReviewLink, generateBoard } from '../../support/api';
import { openButtons, openGeneratedContext, signedInProject } from '../presentation/presentation-helpers';

const REASON = 'Reads European; we want a bamboo fence instead';

type ProjectJson = { data: { contexts: Record<string, { imagePrompts: string[]; images: string[] }> } };

async function slot(page: Page, projectId: string, index: number): Promise<{ prompt: string; image: string }> {
  const body = (await (await page.request.get(`/api/projects/${projectId}/`)).json()) as ProjectJson;
  const board = body.data.contexts.historical;
  return { prompt: board?.imagePrompts[index] ?? '', image: board?.images[index] ?? '' };
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a typed prompt is the shot the popup names; a client’s reason changes the subject of the regenerated image', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'steer');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await openGeneratedContext(page, projectId);

  // The designer types a prompt and regenerates: the popup says what it was drawn as.
  await openButtons(page).nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prompt').fill('Moss garden of a Kyoto sub-temple, thick moss, stepping stones, maple trees');
  await dialog.getByRole('button', { name: 'GENERATE' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Drawn as' })).toHaveText('Drawn as a garden study (moss garden).');
  expect((await slot(page, projectId, 1)).prompt).toMatch(/^Garden view: Moss garden of a Kyoto sub-temple /);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A client rejects image 3 with a reason; the designer regenerates it with the reason as guidance.
  const path = await createReviewLink(page.request, projectId);
  const token = path.split('/').pop() ?? '';
  const before = await slot(page, projectId, 2);
  const rejected = await page.request.post(`/api/review/${token}/feedback`, {
    data: { pageId: 'historical-context', imageIndex: 2, verdict: 'reject', comment: REASON, name: 'Clara' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(rejected.status(), await rejected.text()).toBeLessThan(300);
  await page.reload();
  const panel = page.getByRole('region', { name: 'Client feedback' });
  await panel.getByRole('button', { name: 'Regenerate rejected images' }).click();
  const regen = page.getByRole('dialog', { name: 'Regenerate rejected images' });
  await expect(regen.getByRole('textbox')).toHaveValue(REASON);
  await regen.getByRole('button', { name: 'Queue 1 image' }).click();
  await expect(regen).toBeHidden();

  // The reason is merged into the shot: a bamboo fence, drawn as one, not the old subject with a new seed.
  await expect.poll(async () => (await slot(page, projectId, 2)).prompt).toMatch(/^Detail close-up: Bamboo fence /);
  await expect.poll(async () => (await slot(page, projectId, 2)).image, { timeout: 60_000 }).not.toBe(before.image);
  expect(before.prompt).not.toMatch(/Bamboo fence/);
});
