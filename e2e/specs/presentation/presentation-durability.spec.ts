import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { generationProgress } from '../../support/api';
import {
  assetId,
  board,
  openButtons,
  openGeneratedContext,
  reportSlotFailed,
  signedInProject,
  storedContext,
} from './presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('reload mid-generation: progress continues and no image is made twice', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'reload');
  await page.goto(`/projects/${projectId}/presentation`);
  // Mid-generation when the machine is quick enough to catch it; the checks below hold either way.
  await expect(page.getByText('Generating Historical Context').or(openButtons(page).nth(3))).toBeVisible({ timeout: 60_000 });

  const before = await generationProgress(page.request, projectId);
  const context = before.sections.find((s) => s.section === 'historical' && s.kind === 'context');
  test
    .info()
    .annotations.push({ type: 'reload-at', description: `${context?.completed ?? '?'} of ${context?.total ?? '?'} (${context?.status})` });
  await page.reload();

  await expect(openButtons(page)).toHaveCount(4, { timeout: 60_000 });
  await expect(board(page).getByTestId('slot-placeholder')).toHaveCount(0);
  const sources = await openButtons(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(new Set(sources.map(assetId)).size).toBe(4);

  const stored = await storedContext(page, projectId);
  expect(stored.images).toHaveLength(4);
  expect(new Set(stored.images).size).toBe(4);
  const after = await generationProgress(page.request, projectId);
  const done = after.sections.find((s) => s.section === 'historical' && s.kind === 'context');
  expect(done).toMatchObject({ total: 4, completed: 4, failed: 0, status: 'done' });
});

test('a failed slot is a blank cell with "Retry image", and retrying fills it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'retry');
  await openGeneratedContext(page, projectId);

  // The server reports slot 2 as failed (as after a provider timeout): no image, status failed.
  const failure = await reportSlotFailed(page, projectId, { section: 'historical', index: 1 });
  await page.reload();
  const failed = board(page).locator('figure').nth(1);
  await expect(failed.getByTestId('slot-placeholder')).toBeVisible();
  await expect(failed.locator('img')).toHaveCount(0);
  await expect(openButtons(page)).toHaveCount(3);
  const retry = failed.getByRole('button', { name: 'Retry image' });
  await expect(retry).toBeVisible();

  // The failure stops being reported when the retry reaches the server, not before the click: the
  // screen refetches the project by itself shortly after it mounts, and that answer must still
  // report the failure, or the button goes away under the click.
  page.on('request', (sent) => {
    if (sent.method() !== 'GET' && sent.url().includes(`/api/projects/${projectId}/`)) failure.stop();
  });
  await retry.click();
  await expect(failed.getByRole('button', { name: /^Open / })).toBeVisible({ timeout: 30_000 });
  await expect(openButtons(page)).toHaveCount(4);
});

test('download gives a real PNG or JPEG file with a sensible name', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'download');
  await openGeneratedContext(page, projectId);

  const cell = board(page).locator('figure').first();
  const button = cell.getByRole('button', { name: /^Download / });
  await expect(button).toBeEnabled();
  // The label names the file: a labelled image never downloads as "historical.png".
  await expect(button).not.toHaveAccessibleName('Download image');
  // Focus shows the button as hover does (`:focus-within`), and stays put while the board refetches.
  await button.focus();
  const downloading = page.waitForEvent('download', { timeout: 45_000 });
  await page.keyboard.press('Enter');
  const download = await downloading.catch(async (error: unknown) => {
    const said = await page.getByText('The image could not be downloaded').count();
    throw new Error(`no download (${said ? 'the failure toast showed' : 'no failure toast'}): ${String(error)}`);
  });
  expect(download.suggestedFilename()).toMatch(/^historical-[a-z0-9-]+\.(png|jpg)$/);
  const path = await download.path();
  const head = readFileSync(path).subarray(0, 4);
  const png = head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  expect(png || jpeg, `first bytes ${head.toString('hex')}`).toBe(true);
  expect(download.suggestedFilename().endsWith(png ? '.png' : '.jpg')).toBe(true);
});

test('a custom topic label persists after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'label');
  await openGeneratedContext(page, projectId);

  const cell = board(page).locator('figure').nth(2);
  await cell.hover();
  await cell.getByRole('button', { name: '+ Add' }).click();
  const input = cell.getByPlaceholder('Type topic...');
  await input.fill('Tram lines');
  await input.press('Enter');
  await expect(cell.locator('figcaption > span').first()).toHaveText('Tram lines', { timeout: 30_000 });
  await expect(page.getByText('Updating context...')).toBeHidden({ timeout: 30_000 });

  await page.reload();
  await expect(openButtons(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(board(page).locator('figure').nth(2).locator('figcaption > span').first()).toHaveText('Tram lines');
  expect((await storedContext(page, projectId)).imageLabels?.[2]).toBe('Tram lines');
});
