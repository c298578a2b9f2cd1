import { expect, type Locator, test } from '@playwright/test';
import { generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { board, seedRender, signedInProject } from './presentation-helpers';

const SHOTS = '/tmp/shots-35b';

/** The part of an <img> box the picture covers (object-fit: contain letterboxes it). */
async function pictureBox(image: Locator) {
  return image.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const scale = Math.min(box.width / el.naturalWidth, box.height / el.naturalHeight);
    const width = el.naturalWidth * scale;
    const height = el.naturalHeight * scale;
    return { top: box.top + (box.height - height) / 2, left: box.left + (box.width - width) / 2, width, height };
  });
}

test('Present: the render’s label sits on the render; board label chips leave the picture in sight', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const projectId = await signedInProject(page, request, 'render-label');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await seedRender(page, projectId, new URL(baseURL ?? '').origin);

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${projectId}/present`);
    // Painted from the HTML: the keys work once the app has taken the page over.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    const slide = page.getByRole('region', { name: 'Tidal Salt render' });
    for (let i = 0; i < 8 && !(await slide.isVisible()); i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(150);
    }
    await expect(slide).toBeVisible();
    const image = slide.getByRole('img', { name: 'Render' });
    await expect(image).toHaveAttribute('data-loaded');
    const picture = await pictureBox(image);
    const label = await slide.getByText('Render', { exact: true }).boundingBox();
    expect(label).not.toBeNull();
    // The label's box lies on the picture, not on the paper around it.
    expect(label?.y ?? 0).toBeGreaterThanOrEqual(picture.top - 1);
    expect(label?.x ?? 0).toBeGreaterThanOrEqual(picture.left - 1);
    expect((label?.y ?? 0) + (label?.height ?? 0)).toBeLessThanOrEqual(picture.top + picture.height + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/present-render-${size.width}.png` });
  }

  // The designer's board: hovering a tile shows its label alternatives on one line at the top.
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${projectId}/presentation`);
    const tile = board(page).getByRole('figure').first();
    await tile.hover();
    const caption = tile.locator('figcaption');
    const chips = caption.getByRole('button');
    await expect(chips.first()).toBeVisible();
    // Both boxes in one frame: measured one after the other, a board still settling above the tile
    // (a notice appearing) moved the caption between the two reads.
    const { cellHeight, captionBottom } = await tile.evaluate((figure) => {
      const cell = figure.getBoundingClientRect();
      const box = figure.querySelector('figcaption')?.getBoundingClientRect();
      return { cellHeight: cell.height, captionBottom: box ? box.bottom - cell.top : Number.POSITIVE_INFINITY };
    });
    // Most of the tile (its lower half and more) stays clear of the caption and its chips.
    expect(captionBottom).toBeLessThanOrEqual(cellHeight * 0.5);
    const rows = new Set(await chips.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))));
    expect(rows.size).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/board-hover-${size.width}.png` });
  }
});
