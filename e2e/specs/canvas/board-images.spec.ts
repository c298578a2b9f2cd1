import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { seedMoodboard, sidebar, signedInProject } from '../presentation/presentation-helpers';

/**
 * Free images on the Canvas (issue #47): added from the tools, pasted and dropped; each asks for its
 * credit, shows it as the designer's upload and stays after a reload; a comment is pinned on it; a
 * pinned image is then a reference for "your space" and for a new moodboard.
 */
const ROOM = readFileSync(join(import.meta.dirname, '../../../apps/server/test/fixtures/space/room-photo.jpg'));
const board = (page: Page) => page.getByRole('main', { name: 'Project canvas' });
const images = (page: Page) => board(page).locator('.react-flow__node-image');

/** Sends a picture to the page as a paste (`paste`) or a drop on the board (`drop`), as a browser does with a real file. */
async function give(page: Page, how: 'paste' | 'drop', name: string): Promise<void> {
  await page.evaluate(
    async ({ how, name, bytes }) => {
      const file = new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
      const data = new DataTransfer();
      data.items.add(file);
      if (how === 'paste') {
        document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        return;
      }
      const pane = document.querySelector('.react-flow__pane') as HTMLElement;
      const box = pane.getBoundingClientRect();
      const at = { clientX: box.left + box.width - 200, clientY: box.top + 200, bubbles: true, cancelable: true, dataTransfer: data };
      pane.dispatchEvent(new DragEvent('dragover', at));
      pane.dispatchEvent(new DragEvent('drop', at));
    },
    { how, name, bytes: [...ROOM] },
  );
}

test('free images: add, paste and drop a photo with its credit; it stays, and becomes a reference for your space and a moodboard', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const projectId = await signedInProject(page, request, 'canvas-images', 'Lina Bo Bardi');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await seedMoodboard(page, projectId, new URL(baseURL ?? '').origin);
  await page.goto(`/projects/${projectId}/canvas`);
  const tools = page.getByRole('toolbar', { name: 'Board tools' });
  await expect(tools).toBeVisible({ timeout: 30_000 });

  // From the tools: a credit is asked for before anything is stored.
  await tools.getByLabel('Add image').setInputFiles({ name: 'site-visit.jpg', mimeType: 'image/jpeg', buffer: ROOM });
  const dialog = page.getByRole('dialog', { name: 'Add an image to the board' });
  await expect(dialog.getByText('site-visit.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'ADD TO BOARD' }).click();
  await expect(dialog.getByText('Please enter a credit for this photo.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Credit').fill('Studio Norte');
  await dialog.getByLabel('Licence (optional)').fill('CC BY 4.0');
  await dialog.getByRole('button', { name: 'ADD TO BOARD' }).click();
  await expect(dialog).toBeHidden();
  await expect(images(page)).toHaveCount(1);
  const first = images(page).first();
  await expect(first.getByText('Studio Norte · CC BY 4.0')).toBeVisible();
  await expect(first.getByText('Your upload')).toBeVisible();
  await expect(first.getByRole('img')).toHaveJSProperty('complete', true);
  // The picture keeps its shape: the room photo is landscape, its node as wide as the board's images.
  const box = await first.boundingBox();
  expect(box && box.width > box.height).toBe(true);

  // Pasted: the same dialog, then a second image.
  await give(page, 'paste', 'clipboard.jpg');
  await expect(dialog.getByText('clipboard.jpg')).toBeVisible();
  // Each picture is credited on its own: the last one's credit and licence are not carried over.
  await expect(dialog.getByLabel('Credit')).toHaveValue('');
  await expect(dialog.getByLabel('Licence (optional)')).toHaveValue('');
  await dialog.getByLabel('Credit').fill('Own photo');
  await dialog.getByRole('button', { name: 'ADD TO BOARD' }).click();
  await expect(images(page)).toHaveCount(2);

  // Dropped on the board, then cancelled: nothing is added.
  await give(page, 'drop', 'dropped.jpg');
  await expect(dialog.getByText('dropped.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(dialog).toBeHidden();
  await expect(images(page)).toHaveCount(2);

  // Kept for everyone after a reload, with their credits.
  await page.reload();
  await expect(images(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(board(page).getByText('Studio Norte · CC BY 4.0')).toBeVisible();
  const shaOf = (src: string | null) => /[0-9a-f]{64}/.exec(src ?? '')?.[0];
  const pinnedSha = shaOf(await images(page).first().getByRole('img').getAttribute('src'));
  expect(pinnedSha).toBeTruthy();
  await expectNoSeriousA11yViolations(page);

  // A comment pinned on the image: the panel opens on it, and the image counts its open comment.
  await images(page).first().getByRole('button', { name: 'Comment on this image' }).click();
  const comments = page.getByRole('dialog', { name: 'Comments' });
  const field = comments.getByRole('combobox', { name: 'New thread on An image on the Canvas' });
  await field.fill('Use this light for the lounge');
  await field.press('Control+Enter');
  await expect(comments.getByRole('article').filter({ hasText: 'Use this light for the lounge' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await comments.getByRole('button', { name: 'Close comments' }).click();
  await expect(images(page).first().getByRole('button', { name: 'Comments on this image, 1 open' })).toBeVisible();
  await captureAt(page, 'canvas-images');
  await page.setViewportSize({ width: 390, height: 844 });
  await board(page)
    .getByRole('button', { name: /fit view/i })
    .click();
  await expect(board(page).getByRole('button', { name: 'Export PNG' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Board tools' }).getByText('Add image')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'canvas-images');
  await page.setViewportSize({ width: 1440, height: 900 });

  // "Add to deck": the board as a picture for the deck; the export offers it, ticked, and Present shows it.
  await board(page).getByRole('button', { name: 'Add to deck' }).click();
  await expect(
    board(page)
      .getByRole('status')
      .filter({ hasText: /^In the deck since \d\d:\d\d$/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(board(page).getByRole('button', { name: 'Update in deck' })).toBeVisible();
  // The Canvas alone as a PDF page.
  const canvasPdf = page.waitForEvent('download');
  await board(page).getByRole('button', { name: 'Export PDF' }).click();
  const onePage = await canvasPdf;
  expect(onePage.suggestedFilename()).toMatch(/-canvas\.pdf$/);
  expect(
    readFileSync((await onePage.path()) ?? '')
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await page.getByRole('banner').getByRole('button', { name: 'Export' }).click();
  const exporting = page.getByRole('dialog', { name: 'Export presentation' });
  await expect(exporting.getByRole('checkbox', { name: /The working board/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await exporting.getByRole('radio', { name: /PDF/ }).check();
  const asked = page.waitForRequest((r) => r.url().endsWith('/export') && r.method() === 'POST');
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Export', exact: true }).click();
  expect((await asked).postDataJSON()).toMatchObject({ format: 'pdf', includeCanvas: true });
  const pdf = readFileSync((await (await download).path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.goto(`/projects/${projectId}/present`);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  const canvasSlide = page.getByRole('region', { name: 'Canvas' });
  for (let i = 0; i < 10 && !(await canvasSlide.isVisible()); i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
  }
  await expect(canvasSlide.getByRole('img', { name: 'Canvas' })).toBeVisible();
  await captureAt(page, 'present-canvas');

  // A pinned image is the first of the project's images "your space" offers.
  await page.goto(`/projects/${projectId}/presentation`);
  await sidebar(page)
    .getByRole('button', { name: /Terracotta Lounge moodboard/ })
    .click();
  const panel = page.getByRole('region', { name: 'Your space', exact: true });
  await panel.scrollIntoViewIfNeeded();
  await panel.getByText('Or pick one of this project’s images').click();
  await panel.getByRole('button', { name: 'Use the project’s image 1 as your space' }).click();
  await expect(panel.getByRole('img', { name: 'Your space for Terracotta Lounge' })).toBeVisible();
  const space = await panel.getByRole('img', { name: 'Your space for Terracotta Lounge' }).getAttribute('src');
  expect(shaOf(space)).toBe(pinnedSha);

  // And a reference for a new moodboard, after the insight's own images.
  await sidebar(page).getByRole('button', { name: '+ Add Moodboard' }).click();
  const create = page.getByRole('dialog', { name: 'New Moodboard' });
  await create.getByLabel('Moodboard Topic').fill('Site light');
  await create.getByRole('button', { name: /Historical/ }).click();
  const fromCanvas = create.getByRole('radio', { name: /From the Canvas: Studio Norte · CC BY 4\.0/ }).first();
  await expect(fromCanvas).toBeVisible();
  await fromCanvas.check();
  await expect(create.getByRole('button', { name: 'CREATE MOODBOARD' })).toBeEnabled();
});
