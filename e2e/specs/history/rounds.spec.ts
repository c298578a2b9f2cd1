import { expect, type Page, test } from '@playwright/test';
import { generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { signedInProject } from '../presentation/presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

type ProjectJson = { data: { contexts: Record<string, { images: string[] }> } };

async function contextImage(page: Page, projectId: string, index: number): Promise<string> {
  const body = (await (await page.request.get(`/api/projects/${projectId}/`)).json()) as ProjectJson;
  return body.data.contexts.historical?.images[index] ?? '';
}

test('share, regenerate a rejected image, compare round 1 with round 2 in History, restore round 1’s page', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'rounds', 'Lina Bo Bardi');
  await generateBoard(page.request, projectId, 'historical', 'context');
  const round1Image = await contextImage(page, projectId, 2);

  // Share: round 1 is kept as shared.
  await page.goto(`/projects/${projectId}/presentation`);
  await page.getByRole('button', { name: 'Share for review' }).click();
  const share = page.getByRole('dialog', { name: 'Share for review' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const url = await share.getByRole('textbox', { name: 'Review link' }).inputValue();
  await share.getByRole('button', { name: 'Close' }).click();

  // The client (no account) rejects the third image.
  const client = await playwright.request.newContext({ baseURL: new URL(url).origin });
  const token = new URL(url).pathname.split('/').pop();
  const rejected = await client.post(`/api/review/${token}/feedback`, {
    data: { pageId: 'historical-context', imageIndex: 2, verdict: 'reject', comment: 'Warmer light', name: 'Clara' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await client.dispose();

  // The designer regenerates it: the round moves on.
  await page.reload();
  const panel = page.getByRole('region', { name: 'Client feedback' });
  await panel.getByRole('button', { name: 'Regenerate rejected images' }).click();
  const regen = page.getByRole('dialog', { name: 'Regenerate rejected images' });
  await regen.getByRole('button', { name: 'Queue 1 image' }).click();
  await expect(regen).toBeHidden();
  await expect.poll(() => contextImage(page, projectId, 2), { timeout: 60_000 }).not.toBe(round1Image);
  const round2Image = await contextImage(page, projectId, 2);

  // History compares round 1 with round 2: the regenerated image is marked.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByLabel('Compare')).toHaveValue(/.+/);
  await expect(history.getByLabel('Compare').locator('option:checked')).toHaveText(/^Round 1/);
  await expect(history.getByLabel('With').locator('option:checked')).toHaveText(/^Round 2/);
  const pageRow = history.getByRole('region', { name: 'Historical Context' });
  await expect(pageRow.getByText('1 image changed')).toBeVisible();
  await expect(pageRow.getByText('Changed', { exact: true })).toHaveCount(2);
  await expect(pageRow.getByRole('list', { name: 'Historical Context in Round 1' }).locator('img').nth(2)).toHaveAttribute(
    'src',
    round1Image,
  );
  await expect(pageRow.getByRole('list', { name: 'Historical Context in Round 2' }).locator('img').nth(2)).toHaveAttribute(
    'src',
    round2Image,
  );
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'history-compare-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'history-compare-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Restore round 1's page: its image is back, and the project as it was is kept first.
  await pageRow.getByRole('button', { name: 'Restore this page from Round 1' }).click();
  await expect(history.getByText(/Historical Context restored from Round 1/)).toBeVisible();
  await expect.poll(() => contextImage(page, projectId, 2)).toBe(round1Image);
  await expect(history.getByLabel('Compare').locator('option', { hasText: 'Before restoring Round 1' })).toHaveCount(1);
});
