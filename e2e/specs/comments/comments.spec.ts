import { expect, type Page, test } from '@playwright/test';
import { createProject, createReviewLink, createStudio, generateBoard, inviteToStudio } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser } from '../../support/users';
import { openButtons } from '../presentation/presentation-helpers';

const COMMENT = 'can we warm this one up? The blue reads cold beside the lime plaster.';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ animations: 'disabled', path: `screenshots/comments-${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a viewer comments on an image and mentions the owner, who replies and resolves; a review link shows no comment', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signUpAndSignIn(page, request, newUser('comments-owner', 'Inês Lobo'));
  const studio = await createStudio(page.request, 'Atelier Norte');
  const projectId = await createProject(page.request, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical'],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo', 'river light'],
    workspaceId: studio,
  });
  await generateBoard(page.request, projectId, 'historical', 'context');

  // A viewer of the studio, invited by mail and accepting in their own browser.
  const viewerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const viewerPage = await viewerContext.newPage();
  const viewer = await signUpAndSignIn(viewerPage, viewerContext.request, newUser('comments-viewer', 'Tomás Reis'));
  await inviteToStudio(page.request, studio, viewer.email, 'viewer');
  await viewerPage.goto(extractLink(await waitForMail(viewer.email, 'invited you')));
  await viewerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(viewerPage).toHaveURL(/\/projects$/);

  // The viewer opens the first image's comment button: the panel is on that image.
  await viewerPage.goto(`/projects/${projectId}/presentation?page=historical-context`);
  await expect(openButtons(viewerPage)).toHaveCount(4, { timeout: 60_000 });
  const firstCell = viewerPage.getByRole('main').getByRole('figure').first();
  await firstCell.hover();
  await firstCell.getByRole('button', { name: /^Comment on / }).click();
  const panel = viewerPage.getByRole('dialog', { name: 'Comments' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^On Image 1/)).toBeVisible();
  await expect(panel.getByText('No comments here yet. Start a thread below.')).toBeVisible();

  // @ opens the studio's members; the keyboard picks the owner; Ctrl+Enter sends.
  const field = panel.getByRole('combobox', { name: /New thread on Image 1/ });
  await field.fill('');
  await field.pressSequentially('@In');
  const members = panel.getByRole('listbox', { name: 'Members to mention' });
  await expect(members.getByRole('option', { name: /Inês Lobo/ })).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveValue('@Inês Lobo ');
  await field.pressSequentially(COMMENT);
  await expectNoSeriousA11yViolations(viewerPage);
  await field.press('Control+Enter');
  const viewerThread = panel.getByRole('article').filter({ hasText: COMMENT });
  await expect(viewerThread).toBeVisible();
  await expect(viewerThread.getByText('@Inês Lobo', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  await shoot(viewerPage, 'viewer-panel');
  // Canvas counts the open comments on the page's card.
  await viewerPage.keyboard.press('Escape');
  await viewerPage.getByRole('link', { name: 'Canvas' }).click();
  await expect(viewerPage.getByRole('img', { name: '1 open team comment' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(viewerPage);
  await shoot(viewerPage, 'canvas');

  // The owner is mailed once, with a link back to the thread.
  const mail = await waitForMail(owner.email, 'mentioned you');
  expect(mail.subject).toContain('Tomás Reis mentioned you on Alfama Hotel');
  expect(mail.body).toContain('warm this one up');
  const link = extractLink(mail);
  expect(link).toContain(`/projects/${projectId}/presentation`);

  // The owner follows it: the panel opens on the thread; they reply and resolve.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const ownerPanel = page.getByRole('dialog', { name: 'Comments' });
  const thread = ownerPanel.getByRole('article').filter({ hasText: COMMENT });
  await expect(thread).toBeVisible();
  await expect(thread.getByText('Tomás Reis')).toBeVisible();
  await thread.getByRole('button', { name: 'Reply' }).click();
  const reply = thread.getByRole('combobox', { name: 'Reply' });
  await reply.pressSequentially('Yes, warmer in the next round.');
  await reply.press('Control+Enter');
  await expect(thread.getByText('Yes, warmer in the next round.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'owner-thread');
  await thread.getByRole('button', { name: 'Resolve' }).click();
  // The thread the mail named stays in sight, marked resolved.
  await expect(thread.getByText('Resolved by Inês Lobo')).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ownerPanel).toBeHidden();
  // Resolved: nothing open is counted any more; opened again, resolved threads wait behind the toggle.
  const bar = page.getByRole('button', { name: 'Comments', exact: true });
  await expect(bar).toBeVisible();
  await bar.click();
  await expect(ownerPanel.getByText('Every thread here is resolved.')).toBeVisible();
  await ownerPanel.getByLabel(/Show resolved/).check();
  await expect(ownerPanel.getByRole('article').filter({ hasText: COMMENT }).getByText('Resolved by Inês Lobo')).toBeVisible();
  await page.keyboard.press('Escape');

  // Present mode shows the pages, never the team's comments.
  await page.goto(`/projects/${projectId}/present`);
  await expect(page.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
  // Pressed at once, maybe on the slide painted from the HTML before the app took it over: the key is held, then pressed again.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
  await expect(page.getByText(/warm this one up|warmer in the next round/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Comments?\b/ })).toHaveCount(0);

  // A client on a review link sees no comment, and no way to comment.
  const reviewPath = await createReviewLink(page.request, projectId);
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(reviewPath);
  await client.getByLabel('Your name').fill('Clara Reviewer');
  await client.getByRole('button', { name: 'Start the review' }).click();
  await client.keyboard.press('ArrowRight');
  await expect(client.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
  await expect(client.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
  // Nor does the data the review page loads.
  const token = reviewPath.split('/').pop() ?? '';
  const data = await clientContext.request.get(`/api/review/${token}`);
  expect(data.status()).toBe(200);
  expect(await data.text()).not.toContain('warm this one up');
  await expect(client.getByText(/warm this one up|warmer in the next round/)).toHaveCount(0);
  // (Its own "Comment on …" buttons are the client's feedback, a separate channel.)
  await expect(client.getByRole('button', { name: /^Comments/ })).toHaveCount(0);
  expect(await client.content()).not.toContain('warm this one up');
  await clientContext.close();
  await viewerContext.close();
});
