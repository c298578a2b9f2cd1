import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { expectSighted, recordSightings } from '../../support/sightings';
import { board, sidebar, signedInProject } from './presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('presentation: progressive context, topics gate, next page and the image popup', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'presentation', 'Lina Bo Bardi');

  // Placeholders, the toast and its last count may each come and go before a busy machine looks:
  // record that they appeared, then wait for the finished board.
  const placeholder = { testId: 'slot-placeholder' };
  const toast = { text: 'Generating Historical Context' };
  const done = { text: '4 of 4 images completed' };
  const social = { text: 'Generating Social' };
  await recordSightings(page, [placeholder, toast, done, social]);
  await page.goto(`/projects/${projectId}/presentation`);
  await expect(sidebar(page).getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: /^Historical Context/ })).toHaveAttribute('aria-current', 'page');

  // Placeholders first, then the images arrive while the toast counts up.
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(4, { timeout: 60_000 });
  await expectSighted(page, placeholder);
  await expectSighted(page, toast);
  await expectSighted(page, done);
  await expect(board(page).getByTestId('slot-placeholder')).toHaveCount(0);
  await expect(board(page).locator('article header p').first()).not.toHaveText('');
  // The page's text was written offline, and says so under it.
  await expect(board(page).getByText('Text written offline by Loci, not by a language model')).toBeVisible();
  await expect(board(page).locator('figcaption').first()).not.toHaveText('');

  // Insights not chosen in Instructions are disabled.
  await expect(sidebar(page).getByRole('button', { name: /^Physical Context/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(sidebar(page).getByRole('button', { name: /^Physical Topics/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Generating Historical Context')).toBeHidden({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'presentation-context');

  // Image popup: move a slider, GENERATE, the image changes.
  const firstOpen = board(page)
    .getByRole('button', { name: /^Open / })
    .first();
  await firstOpen.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Prompt')).not.toHaveValue('');
  await expect(dialog.getByRole('switch', { name: 'Sourced' })).toBeVisible();
  const popupImage = dialog.locator('img').first();
  const before = await popupImage.getAttribute('src');
  const micro = dialog.getByRole('slider', { name: 'Micro to Macro' });
  await micro.focus();
  await page.keyboard.press('ArrowRight');
  await expect(micro).toHaveAttribute('aria-valuenow', '2');
  await dialog.getByRole('slider', { name: 'Photographic to Styled' }).focus();
  await page.keyboard.press('ArrowLeft');
  await dialog.getByRole('button', { name: 'GENERATE' }).click();
  await expect(popupImage).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'GENERATE' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'presentation-popup');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A custom topic label: "+ Add", type, Enter → updated label.
  const secondCell = board(page).locator('figure').nth(1);
  await secondCell.hover();
  await secondCell.getByRole('button', { name: '+ Add' }).click();
  await secondCell.getByPlaceholder('Type topic...').fill('Tram lines');
  await secondCell.getByPlaceholder('Type topic...').press('Enter');
  await expect(secondCell.locator('figcaption > span').first()).toHaveText('Tram lines', { timeout: 30_000 });

  // Topics before Context: the alert, then context and topics are generated.
  await sidebar(page)
    .getByRole('button', { name: /^Social Topics/ })
    .click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You need to generate the Social Context first before viewing the Topics.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expectSighted(page, social);
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(8, { timeout: 60_000 });
  await expect(board(page).getByRole('heading', { name: 'Social Topics' })).toBeVisible();
  await expect(page.getByText(/Generating Social/)).toBeHidden({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'presentation-topics');

  // Next Page walks the enabled pages and ends on "Last Page".
  await sidebar(page)
    .getByRole('button', { name: /^Historical Context/ })
    .click();
  const expected = ['Historical Topics', 'Social Context', 'Social Topics'];
  for (const title of expected) {
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(sidebar(page).getByRole('button', { name: new RegExp(`^${title}`) })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('button', { name: 'Last Page' })).toBeDisabled();
});
