import { expect, test } from '@playwright/test';
import { assetId, board, openButtons, openGeneratedContext, signedInProject } from './presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const NO_PHOTOS = 'No photos found in your library for this prompt. Connect a photo source (PHOTO_SOURCE) to search beyond it.';

test('image popup: SOURCE from the library, choose an alternative, it replaces the image and survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'sourced');
  await openGeneratedContext(page, projectId);

  await openButtons(page).first().click();
  const dialog = page.getByRole('dialog');
  // The toast region stays below the popup's overlay (it never covers a dialog).
  const layers = await page.evaluate(() => {
    const z = (el: Element | null) => (el ? Number(getComputedStyle(el).zIndex) || 0 : Number.NaN);
    return {
      toast: z(document.querySelector('[role="status"][aria-live="polite"]')),
      dialog: z(document.querySelector('[role="dialog"]')),
    };
  });
  expect(layers.toast).toBeLessThan(layers.dialog);

  await dialog.getByRole('switch', { name: 'Sourced' }).click();
  await expect(dialog.getByRole('slider')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'SOURCE' }).click();
  const alternatives = dialog.getByRole('radio');
  const empty = dialog.getByText(NO_PHOTOS);
  await expect(alternatives.nth(1).or(empty)).toBeVisible({ timeout: 30_000 });

  if (await empty.isVisible()) {
    // The library had nothing for this prompt: said plainly, nothing to choose.
    test.info().annotations.push({ type: 'sourced', description: 'no alternatives: message shown' });
    await expect(alternatives).toHaveCount(0);
    return;
  }
  test.info().annotations.push({ type: 'sourced', description: `${await alternatives.count()} alternatives` });
  await expect(dialog.getByText(NO_PHOTOS)).toHaveCount(0);
  const checked = await alternatives.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).checked));
  const pick = checked.indexOf(false);
  expect(pick).toBeGreaterThanOrEqual(0);
  const option = dialog.getByRole('group', { name: 'Alternatives' }).locator('label').nth(pick);
  const chosen = assetId(await option.locator('img').getAttribute('src'));
  await option.click();
  await expect(alternatives.nth(pick)).toBeChecked();
  await expect(dialog.locator('img').first()).toHaveAttribute('src', new RegExp(chosen));
  const saved = page.waitForResponse('**/save_image_selection/');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await saved).ok()).toBe(true);

  const firstImage = board(page).locator('figure').first().locator('img');
  await expect(firstImage).toHaveAttribute('src', new RegExp(chosen));
  await page.reload();
  await expect(openButtons(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(board(page).locator('figure').first().locator('img')).toHaveAttribute('src', new RegExp(chosen));
});

test('image popup: when SOURCE finds no photo the popup says so plainly', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'nophoto');
  await openGeneratedContext(page, projectId);
  const current = (await board(page).locator('figure').nth(1).locator('img').getAttribute('src')) ?? '';

  // The server's answer when the library has no match and no PHOTO_SOURCE is configured.
  await page.route('**/presentation_context_edit/', (route) =>
    route.fulfill({
      json: {
        images: [current.replace(/\/768$/, '')],
        newPrompt: 'Lisbon tram lines at dusk',
        notice: 'No photo source is configured (PHOTO_SOURCE) and nothing in your library matched, so this image was generated instead.',
      },
    }),
  );
  await openButtons(page).nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Sourced' }).click();
  await expect(dialog.getByText('No sourced alternatives yet. Press SOURCE to find some.')).toBeVisible();
  await dialog.getByRole('button', { name: 'SOURCE' }).click();
  await expect(dialog.getByText(NO_PHOTOS)).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'SOURCE' })).toBeEnabled();
});
