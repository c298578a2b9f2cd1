import { expect, type Page, test } from '@playwright/test';
import { createProject } from '../../support/api';
import { signInViaUi, signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser } from '../../support/users';
import { openGeneratedContext } from '../presentation/presentation-helpers';

const STUDIO = 'Atelier Norte';
/** The reason a viewer's disabled buttons give (VIEWER_CANNOT_EDIT in packages/shared). */
const VIEWER_REASON = /^Viewers can open, download and export this project, but not change it or generate/;

async function shoot(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `screenshots/studios-${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a studio: invite by mail, sign up through the link as a viewer, read-only project, editor rights, removal', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  // The owner makes a studio from the header's switcher.
  const owner = await signUpAndSignIn(page, request, newUser('studio-owner', 'Inês Lobo'));
  await page.goto('/projects');
  await page.getByRole('button', { name: /Personal/ }).click();
  await page.getByRole('menuitem', { name: /New studio/ }).click();
  await page.getByLabel('Studio name').fill(STUDIO);
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expect(page).toHaveURL(/\/workspaces\/[0-9a-f-]{36}$/);
  const workspaceId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name: STUDIO })).toBeVisible();

  // A project in the studio, generated once by the owner.
  const projectId = await createProject(page.request, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical'],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo', 'river light'],
    workspaceId,
  });
  await openGeneratedContext(page, projectId);

  // Invite a person who has no account yet, as a viewer.
  const guest = newUser('studio-guest', 'Tomás Reis');
  await page.goto(`/workspaces/${workspaceId}`);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${guest.email}`)).toBeVisible();
  await expect(page.getByText('Pending invitations')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'workspace-owner');

  // The guest opens the mail's link in their own browser and signs up through it.
  const mail = await waitForMail(guest.email, 'invited you');
  const link = extractLink(mail);
  expect(link).toContain('/invite/');
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole('heading', { name: `Join ${STUDIO}` })).toBeVisible();
  await expect(guestPage.getByText(/Inês Lobo invited/)).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage);
  await shoot(guestPage, 'invite-signed-out');
  await guestPage.getByRole('link', { name: 'Create an account' }).click();
  await expect(guestPage.getByLabel('Email')).toHaveValue(guest.email);
  await guestPage.getByLabel('Full Name').fill(guest.name);
  await guestPage.getByLabel('Password', { exact: true }).fill(guest.password);
  await guestPage.getByLabel('Confirm Password').fill(guest.password);
  await guestPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(guestPage).toHaveURL(/\/login$/, { timeout: 10_000 });
  await signInViaUi(guestPage, guest.email, guest.password);
  await expect(guestPage).toHaveURL(/\/invite\//);
  await expect(guestPage.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await shoot(guestPage, 'invite-signed-in');
  await guestPage.getByRole('button', { name: 'Accept invitation' }).click();

  // They see the studio's project, and may look but not change.
  await expect(guestPage).toHaveURL(/\/projects$/);
  await expect(guestPage.getByRole('button', { name: new RegExp(STUDIO) })).toBeVisible();
  await expect(guestPage.getByRole('link', { name: /Alfama Hotel/ })).toBeVisible();
  await expect(guestPage.getByText('Changed by Inês Lobo')).toBeVisible();
  await expect(guestPage.getByRole('link', { name: /New Project/ })).toHaveCount(0);
  await guestPage.goto(`/projects/${projectId}/presentation`);
  await expect(guestPage.getByText('View only.')).toBeVisible();
  const regenerate = guestPage.getByRole('button', { name: 'Regenerate page' });
  await expect(regenerate).toBeDisabled();
  await expect(regenerate).toHaveAttribute('title', VIEWER_REASON);
  await expect(guestPage.getByRole('button', { name: 'Share for review' })).toBeDisabled();
  await expectNoSeriousA11yViolations(guestPage);
  await shoot(guestPage, 'viewer-presentation');
  // The server says the same if the button is bypassed.
  const refused = await guestPage.request.post(`/api/projects/${projectId}/generation`, {
    data: { section: 'historical', kind: 'context', regenerate: true },
    headers: { origin: new URL(guestPage.url()).origin },
  });
  expect(refused.status()).toBe(403);

  // The owner makes them an editor: the buttons come alive.
  await page.goto(`/workspaces/${workspaceId}`);
  await page.getByLabel(`Role of ${guest.name}`).selectOption('editor');
  await expect(page.getByLabel(`Role of ${guest.name}`)).toHaveValue('editor');
  await guestPage.reload();
  await expect(guestPage.getByRole('button', { name: 'Regenerate page' })).toBeEnabled();
  await expect(guestPage.getByText('View only.')).toHaveCount(0);

  // Removed, their next request fails: the page they had open says their access was removed.
  await page.getByRole('button', { name: `Remove ${guest.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${guest.name}?` });
  await expect(confirm).toContainText(`${guest.name} loses access to ${STUDIO}`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(guest.email)).toHaveCount(0);
  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { name: 'No longer available' })).toBeVisible();
  await expect(guestPage.getByText('You no longer have access to this project', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage);
  await shoot(guestPage, 'removed-member-project');
  const listing = await guestPage.request.get(`/api/projects/?workspace=${workspaceId}`);
  expect(listing.status()).toBe(404);
  await guestContext.close();
  expect(owner.email).toContain('studio-owner');
});
