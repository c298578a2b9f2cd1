import { expect, type Page, test } from '@playwright/test';
import { createReviewLink, generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { signedInProject } from '../presentation/presentation-helpers';

const SHOTS = '/tmp/shots-review-fit';
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

/**
 * What sticks out past the viewport's right edge: the document's own scroll width, and every
 * visible element whose box ends beyond it (a clipped button is as lost as a scrolled one).
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.visually-hidden')) continue;
      if (box.right > width + 1 || box.left < -1) {
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return out.slice(0, 10);
  });
}

/** Visible buttons smaller than 44 × 44 px (a finger's target). */
async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, a[href]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !el.closest('.visually-hidden') && (box.width < 44 || box.height < 44);
      })
      .map(
        (el) =>
          `${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
      ),
  );
}

async function expectFits(page: Page, where: string): Promise<void> {
  expect.soft(await overflow(page), `${where}: wider than the viewport`).toEqual([]);
}

test('review, Present and the designer’s board fit phones, tablets and desktops', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const projectId = await signedInProject(page, request, 'fit');
  await generateBoard(page.request, projectId, 'historical', 'context');
  await generateBoard(page.request, projectId, 'historical', 'topics');
  const path = await createReviewLink(page.request, projectId);
  const headings = ['Alfama Hotel', 'Historical Context', 'Historical Topics', 'Credits'];

  const client = await browser.newContext({ viewport: SIZES[0] });
  const cpage = await client.newPage();
  await cpage.goto(path);
  await cpage.getByLabel('Your name').fill('Clara Reviewer');
  await cpage.getByRole('button', { name: 'Start the review' }).click();
  for (const size of SIZES) {
    await cpage.setViewportSize(size);
    const name = `${size.width}x${size.height}`;
    await cpage.keyboard.press('Home');
    for (const [i, heading] of headings.entries()) {
      if (i > 0) await cpage.keyboard.press('ArrowRight');
      await expect(cpage.getByRole('heading', { name: heading })).toBeVisible();
      await expectFits(cpage, `review ${heading} ${name}`);
      if (size.width < 1024) expect.soft(await smallButtons(cpage), `review ${heading} ${name}: small buttons`).toEqual([]);
      await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/review-${i}-${name}.png` });
    }
  }
  await cpage.keyboard.press('Home');
  await cpage.keyboard.press('ArrowRight');
  await expectNoSeriousA11yViolations(cpage);
  await client.close();

  for (const size of SIZES) {
    await page.setViewportSize(size);
    const name = `${size.width}x${size.height}`;
    await page.goto(`/projects/${projectId}/present`);
    // Painted from the HTML: the keys work once the app has taken the page over.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    for (const [i, heading] of headings.entries()) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectFits(page, `present ${heading} ${name}`);
      if (size.width < 1024) expect.soft(await smallButtons(page), `present ${heading} ${name}: small buttons`).toEqual([]);
      await page.screenshot({ animations: 'disabled', path: `${SHOTS}/present-${i}-${name}.png` });
    }
    await page.goto(`/projects/${projectId}/presentation`);
    await expect(page.getByRole('main').getByRole('button', { name: /^Open / })).toHaveCount(4, { timeout: 30_000 });
    await expectFits(page, `board ${name}`);
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/board-${name}.png` });
  }
});

test('every image opens full size: mouse, keyboard, swipe, its label and credit, and the verdicts on a review link', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'lightbox');
  await generateBoard(page.request, projectId, 'historical', 'context');
  const path = await createReviewLink(page.request, projectId);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const cpage = await client.newPage();
  await cpage.goto(path);
  await cpage.getByLabel('Your name').fill('Clara Reviewer');
  await cpage.getByRole('button', { name: 'Start the review' }).click();
  await cpage.keyboard.press('ArrowRight');
  await expect(cpage.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
  const enlarge = cpage.getByRole('button', { name: /^Enlarge / });
  await expect(enlarge).toHaveCount(4);
  // Mouse: a click on the first image opens it, with its label, its mark and its verdicts.
  await enlarge.first().click();
  const box = cpage.getByRole('dialog');
  await expect(box).toBeVisible();
  const first = (await box.getByRole('heading').textContent()) ?? '';
  expect(first).not.toBe('');
  await expect(box.getByRole('img', { name: first })).toBeVisible();
  // Offline images are studies: the lightbox names the mark their pixels carry.
  await expect(box.getByText('Study: drawn by Loci', { exact: false })).toBeVisible();
  await expect(box.getByText('1 / 4')).toBeVisible();
  await box.getByRole('button', { name: `Reject ${first}` }).click();
  await expect(box.getByRole('button', { name: `Reject ${first}` })).toHaveAttribute('aria-pressed', 'true');
  expect(await overflow(cpage)).toEqual([]);
  expect(await smallButtons(cpage)).toEqual([]);
  await expectNoSeriousA11yViolations(cpage);
  await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/lightbox-review-390x844.png` });
  // Its Content Credentials, as the designer's popup shows them: the copy the link serves, signed by Loci, valid.
  const credentials = box.getByText('Content Credentials', { exact: true });
  await credentials.click();
  await expect(box.getByText('Valid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(box.getByText('an algorithm (offline study)', { exact: false })).toBeVisible();
  expect(await overflow(cpage)).toEqual([]);
  await expectNoSeriousA11yViolations(cpage);
  await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/lightbox-review-credentials-390x844.png` });
  await credentials.click();
  // Keyboard: → and ← move between the page's images, not the presenter's pages.
  await cpage.keyboard.press('ArrowRight');
  await expect(box.getByText('2 / 4')).toBeVisible();
  await expect(box.getByRole('heading')).not.toHaveText(first);
  await cpage.keyboard.press('ArrowLeft');
  await expect(box.getByRole('heading')).toHaveText(first);
  // Swipe: to the left is the next image.
  const figure = box.getByTestId('lightbox-image');
  await figure.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: 400, isPrimary: true });
  await figure.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 60, clientY: 410, isPrimary: true });
  await expect(box.getByText('2 / 4')).toBeVisible();
  // Esc closes it and leaves the presenter where it was; the verdict given inside it stands.
  await cpage.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(cpage.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
  await expect(cpage.getByRole('button', { name: `Reject ${first}` })).toHaveAttribute('aria-pressed', 'true');
  await client.close();

  // Present: the same lightbox, at desktop size, opened from the keyboard.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${projectId}/present`);
  await expect(page.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
  // Painted from the HTML: the keys work once the app has taken the page over.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Enlarge / })
    .nth(1)
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText('2 / 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ animations: 'disabled', path: `${SHOTS}/lightbox-present-1440x900.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Historical Context' })).toBeVisible();

  // The designer's board: the image popup's picture opens full size over it.
  await page.goto(`/projects/${projectId}/presentation`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: /full size$/ }).click();
  const full = page.getByRole('dialog').filter({ has: page.getByTestId('lightbox-image') });
  await expect(full.getByRole('img')).toBeVisible();
  expect(await full.getByRole('img').getAttribute('src')).toMatch(/\/api\/assets\/[0-9a-f]{64}$/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(popup).toBeVisible();
});
