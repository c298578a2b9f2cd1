import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { openYourSpace } from '../presentation/presentation-helpers';

// Screenshots for the closing note live outside the repository.
const SHOTS = process.env.SPACE_SHOTS ?? '/work/wt/space-shots';
const ROOM = readFileSync(join(import.meta.dirname, '../../../apps/server/test/fixtures/space/room-photo.jpg'));

test('your space: upload a reference on a moodboard, render at two strengths, see both in the history and on Canvas', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const { projectId, panel } = await openYourSpace(page, request, baseURL, 'your-space');
  await expect(panel.getByRole('button', { name: 'RENDER MY SPACE' })).toBeDisabled();

  // Upload the site photo with its author: shown with its credit.
  await panel.getByLabel('Photo, sketch or model view').setInputFiles({ name: 'site-survey.jpg', mimeType: 'image/jpeg', buffer: ROOM });
  await panel.getByLabel('Author or credit (optional)').fill('Studio Norte');
  await panel.getByRole('button', { name: 'UPLOAD' }).click();
  await expect(panel.getByRole('img', { name: 'Your space for Terracotta Lounge' })).toBeVisible();
  await expect(panel.getByText('By Studio Norte')).toBeVisible();

  // Strict, then loose: both queue and finish.
  const renders = panel.getByRole('region', { name: 'Renders from your space' });
  await panel.getByLabel('Render prompt').fill('Warm evening light, terracotta plaster and oak');
  await panel.getByRole('radio', { name: 'Strict' }).check();
  await panel.getByRole('button', { name: 'RENDER MY SPACE' }).click();
  await expect(renders.getByText('Done')).toHaveCount(1, { timeout: 90_000 });
  await panel.getByRole('radio', { name: 'Loose' }).check();
  await panel.getByRole('button', { name: 'RENDER MY SPACE' }).click();
  await expect(renders.getByText('Done')).toHaveCount(2, { timeout: 90_000 });
  await expect(renders.getByRole('img', { name: 'Render of your space, strict' })).toBeVisible();
  await expect(renders.getByRole('img', { name: 'Render of your space, loose' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await panel.screenshot({ path: `${SHOTS}/panel-1440.png` });
  await page.screenshot({ path: `${SHOTS}/moodboard-page-1440.png`, fullPage: true });

  // The render history names the space and the strength of each render.
  await expect(page.getByText(/Render · from your space, loose/)).toBeVisible();
  await page.getByRole('button', { name: 'Show the render of Terracotta Lounge' }).click();
  const history = page.getByRole('region', { name: 'Render history' });
  await expect(history.getByRole('button', { name: /from your space \(strict\)/ })).toBeVisible();
  await expect(history.getByRole('button', { name: /from your space \(loose\)/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/render-history-1440.png` });
  await page.keyboard.press('Escape');

  // The reference and each render, full size, for the closing note.
  const space = await (await page.request.get(`/api/projects/${projectId}/moodboards`)).json();
  const moodboardId = space.moodboards[0].id;
  const got = await (await page.request.get(`/api/projects/${projectId}/moodboards/${moodboardId}/space`)).json();
  writeFileSync(`${SHOTS}/reference.jpg`, await (await page.request.get(got.space.image)).body());
  for (const job of got.jobs) {
    const name = job.strength > 0.75 ? 'strict' : job.strength < 0.45 ? 'loose' : 'balanced';
    writeFileSync(`${SHOTS}/render-${name}.jpg`, await (await page.request.get(job.image)).body());
  }

  // A phone: the panel stacks and stays usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('button', { name: 'RENDER MY SPACE' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const box = await panel.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/panel-390.png` });
  await renders.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/panel-390-renders.png` });

  // Canvas: reference → moodboard → render.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${projectId}/canvas`);
  const canvas = page.getByRole('main', { name: 'Project canvas' });
  await expect(canvas.getByText('Your space', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(canvas.getByText('By Studio Norte')).toBeVisible();
  await expect(canvas.getByText('From your space · loose')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/canvas-1440.png` });
});
