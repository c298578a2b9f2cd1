import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { board, openButtons, openGeneratedContext, signedInProject } from './presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('one Study mark per image, a failed edit says so, the offline notice leads to the help page', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'polish');
  await openGeneratedContext(page, projectId);

  // The mark lives in the pixels; on screen there is no second "AI" chip, and screen readers hear it once per image.
  await expect(board(page).getByText('AI', { exact: true })).toHaveCount(0);
  await expect(
    board(page).locator('figcaption').getByText('Offline study drawn by Loci (not a photograph, not AI)', { exact: true }),
  ).toHaveCount(4);

  // A failed edit: the old image stays and the user is told why.
  const before = await openButtons(page).first().locator('img').getAttribute('src');
  await page.route('**/presentation_context_edit/', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'UNAVAILABLE', error: 'down' }) }),
  );
  await openButtons(page).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prompt').fill('A limestone arcade at noon, long shadows');
  await dialog.getByRole('button', { name: 'GENERATE' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^The image was not changed\. The image service did not answer.*The previous image is kept\.$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(board(page).getByRole('alert')).toContainText('The image was not changed.');
  await expect(openButtons(page).first().locator('img')).toHaveAttribute('src', before ?? '');
  await page.unrouteAll({ behavior: 'wait' });

  // The offline notice speaks to designers: no setting names, a link to the help page.
  const notice = board(page).getByText(/^Offline preview:/);
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(/[A-Z]+_[A-Z_]+/);
  await notice.getByRole('link', { name: 'Connect an image provider' }).click();
  await expect(page).toHaveURL(/\/help\/providers$/);
  await expect(page.getByRole('heading', { name: 'Connect an image provider', level: 1 })).toBeVisible();
  // Written for designers first; the operator's settings come last.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.at(-1)).toBe('For the person who runs Loci');
  await expect(page.getByRole('table')).toContainText('AI_IMAGE_PROVIDER');
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'help-providers');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Connect an image provider', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'help-providers');

  // Public: a designer can forward the page to whoever runs Loci.
  const anonymous = await browser.newPage();
  await anonymous.goto(`${new URL(page.url()).origin}/help/providers`);
  await expect(anonymous.getByRole('heading', { name: 'Connect an image provider', level: 1 })).toBeVisible();
  await anonymous.close();
});
