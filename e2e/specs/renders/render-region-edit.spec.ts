import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { board, seedMoodboard, sidebar, signedInProject } from '../presentation/presentation-helpers';

/** A moodboard with its images and a render, made through the calls the app makes. */
async function seedRender(page: Page, projectId: string, origin: string): Promise<void> {
  const seed = { topic: 'Tidal Salt', description: 'A calm lounge facing the river light.', reference: 'Blue azulejo facade' };
  const { moodboardId, prompts, images } = await seedMoodboard(page, projectId, origin, seed);
  const render = await page.request.post('/generate_render/', {
    headers: { Origin: origin },
    multipart: {
      programmaticArea: 'Lounge',
      areaDescription: seed.description,
      images: JSON.stringify(images),
      prompts: JSON.stringify(prompts),
      project_id: projectId,
      moodboard_id: moodboardId,
      force_regenerate: 'false',
    },
  });
  expect(render.ok(), await render.text()).toBe(true);
}

test('Change one part: the floor of a render becomes terrazzo, the rest stays', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const projectId = await signedInProject(page, request, 'region-edit');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await seedRender(page, projectId, new URL(baseURL ?? '').origin);
  await page.goto(`/projects/${projectId}/presentation`);
  await sidebar(page)
    .getByRole('button', { name: /Tidal Salt/ })
    .first()
    .click();
  await board(page)
    .getByRole('button', { name: /^Show the render of / })
    .click();
  const popup = page.getByRole('dialog');
  const part = popup.getByRole('region', { name: 'Change one part' });
  // The segmenter's parts arrive as chips.
  const floor = part.getByRole('button', { name: 'Floor' });
  await expect(floor).toBeVisible({ timeout: 30_000 });
  await expect(part.getByRole('button', { name: 'Walls' })).toBeVisible();
  const change = part.getByRole('button', { name: 'Change' });
  await expect(change).toBeDisabled();

  // A brush stroke paints a part; Clear takes it away.
  const canvas = part.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 8 });
  await page.mouse.up();
  await expect(part.getByText(/^The part: \d+ % of the render\.$/)).toBeVisible();
  await part.getByRole('button', { name: 'Clear' }).click();
  await expect(part.getByText('Nothing chosen yet.')).toBeVisible();

  // The floor, tinted, and what it becomes.
  await floor.click();
  await expect(floor).toHaveAttribute('aria-pressed', 'true');
  await expect(part.getByText(/^The part: \d+ % of the render\.$/)).toBeVisible();
  await part.getByLabel('WHAT IT BECOMES').fill('terrazzo floor');
  await expect(change).toBeEnabled();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await part.scrollIntoViewIfNeeded();
    const sideways = await popup.evaluate(
      (dialog) =>
        [dialog, ...dialog.querySelectorAll('*')].filter(
          (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'hidden',
        ).length,
    );
    expect(sideways).toBe(0);
    await captureAt(page, 'render-region-edit');
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const renderImage = popup.getByRole('img', { name: /^Render of / });
  const before = (await renderImage.getAttribute('src')) ?? '';
  await change.click();
  await expect(renderImage).not.toHaveAttribute('src', before, { timeout: 60_000 });
  await expect(popup.getByRole('button', { name: 'Render 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByLabel('Render Prompt:')).toHaveValue(/Changed: the floor into terrazzo floor\.$/);
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  await captureAt(page, 'render-region-edit-done');
  // The render before and after, at full size, to look at as a designer would.
  const after = (await renderImage.getAttribute('src')) ?? '';
  for (const [name, src] of [
    ['before', before],
    ['after', after],
  ]) {
    const res = await page.request.get(src);
    expect(res.ok()).toBe(true);
    writeFileSync(`screenshots/render-region-edit-${name}.png`, await res.body());
  }
});
