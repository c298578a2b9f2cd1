import { expect, type Page, test } from '@playwright/test';
import { createProject, createStudio, inviteToStudio } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { extractLink, waitForMail } from '../../support/outbox';
import { expectSighted, recordSightings } from '../../support/sightings';
import { newUser } from '../../support/users';
import { board, openButtons, openGeneratedContext, sidebar } from '../presentation/presentation-helpers';

const presence = (page: Page) => page.getByRole('list', { name: 'Also here' });

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `screenshots/live-${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('two people on one project: each sees the other in the top bar, and what the other changes, without a reload', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Ana runs a studio with a project in it and invites Bo as an editor.
  await signUpAndSignIn(page, request, newUser('live-ana', 'Ana Lima'));
  const studio = await createStudio(page.request, 'Atelier Vivo');
  const projectId = await createProject(page.request, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical', 'social'],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo', 'river light'],
    workspaceId: studio,
  });
  const bo = newUser('live-bo', 'Bo Bardi');
  await inviteToStudio(page.request, studio, bo.email, 'editor');
  const boContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const boPage = await boContext.newPage();
  await signUpAndSignIn(boPage, request, bo);
  await boPage.goto(extractLink(await waitForMail(bo.email, 'invited you')));
  await boPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(boPage).toHaveURL(/\/projects$/);

  // Ana opens the presentation (Historical Context is generated); Bo opens it too.
  await openGeneratedContext(page, projectId);
  await recordSightings(boPage, [{ text: 'Ana is generating Social Context' }]);
  await boPage.goto(`/projects/${projectId}/presentation?page=historical-context`);
  await expect(openButtons(boPage)).toHaveCount(4, { timeout: 60_000 });

  // Each sees the other in the top bar, on the page they look at.
  await expect(presence(page).getByText('BB', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(presence(page).getByRole('listitem')).toHaveAttribute('title', 'Bo Bardi, on Historical Context', { timeout: 30_000 });
  await expect(presence(boPage).getByText('AL', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Ana names an image; Bo's board shows the label without a reload.
  const named = board(page).locator('figure').nth(1);
  await named.hover();
  await named.getByRole('button', { name: '+ Add' }).click();
  await named.getByPlaceholder('Type topic...').fill('Market stalls');
  await named.getByPlaceholder('Type topic...').press('Enter');
  await expect(named.locator('figcaption > span').first()).toHaveText('Market stalls', { timeout: 30_000 });
  await expect(board(boPage).locator('figure').nth(1).locator('figcaption > span').first()).toHaveText('Market stalls', {
    timeout: 30_000,
  });

  // Ana moves to Social Context, which starts generating: Bo sees where she is, who is generating, and the images arrive.
  await sidebar(page)
    .getByRole('button', { name: /Social Context/ })
    .click();
  await expect(presence(boPage).getByRole('listitem')).toHaveAttribute('title', 'Ana Lima, on Social Context', { timeout: 30_000 });
  // From here on only the worker writes (each slot settling): Bo's screen reads that board, never the whole project.
  const reads = { board: 0, project: 0 };
  const countReads = (req: { method(): string; url(): string }) => {
    if (req.method() !== 'GET') return;
    const { pathname } = new URL(req.url());
    if (pathname === `/api/projects/${projectId}/boards/social/context`) reads.board += 1;
    if (pathname === `/api/projects/${projectId}/`) reads.project += 1;
  };
  await expectSighted(boPage, { text: 'Ana is generating Social Context' });
  boPage.on('request', countReads);
  await sidebar(boPage)
    .getByRole('button', { name: /Social Context/ })
    .click();
  await expect(openButtons(boPage)).toHaveCount(4, { timeout: 60_000 });
  await expect.poll(() => reads.board).toBeGreaterThan(0);
  expect(reads.project).toBe(0);
  boPage.off('request', countReads);

  await boPage.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(boPage);
  await shoot(boPage, 'presence');

  // On Canvas, Bo is "on Canvas" in Ana's top bar, and Canvas shows who is here too.
  await boPage.goto(`/projects/${projectId}/canvas`);
  await expect(presence(page).getByRole('listitem')).toHaveAttribute('title', 'Bo Bardi, on Canvas', { timeout: 30_000 });
  await expect(presence(boPage).getByText('AL', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(boPage);
  await shoot(boPage, 'canvas');

  // Ana moves a card on the Canvas: Bo's board shows it where she left it, reading the board again, not the project.
  await page.goto(`/projects/${projectId}/canvas`);
  const card = (on: Page) => on.getByRole('main', { name: 'Project canvas' }).locator('.react-flow__node[data-id="keywords"]');
  const placeOf = async (on: Page) =>
    /translate\(([-\d.]+)px, ?([-\d.]+)px\)/
      .exec((await card(on).getAttribute('style')) ?? '')
      ?.slice(1, 3)
      .join(',');
  await expect(card(boPage)).toBeVisible({ timeout: 30_000 });
  const before = await placeOf(boPage);
  const boReads = { canvas: 0, project: 0 };
  boPage.on('request', (req) => {
    if (req.method() !== 'GET') return;
    const { pathname } = new URL(req.url());
    if (pathname === `/api/projects/${projectId}/canvas`) boReads.canvas += 1;
    if (pathname === `/api/projects/${projectId}/`) boReads.project += 1;
  });
  // Keys move cards once the board has loaded as Ana's to edit (its tools show).
  await expect(page.getByRole('toolbar', { name: 'Board tools' })).toBeVisible({ timeout: 30_000 });
  await card(page).getByRole('button').first().focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => placeOf(page)).not.toBe(before);
  const after = await placeOf(page);
  await expect.poll(() => placeOf(boPage), { timeout: 30_000 }).toBe(after);
  expect(boReads.canvas).toBeGreaterThan(0);
  expect(boReads.project).toBe(0);
  await boContext.close();
});
