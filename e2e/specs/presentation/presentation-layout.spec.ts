import { expect, type Locator, type Page, test } from '@playwright/test';
import { capture } from '../../support/screenshots';
import { board, openButtons, openGeneratedContext, sidebar, signedInProject } from './presentation-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

/** Nothing scrolls sideways: not the page, not the board column. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
  expect(widths).toEqual({ page: 0, main: 0 });
}

/** The section text and the image grid do not overlap. */
async function expectApart(text: Locator, grid: Locator): Promise<void> {
  const a = await text.boundingBox();
  const b = await grid.boundingBox();
  if (!a || !b) throw new Error('text or grid not laid out');
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  expect(overlapX <= 0 || overlapY <= 0, `text ${JSON.stringify(a)} overlaps grid ${JSON.stringify(b)}`).toBe(true);
}

async function selectPage(page: Page, name: RegExp): Promise<void> {
  await sidebar(page).getByRole('button', { name }).click();
  await expect(sidebar(page).getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
}

async function createMoodboard(page: Page): Promise<void> {
  await sidebar(page).getByRole('button', { name: '+ Add Moodboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Moodboard' });
  await dialog.getByLabel('Moodboard Topic').fill('Tiled courtyard');
  await dialog.getByRole('button', { name: 'Historical' }).click();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'CREATE MOODBOARD' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(openButtons(page)).toHaveCount(9, { timeout: 90_000 });
  await expect(page.getByText(/images completed/)).toBeHidden({ timeout: 15_000 });
}

test('each page type at 1440×900 and 1024×768: no sideways scroll, text beside or above the images', async ({ page, request }) => {
  test.setTimeout(240_000);
  const projectId = await signedInProject(page, request, 'layout');
  await openGeneratedContext(page, projectId);
  await selectPage(page, /^Historical Topics/);
  await expect(openButtons(page)).toHaveCount(8, { timeout: 60_000 });
  await expect(page.getByText('Generating Historical Topics')).toBeHidden({ timeout: 15_000 });
  await createMoodboard(page);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const size = `${viewport.width}x${viewport.height}`;
    await page.mouse.move(0, 0);

    await selectPage(page, /^Historical Context/);
    await expect(openButtons(page)).toHaveCount(4);
    await expectNoHorizontalOverflow(page);
    await expectApart(board(page).locator('article > header'), board(page).locator('article [class*="grid"]').first());
    await capture(page, `presentation-context-${size}`);

    await openButtons(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Prompt')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
    await capture(page, `presentation-popup-${size}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await selectPage(page, /^Historical Topics/);
    await expect(openButtons(page)).toHaveCount(8);
    await expectNoHorizontalOverflow(page);
    await expectApart(board(page).locator('article > header'), board(page).locator('article [class*="grid"]').first());
    await capture(page, `presentation-topics-${size}`);

    await selectPage(page, / moodboard$/);
    await expect(openButtons(page)).toHaveCount(9);
    await expectNoHorizontalOverflow(page);
    await capture(page, `presentation-moodboard-${size}`);
  }
});
