import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { assetId, board, openGeneratedContext, signedInProject, storedContext } from '../presentation/presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('the image popup keeps every version: generate, regenerate, restore the first from the strip', async ({ page, request }) => {
  test.setTimeout(150_000);
  const projectId = await signedInProject(page, request, 'versions', 'Eileen Gray');
  await openGeneratedContext(page, projectId);
  const first = (await storedContext(page, projectId)).images?.[0] ?? '';
  expect(first).toMatch(/\/api\/assets\//);

  await board(page)
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const popupImage = dialog.locator('img').first();
  const prompt = dialog.getByLabel('Prompt');

  // Two regenerations with new words: three versions, the newest current.
  for (const words of ['Glazed tiles on a shaded stair', 'Lime-washed wall at dusk']) {
    const before = await popupImage.getAttribute('src');
    await prompt.fill(words);
    await dialog.getByRole('button', { name: 'GENERATE' }).click();
    await expect(popupImage).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'GENERATE' })).toBeEnabled();
  }
  const strip = dialog.getByRole('region', { name: 'Versions' });
  await expect(strip.getByText('Versions (3)')).toBeVisible({ timeout: 15_000 });
  await expect(strip.getByRole('button', { name: 'Version 3 (current)' })).toBeVisible();

  // Restore the first: it is shown and stored, as a fourth version; nothing is lost.
  await strip.getByRole('button', { name: 'Version 1' }).click();
  await expect(strip.getByText(/^Version 1: Generated/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'history-popup-strip-1440');
  await strip.getByRole('button', { name: 'RESTORE VERSION 1' }).click();
  await expect(strip.getByText('Versions (4)')).toBeVisible({ timeout: 15_000 });
  await expect(strip.getByRole('button', { name: 'Version 4 (current)' })).toBeVisible();
  await expect.poll(async () => assetId(await popupImage.getAttribute('src'))).toBe(assetId(first));
  await expect.poll(async () => (await storedContext(page, projectId)).images?.[0]).toBe(first);

  // Closing does not regenerate the restored image.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(4, { timeout: 30_000 });
  expect((await storedContext(page, projectId)).images?.[0]).toBe(first);

  // The strip on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await board(page)
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('Versions (4)')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('region', { name: 'Versions' }).scrollIntoViewIfNeeded();
  await capture(page, 'history-popup-strip-390');
});

test('variations: three candidates side by side, choose the second', async ({ page, request }) => {
  test.setTimeout(150_000);
  const projectId = await signedInProject(page, request, 'variations', 'Lilly Reich');
  await openGeneratedContext(page, projectId);
  const shown = (await storedContext(page, projectId)).images?.[0] ?? '';

  await board(page)
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const panel = dialog.getByRole('region', { name: 'Variations' });
  await panel.getByLabel('Variations').selectOption('3');
  await panel.getByRole('button', { name: 'VARIATIONS' }).click();
  const candidates = panel.getByRole('img', { name: /^Variation \d$/ });
  await expect(candidates).toHaveCount(3, { timeout: 60_000 });
  const second = await candidates.nth(1).getAttribute('src');
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'history-variations-1440');

  await panel.getByRole('button', { name: 'Use variation 2' }).click();
  await expect(candidates).toHaveCount(0);
  await expect.poll(async () => assetId((await storedContext(page, projectId)).images?.[0] ?? '')).toBe(assetId(second));
  expect(assetId(second)).not.toBe(assetId(shown));
  // The other two and the first image stay in the versions: 1 + 3 candidates + the choice.
  await expect(dialog.getByRole('region', { name: 'Versions' }).getByText('Versions (5)')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => assetId(await dialog.locator('img').first().getAttribute('src'))).toBe(assetId(second));
});
