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
    return { toast: z(document.querySelector('[role="status"][aria-live="polite"]')), dialog: z(document.querySelector('[role="dialog"]')) };
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
  const choice = dialog.getByRole('radio', { checked: false }).first();
  const chosenSrc = await dialog.locator('label', { has: choice }).locator('img').getAttribute('src');
  const chosen = assetId(chosenSrc);
  await dialog.locator('label', { has: choice }).click();
  await expect(choice).toBeChecked();
  await expect(dialog.locator('img').first()).toHaveAttribute('src', new RegExp(chosen));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const firstImage = board(page).locator('figure').first().locator('img');
  await expect(firstImage).toHaveAttribute('src', new RegExp(chosen));
  // A sourced image carries its credit instead of the AI mark.
  await expect(board(page).locator('figure').first().getByText('AI', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(openButtons(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(board(page).locator('figure').first().locator('img')).toHaveAttribute('src', new RegExp(chosen));
});
