import { expect, test } from '@playwright/test';
import { generationProgress } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { board, openButtons, openGeneratedContext, reportSlotFailed, sidebar, signedInProject } from './presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('Topics before Context: after OK both boards are generated, and no later visit alerts again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'topics-first');
  await page.goto(`/projects/${projectId}/presentation`);
  await sidebar(page)
    .getByRole('button', { name: /^Social Topics/ })
    .click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You need to generate the Social Context first before viewing the Topics.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(openButtons(page)).toHaveCount(8, { timeout: 90_000 });

  // The Social Context images were generated too (not just its words).
  await sidebar(page)
    .getByRole('button', { name: /^Social Context/ })
    .click();
  await expect(openButtons(page)).toHaveCount(4, { timeout: 60_000 });
  await expect(board(page).getByText('Not generated yet')).toHaveCount(0);

  // A later visit goes straight to the topics: no alert.
  await page.goto(`/projects/${projectId}/presentation?page=social-topics`);
  await expect(board(page).getByRole('heading', { name: 'Social Topics' })).toBeVisible();
  await expect(openButtons(page)).toHaveCount(8);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const progress = await generationProgress(page.request, projectId);
  expect(progress.sections.find((s) => s.section === 'social' && s.kind === 'context')).toMatchObject({ completed: 4, total: 4 });

  // Generate all (issue #48) fills the pages still missing images, with each page's progress beside it.
  const generateAll = sidebar(page).getByRole('button', { name: 'Generate all' });
  await expect(generateAll).toHaveAttribute('title', 'Generate all missing images (Shift+G)');
  await generateAll.click();
  await expect(sidebar(page).getByRole('button', { name: /^Historical Topics/ })).toContainText(/\d+\/8/, { timeout: 30_000 });
  await expect(sidebar(page).getByText('Every page has its images.')).toBeVisible({ timeout: 90_000 });
  await expect(generateAll).toBeDisabled();
  const filled = await generationProgress(page.request, projectId);
  expect(filled.sections.map((s) => `${s.section}-${s.kind}:${s.status}`).sort()).toEqual([
    'historical-context:done',
    'historical-topics:done',
    'social-context:done',
    'social-topics:done',
  ]);
  await expectNoSeriousA11yViolations(page);

  // Social is offered in New Moodboard.
  await sidebar(page).getByRole('button', { name: '+ Add Moodboard' }).click();
  await expect(page.getByRole('dialog', { name: 'New Moodboard' }).getByRole('button', { name: 'Social' })).toBeEnabled();
});

test('blank slots say why, "Generate missing images" fills them, "Regenerate page" keeps edited images', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'missing');
  // Social Context with its words but no images (as a stopped generation leaves it).
  const meta = await page.request.post('/generate_context_metadata/', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    multipart: { section: 'social', project_id: projectId },
  });
  expect(meta.ok()).toBe(true);
  await openGeneratedContext(page, projectId);

  await page.goto(`/projects/${projectId}/presentation?page=social-context`);
  await expect(board(page).getByText('Not generated yet')).toHaveCount(4);
  await expect(openButtons(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'boards-not-generated');
  await board(page).getByRole('button', { name: 'Generate missing images' }).click();
  await expect(openButtons(page)).toHaveCount(4, { timeout: 60_000 });
  await expect(board(page).getByRole('button', { name: 'Generate missing images' })).toHaveCount(0);

  // A failed slot shows the reason the server gives.
  const failure = await reportSlotFailed(page, projectId, {
    section: 'social',
    index: 2,
    error: 'The image provider did not answer in time.',
  });
  await page.reload();
  const failed = board(page).locator('figure').nth(2);
  await expect(failed.getByText('The image provider did not answer in time.')).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Retry image' })).toBeVisible();
  await expect(board(page).getByRole('button', { name: 'Generate missing images' })).toBeVisible();
  await capture(page, 'boards-failed-slot');
  failure.stop();
  await page.reload();
  await expect(openButtons(page)).toHaveCount(4);

  // Edit one image's label (the user's choice), then regenerate the page keeping it.
  const kept = board(page).locator('figure').nth(1);
  await kept.hover();
  await kept.getByRole('button', { name: '+ Add' }).click();
  await kept.getByPlaceholder('Type topic...').fill('Market stalls');
  await kept.getByPlaceholder('Type topic...').press('Enter');
  await expect(kept.locator('figcaption > span').first()).toHaveText('Market stalls', { timeout: 30_000 });
  await expect(page.getByText('Updating context...')).toBeHidden({ timeout: 30_000 });
  const keptSrc = await kept.locator('img').getAttribute('src');

  await board(page).getByRole('button', { name: 'Regenerate page' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate Social Context?' });
  await expect(confirm).toContainText('Images you chose or edited are kept.');
  await expect(confirm.getByRole('checkbox', { name: 'Also replace the images I chose or edited' })).not.toBeChecked();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'boards-regenerate-dialog');
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(async () => (await generationProgress(page.request, projectId)).running, { timeout: 60_000 }).toBe(false);
  await expect(openButtons(page)).toHaveCount(4);
  await expect(kept.locator('figcaption > span').first()).toHaveText('Market stalls');
  await expect(kept.locator('img')).toHaveAttribute('src', keptSrc ?? '');
});

test('on a Topics page, choosing another label makes the image again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'topic-label');
  await openGeneratedContext(page, projectId);
  await sidebar(page)
    .getByRole('button', { name: /^Historical Topics/ })
    .click();
  await expect(openButtons(page)).toHaveCount(8, { timeout: 90_000 });
  await expect(page.getByText('Generating Historical Topics')).toBeHidden({ timeout: 15_000 });
  const cell = board(page).locator('figure').first();
  const before = await cell.locator('img').getAttribute('src');
  await cell.hover();
  await cell.getByRole('button', { name: '+ Add' }).click();
  await cell.getByPlaceholder('Type topic...').fill('Rope workshops');
  await cell.getByPlaceholder('Type topic...').press('Enter');
  await expect(cell.locator('figcaption > span').first()).toHaveText('Rope workshops', { timeout: 30_000 });
  await expect(cell.locator('img')).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
  await page.reload();
  await expect(board(page).locator('figure').first().locator('img')).not.toHaveAttribute('src', before ?? '');
});

test('an unknown project id shows "Project not found" with a way back', async ({ page, request }) => {
  await signedInProject(page, request, 'not-found');
  for (const screen of ['presentation', 'canvas', 'instruction']) {
    await page.goto(`/projects/2f1c9b8e-3c1d-4a57-9a51-0d6f7a1e2b3c/${screen}`);
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /EXPORT/i })).toHaveCount(0);
    await expect(page.getByText('Unnamed Project')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'project-not-found');
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
