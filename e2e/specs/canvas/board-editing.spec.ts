import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createProject, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { newUser, signUpViaApi } from '../../support/users';

/**
 * Working on the Canvas (issue #47): a dragged node keeps its place after a reload, so do keyboard moves
 * of one card and of a selection; a note with formatting, a link from it to a page, a group; undo takes
 * the last edit back; axe stays clean.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const board = (page: Page) => page.getByRole('main', { name: 'Project canvas' });
const nodeById = (page: Page, id: string) => board(page).locator(`.react-flow__node[data-id="${id}"]`);
/** The save that puts item `id` at (x, y): on a busy machine a first save may carry only the first key presses. */
const savedAt = (page: Page, id: string, x: number, y: number) =>
  page.waitForResponse((r) => {
    const body = r.request().postData() ?? '';
    return r.url().includes(`/canvas/items/${id}`) && r.ok() && body.includes(`"x":${x}`) && body.includes(`"y":${y}`);
  });
const savedBoard = (page: Page) => page.waitForResponse((r) => /\/canvas\/items/.test(r.url()) && r.request().method() !== 'GET' && r.ok());

test('canvas board: arrange, keyboard moves, multi-select, reload, note, link, group, undo', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const user = await signUpViaApi(request, newUser('canvas-board', 'Lina Bo Bardi'));
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(api, {
    name: 'Casa de Vidro',
    location: 'São Paulo',
    keywords: ['glass', 'concrete'],
    insights: ['historical'],
    brandName: 'Casa',
    website: 'https://casa.example',
  });
  await api.dispose();
  await signIn(page, user.email, user.password);
  await page.goto(`/projects/${projectId}/canvas`);

  // Drag Brand Keywords: the move is saved, and after a reload it is where it was put.
  const keywords = nodeById(page, 'keywords');
  await expect(keywords).toBeVisible();
  const before = await keywords.getAttribute('style');
  const box = await keywords.boundingBox();
  if (!box) throw new Error('keywords node has no box');
  const saved = savedBoard(page);
  await page.mouse.move(box.x + box.width / 2, box.y + 12);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + 160, { steps: 8 });
  await page.mouse.up();
  await saved;
  const moved = await keywords.getAttribute('style');
  expect(moved).not.toBe(before);
  const movedTransform = /translate\([^)]*\)/.exec(moved ?? '')?.[0];
  await page.reload();
  await expect(nodeById(page, 'keywords')).toHaveAttribute('style', new RegExp(movedTransform?.replace(/[()]/g, '\\$&') ?? 'x'));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Keyboard moves: arrows move the focused card one grid step (16 px), four with Shift; kept after a reload.
  const at = async (id: string) => {
    const match = /translate\(([-\d.]+)px, ?([-\d.]+)px\)/.exec((await nodeById(page, id).getAttribute('style')) ?? '');
    return { x: Number(match?.[1]), y: Number(match?.[2]) };
  };
  const start = await at('keywords');
  await nodeById(page, 'keywords').getByRole('button').first().focus();
  const keyed = savedAt(page, 'keywords', start.x + 64, start.y + 32);
  // Two presses in one task, before React renders between them: each moves on from where the last left it.
  await page.evaluate(() => {
    for (const _ of [1, 2]) document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  });
  await page.keyboard.press('Shift+ArrowRight');
  await keyed;
  await expect.poll(() => at('keywords')).toEqual({ x: start.x + 64, y: start.y + 32 });
  await page.reload();
  await expect(nodeById(page, 'keywords')).toBeVisible();
  expect(await at('keywords')).toEqual({ x: start.x + 64, y: start.y + 32 });
  // Several at once: Shift and a click add the project card to the selection (no popup opens), and → moves both.
  const project = await at('project');
  await nodeById(page, 'keywords').click({ modifiers: ['Shift'] });
  await nodeById(page, 'project').click({ modifiers: ['Shift'] });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(board(page).locator('.react-flow__node.selected')).toHaveCount(2);
  const both = savedAt(page, 'project', project.x + 32, project.y);
  await page.keyboard.press('ArrowRight');
  // The selection stays through a saved move: the next key moves both again.
  await page.keyboard.press('ArrowRight');
  await both;
  await expect(board(page).locator('.react-flow__node.selected')).toHaveCount(2);
  await expect.poll(() => at('keywords')).toEqual({ x: start.x + 96, y: start.y + 32 });
  await expect.poll(() => at('project')).toEqual({ x: project.x + 32, y: project.y });

  // A note with a little formatting.
  const tools = page.getByRole('toolbar', { name: 'Board tools' });
  const created = savedBoard(page);
  await tools.getByRole('button', { name: 'Add note' }).click();
  await created;
  const note = board(page).getByRole('region', { name: 'Note' });
  await expect(note).toHaveCount(1);
  await note.getByRole('button', { name: 'Edit note' }).click();
  const edited = savedBoard(page);
  await note.getByRole('textbox', { name: 'Note text' }).fill('**Warm** light\n- lime render');
  await note.getByRole('textbox', { name: 'Note text' }).blur();
  await edited;
  await expect(note.locator('strong')).toHaveText('Warm');
  await expect(note.getByRole('listitem')).toHaveText('lime render');

  // Link it to the Historical Context page.
  await note.getByText('lime render').click();
  const linked = savedBoard(page);
  await note.getByRole('combobox', { name: 'Link this note to' }).selectOption({ label: 'Historical Context' });
  await linked;
  const noteId = await board(page).locator('.react-flow__node-note').getAttribute('data-id');
  await expect(board(page).locator(`.react-flow__edge[data-id^="link-"]`)).toHaveCount(1);
  expect(noteId).toMatch(/^note-/);

  // A group, then undo takes it away again (the note and link stay).
  const grouped = savedBoard(page);
  await tools.getByRole('button', { name: 'Add group' }).click();
  await grouped;
  await expect(board(page).getByRole('textbox', { name: 'Group title' })).toHaveValue('Group');
  await expectNoSeriousA11yViolations(page);
  const undone = savedBoard(page);
  await board(page)
    .locator('.react-flow__pane')
    .click({ position: { x: 700, y: 20 } });
  await page.keyboard.press('ControlOrMeta+z');
  await undone;
  await expect(board(page).getByRole('textbox', { name: 'Group title' })).toHaveCount(0);
  await expect(note).toHaveCount(1);
  await expect(board(page).locator(`.react-flow__edge[data-id^="link-"]`)).toHaveCount(1);

  // Export PNG: the whole board as one picture, named after the project, 2,400 px on its long side.
  const download = page.waitForEvent('download');
  await board(page).getByRole('button', { name: 'Export PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-canvas\.png$/);
  const png = readFileSync((await file.path()) ?? '');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  expect(Math.max(width, height)).toBe(2400);
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(800);
  await captureAt(page, 'canvas-export');
  // Kept beside the test's output, to look at.
  writeFileSync(test.info().outputPath('canvas-export.png'), png);
});
