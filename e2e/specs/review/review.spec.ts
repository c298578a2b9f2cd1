import { expect, type Page, test } from '@playwright/test';
import { generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { waitForMail } from '../../support/outbox';
import { signedInProject } from '../presentation/presentation-helpers';

const SHOTS = '/tmp/shots-review';
const COMMENT = 'Too dark: show the river in morning light';

type ProjectJson = { data: { contexts: Record<string, { imagePrompts: string[]; images: string[] }> } };

async function contextPrompt(page: Page, projectId: string, index: number): Promise<string> {
  const body = (await (await page.request.get(`/api/projects/${projectId}/`)).json()) as ProjectJson;
  return body.data.contexts.historical?.imagePrompts[index] ?? '';
}

async function contextImage(page: Page, projectId: string, index: number): Promise<string> {
  const body = (await (await page.request.get(`/api/projects/${projectId}/`)).json()) as ProjectJson;
  return body.data.contexts.historical?.images[index] ?? '';
}

test('a client reviews through a link; the designer regenerates the rejected image; revoking stops the link and its images', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'review');
  await generateBoard(page.request, projectId, 'historical', 'context');

  // The designer creates a link.
  await page.goto(`/projects/${projectId}/presentation`);
  await page.getByRole('button', { name: 'Share for review' }).click();
  const share = page.getByRole('dialog', { name: 'Share for review' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const linkField = share.getByRole('textbox', { name: 'Review link' });
  await expect(linkField).toHaveValue(/\/review\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  await expect(share.getByRole('button', { name: /^Revoke the link/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ animations: 'disabled', path: `${SHOTS}/share-dialog-1440x900.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ animations: 'disabled', path: `${SHOTS}/share-dialog-390x844.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await share.getByRole('button', { name: 'Close' }).click();

  // A second browser context, with no account, opens it.
  const client = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const cpage = await client.newPage();
  const reviewCalls: string[] = [];
  cpage.on('request', (r) => {
    if (r.url().includes('/api/review/') && !r.url().includes('/assets/')) reviewCalls.push(r.url());
  });
  await cpage.goto(url);
  await cpage.getByLabel('Your name').fill('Clara Reviewer');
  await cpage.getByRole('button', { name: 'Start the review' }).click();
  await expect(cpage.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
  await cpage.keyboard.press('ArrowRight');
  await expect(cpage.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
  const approve = cpage.getByRole('button', { name: /^Approve / });
  const reject = cpage.getByRole('button', { name: /^Reject / });
  await expect(approve).toHaveCount(4);
  await approve.nth(0).click();
  await expect(approve.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await approve.nth(1).click();
  await expect(approve.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await reject.nth(2).click();
  await expect(reject.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await cpage
    .getByRole('button', { name: /^Comment on (?!this page)/ })
    .nth(2)
    .click();
  const commentDialog = cpage.getByRole('dialog');
  await commentDialog.getByLabel('Comment').fill(COMMENT);
  await commentDialog.getByRole('button', { name: 'Save comment' }).click();
  await expect(commentDialog).toBeHidden();
  await expect(cpage.getByText(COMMENT)).toBeVisible();
  const firstImage = await cpage.locator('img[src*="/api/review/"]').first().getAttribute('src');
  expect(firstImage).toBeTruthy();
  await expectNoSeriousA11yViolations(cpage);
  await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/review-client-1440x900.png` });
  await cpage.getByRole('button', { name: 'Send feedback' }).click();
  await expect(cpage.getByText('Feedback sent', { exact: true })).toBeVisible();
  expect(reviewCalls.length).toBeGreaterThan(0);
  const mail = await waitForMail((await (await page.request.get('/api/me')).json()).email ?? '', 'Review feedback');
  // The mail names the page and the image's label.
  expect(mail.body).toMatch(/Clara Reviewer rejected: \S.* \(image 3\) on Historical Context\n/);
  expect(mail.body).toMatch(/Clara Reviewer (rejected|commented on): \S.* \(image 3\) on Historical Context\n\n {4}Too dark/);

  // The designer sees the badges and the comment, and regenerates the rejected image.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Client feedback: 1 rejected, 1 comment' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Client feedback: 1 approved' })).toHaveCount(2);
  const panel = page.getByRole('region', { name: 'Client feedback' });
  await expect(panel.getByText(COMMENT)).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ animations: 'disabled', path: `${SHOTS}/designer-feedback-1440x900.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ animations: 'disabled', path: `${SHOTS}/designer-feedback-390x844.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${projectId}/canvas`);
  await expect(page.getByRole('img', { name: 'Client feedback: 2 approved, 1 rejected, 1 comment' })).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: `${SHOTS}/canvas-feedback-1440x900.png` });
  await page.goto(`/projects/${projectId}/presentation`);
  const before = await contextImage(page, projectId, 2);
  await panel.getByRole('button', { name: 'Regenerate rejected images' }).click();
  const regen = page.getByRole('dialog', { name: 'Regenerate rejected images' });
  await expect(regen.getByRole('textbox')).toHaveValue(COMMENT);
  await expectNoSeriousA11yViolations(page);
  await regen.getByRole('button', { name: 'Queue 1 image' }).click();
  await expect(regen).toBeHidden();
  // The reason is merged into the image's shot (its light), not appended to its prompt.
  await expect.poll(() => contextPrompt(page, projectId, 2)).toContain('Light: morning light, morning.');
  await expect.poll(() => contextImage(page, projectId, 2), { timeout: 60_000 }).not.toBe(before);

  // The client's next visit shows the new image, marked new.
  await cpage.reload();
  await expect(cpage.getByTestId('review-round')).toHaveText('1 new image since your review');
  await cpage.keyboard.press('ArrowRight');
  await expect(cpage.getByText('New', { exact: true })).toHaveCount(1);
  await cpage.setViewportSize({ width: 390, height: 844 });
  await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/review-client-new-390x844.png` });
  await cpage.setViewportSize({ width: 1440, height: 900 });
  await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/review-client-new-1440x900.png` });

  // Opened in the designer's own browser, the review view still sends no cookie to the review API.
  const designerCalls: Promise<Record<string, string>>[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/review/') && !r.url().includes('/assets/')) designerCalls.push(r.allHeaders());
  });
  // The link as sent: the server read the view with the page (without the cookie), the browser reads nothing.
  await page.goto(url);
  await expect(page.getByLabel('Your name')).toBeVisible();
  expect(designerCalls.length).toBe(0);
  // With a query the page comes without the view, and the browser reads it itself: without the cookie.
  await page.goto(`${url}?from=designer`);
  await expect(page.getByLabel('Your name')).toBeVisible();
  expect(designerCalls.length).toBeGreaterThan(0);
  for (const headers of await Promise.all(designerCalls)) expect(headers.cookie).toBeUndefined();
  expect((await page.context().cookies()).length).toBeGreaterThan(0);
  await page.goto(`/projects/${projectId}/presentation`);

  // Revoke: the page and every image URL stop working.
  await page.getByRole('button', { name: 'Share for review' }).click();
  await page
    .getByRole('dialog', { name: 'Share for review' })
    .getByRole('button', { name: /^Revoke the link/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Share for review' }).getByText('Revoked')).toBeVisible();
  expect((await cpage.request.get(firstImage ?? '')).status()).toBe(404);
  await cpage.reload();
  await expect(cpage.getByText('This review link is not valid. It may have expired or been revoked.')).toBeVisible();
  await client.close();
});

test('present mode: keyboard navigation at three sizes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'present');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await generateBoard(page.request, projectId, 'historical', 'topics');
  await page.goto(`/projects/${projectId}/presentation`);
  await page.getByRole('link', { name: 'Present' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/present$`));
  await expect(page.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const name = `${size.width}x${size.height}`;
    await page.keyboard.press('Home');
    await expect(page.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/present-title-${name}.png` });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
    await expect(page.locator('img[data-loaded]')).toHaveCount(4);
    // A tile that crops its image keeps the bottom-left corner, where the visible AI mark is.
    const crops = await page
      .locator('img[data-loaded]')
      .evaluateAll((imgs) => imgs.map((img) => [getComputedStyle(img).objectFit, getComputedStyle(img).objectPosition]));
    for (const [fit, position] of crops) if (fit === 'cover') expect(position).toBe('0% 100%');
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/present-context-${name}.png` });
    await page.keyboard.press(' ');
    await expect(page.getByRole('heading', { name: 'Historical Topics' })).toBeVisible();
    await expect(page.locator('img[data-loaded]')).toHaveCount(8);
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/present-topics-${name}.png` });
    // A swipe to the left moves on, to the right moves back.
    const stage = page.getByRole('main');
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: 400, isPrimary: true });
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 80, clientY: 410, isPrimary: true });
    await expect(page.getByRole('heading', { name: 'Credits' })).toBeVisible();
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 80, clientY: 400, isPrimary: true });
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 300, clientY: 410, isPrimary: true });
    await expect(page.getByRole('heading', { name: 'Historical Topics' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'Credits' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: 'Historical Topics' })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/presentation`));
});
