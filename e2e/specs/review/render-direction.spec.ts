import { expect, type Page, test } from '@playwright/test';
import { createReviewLink, generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { openYourSpace, seedRender, sidebar, signedInProject } from '../presentation/presentation-helpers';

const SHOTS = 'screenshots';

/** A portrait pencil sketch (1200 × 1600) of a room's back wall, window and counter, drawn in the page's own canvas. */
async function portraitSketch(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#fbfaf6';
    g.fillRect(0, 0, 1200, 1600);
    g.strokeStyle = '#2b2b2b';
    g.lineWidth = 6;
    // The room in one-point perspective: back wall, floor and ceiling lines, a tall window at the top, a counter at the foot.
    g.strokeRect(300, 420, 600, 820);
    for (const [x1, y1, x2, y2] of [
      [0, 0, 300, 420],
      [1200, 0, 900, 420],
      [0, 1600, 300, 1240],
      [1200, 1600, 900, 1240],
    ]) {
      g.beginPath();
      g.moveTo(x1, y1);
      g.lineTo(x2, y2);
      g.stroke();
    }
    g.strokeRect(480, 80, 240, 280);
    g.strokeRect(360, 1060, 480, 120);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

test('a portrait sketch gives a portrait render, its frame shown before it is made', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const { panel } = await openYourSpace(page, request, baseURL, 'portrait-sketch');
  await panel.getByLabel('Photo, sketch or model view').setInputFiles({
    name: 'counter-sketch.png',
    mimeType: 'image/png',
    buffer: await portraitSketch(page),
  });
  await panel.getByRole('button', { name: 'UPLOAD' }).click();
  await expect(panel.getByRole('img', { name: 'Your space for Terracotta Lounge' })).toBeVisible();
  // The panel says the render's frame before anything is made: a portrait, nothing cropped.
  await expect(panel.getByText(/^Render frame: Portrait · \d+ × \d+$/)).toBeVisible();
  await expect(panel.getByText('The render keeps your image’s frame. Nothing is cropped.')).toBeVisible();

  await panel.getByRole('radio', { name: 'Strict' }).check();
  await panel.getByRole('button', { name: 'RENDER MY SPACE' }).click();
  const renders = panel.getByRole('region', { name: 'Renders from your space' });
  await expect(renders.getByText('Done')).toHaveCount(1, { timeout: 120_000 });
  const render = renders.getByRole('img', { name: 'Render of your space, strict' });
  await expect(render).toBeVisible();
  await expect.poll(() => render.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const size = await render.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
  // The sketch's 3:4, kept: the window at the top and the counter at the foot are in the picture.
  expect(size.height).toBeGreaterThan(size.width);
  expect(Math.abs(size.width / size.height - 0.75)).toBeLessThan(0.02);
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await panel.screenshot({ path: `${SHOTS}/render-portrait-panel-1440.png` });
});

test('a client rejects the render on a phone with a reason; the designer regenerates it; the link shows it as new', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const projectId = await signedInProject(page, request, 'render-reject');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await seedRender(page, projectId, new URL(baseURL ?? '').origin);
  const url = await createReviewLink(page.request, projectId);

  // The client, on a phone, finds the render page and rejects the render, saying why.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await client.newPage();
  await phone.goto(url);
  await phone.getByLabel('Your name').fill('Clara Reviewer');
  await phone.getByRole('button', { name: 'Start the review' }).click();
  await expect(phone.locator('#root[data-prerendered]')).toHaveCount(0);
  const rejectRender = phone.getByRole('button', { name: /^Reject .*render/i });
  for (let i = 0; i < 12 && !(await rejectRender.isVisible()); i++) await phone.keyboard.press('ArrowRight');
  await expect(rejectRender).toBeVisible();
  await rejectRender.tap();
  await expect(rejectRender).toHaveAttribute('aria-pressed', 'true');
  await phone.getByRole('button', { name: /^Comment on .*render/i }).tap();
  const dialog = phone.getByRole('dialog');
  await dialog.getByLabel('Comment').fill('A terracotta floor instead of the grey one');
  await dialog.getByRole('button', { name: 'Save comment' }).tap();
  await expect(dialog).toBeHidden();
  await expectNoSeriousA11yViolations(phone);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await phone.screenshot({ path: `${SHOTS}/review-render-rejected-390x844.png` });
  await phone.getByRole('button', { name: 'Send feedback' }).tap();
  await expect(phone.getByText('Feedback sent', { exact: true })).toBeVisible();

  // The designer regenerates it, with the client's reason.
  const renderSrc = async () =>
    (await (await page.request.get(`/api/projects/${projectId}/`)).json()).data.moodboards[0].renders.length as number;
  const before = await renderSrc();
  await page.goto(`/projects/${projectId}/presentation`);
  await sidebar(page)
    .getByRole('button', { name: /Tidal Salt moodboard/ })
    .click();
  const panel = page.getByRole('region', { name: 'Client feedback' });
  await expect(panel.getByText('A terracotta floor instead of the grey one')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/render-feedback-designer-1440x900.png` });
  await panel.getByRole('button', { name: 'Regenerate rejected images' }).click();
  const regen = page.getByRole('dialog', { name: 'Regenerate rejected images' });
  await expect(regen.getByRole('textbox')).toHaveValue('A terracotta floor instead of the grey one');
  await regen.getByRole('button', { name: 'Queue 1 image' }).click();
  await expect(regen).toBeHidden();
  await expect.poll(renderSrc, { timeout: 60_000 }).toBe(before + 1);

  // The client's next visit shows the new render, marked new.
  await phone.reload();
  await expect(phone.getByTestId('review-round')).toHaveText('1 new image since your review');
  for (let i = 0; i < 12 && !(await rejectRender.isVisible()); i++) await phone.keyboard.press('ArrowRight');
  await expect(phone.getByText('New', { exact: true })).toHaveCount(1);
  await phone.waitForLoadState('networkidle');
  await phone.screenshot({ path: `${SHOTS}/review-render-new-390x844.png` });
  await client.close();
});

test('the designer pins the first of two renders: the history marks it and the review link shows it, not the newest', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const origin = new URL(baseURL ?? '').origin;
  const projectId = await signedInProject(page, request, 'render-pin');
  await generateBoard(page.request, projectId, 'historical', 'context');
  const { moodboardId } = await seedRender(page, projectId, origin);
  // A second, looser study: the newest, which the deck would show by default.
  const second = await page.request.post('/edit_render/', {
    headers: { Origin: origin },
    multipart: { project_id: projectId, moodboard_id: moodboardId, new_prompt: 'A loose study of the lounge at dusk' },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const renders = async () =>
    (await (await page.request.get(`/api/projects/${projectId}/`)).json()).data.moodboards[0] as {
      renders: { id: string; image: string }[];
      pinned_render_id: string | null;
    };
  const [first, newest] = (await renders()).renders;

  await page.goto(`/projects/${projectId}/presentation`);
  await sidebar(page)
    .getByRole('button', { name: /Tidal Salt moodboard/ })
    .click();
  await page.getByRole('button', { name: 'Show the render of Tidal Salt' }).click();
  const history = page.getByRole('region', { name: 'Render history' });
  await history.getByRole('button', { name: /^Render 1 of 2/ }).click();
  await page.getByRole('button', { name: 'Use in the deck' }).click();
  await expect(page.getByRole('button', { name: 'Pinned', exact: true })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Render 1 of 2, pinned for the deck' })).toBeVisible();
  await expect.poll(async () => (await renders()).pinned_render_id).toBe(first.id);
  await page.screenshot({ path: `${SHOTS}/render-pinned-1440x900.png` });
  await page.keyboard.press('Escape');

  // The review link shows the pinned render, not the newest.
  const url = await createReviewLink(page.request, projectId);
  const sha = (image: string) => image.split('/').at(-1)?.slice(0, 64) ?? '';
  const client = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const cpage = await client.newPage();
  await cpage.goto(url);
  await cpage.getByLabel('Your name').fill('Clara Reviewer');
  await cpage.getByRole('button', { name: 'Start the review' }).click();
  await expect(cpage.locator('#root[data-prerendered]')).toHaveCount(0);
  const heading = cpage.getByRole('heading', { name: 'Tidal Salt render' });
  for (let i = 0; i < 12 && !(await heading.isVisible()); i++) await cpage.keyboard.press('ArrowRight');
  await expect(heading).toBeVisible();
  const sources = await cpage.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(sources.some((src) => src.includes(sha(first.image)))).toBe(true);
  expect(sources.some((src) => src.includes(sha(newest.image)))).toBe(false);
  await client.close();
});
