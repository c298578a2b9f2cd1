import { expect, type Page, test } from '@playwright/test';
import { createReviewLink, generateBoard } from '../../support/api';
import { holdScripts } from '../../support/hold-scripts';
import { signedInProject } from '../presentation/presentation-helpers';

/**
 * The first screens painted from the server's HTML (a client's review link, Present opened cold)
 * take keys and clicks before their scripts have run. These tests hold every script of the page
 * until the person has typed, clicked or pressed, then let them through: nothing done meanwhile
 * may be lost when the app takes the page over (#42).
 */

const ROUNDS = 20;
const SHOTS = '/tmp/shots-review-early-input';

/** True once React has taken `#root` over (the prerendered mark is gone). */
const takenOver = (page: Page) => expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 20_000 });

test('a name typed, “Start the review” clicked and → pressed before the review page’s scripts run start the review on page 2, 20 times', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const projectId = await signedInProject(page, request, 'early-review');
  const path = await createReviewLink(page.request, projectId);

  for (let round = 1; round <= ROUNDS; round++) {
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const cpage = await client.newPage();
    const errors: string[] = [];
    cpage.on('pageerror', (error) => errors.push(error.message));
    cpage.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const scripts = await holdScripts(client);
    await cpage.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(scripts.held).toBeGreaterThan(0);
    const field = cpage.getByLabel('Your name');
    const start = cpage.getByRole('button', { name: 'Start the review' });
    // Half the rounds type it all before the scripts run; the other half let the scripts in
    // halfway through the name, the way a person typing when the app wakes up would.
    const name = `Clara Reviewer ${round}`;
    if (round % 2 === 1) {
      await field.pressSequentially(name);
      // The button follows the field at every moment, scripts or not.
      await expect(start).toBeEnabled();
      await start.click();
      // A key to the next page, pressed before the presentation it moves exists (the click is held too).
      await cpage.keyboard.press('ArrowRight');
      scripts.release();
    } else {
      await field.pressSequentially(name.slice(0, 6));
      scripts.release();
      await field.pressSequentially(name.slice(6), { delay: 15 });
      await takenOver(cpage);
      await expect(field).toHaveValue(name);
      if (round === 2) {
        for (const size of [
          { width: 390, height: 844 },
          { width: 1440, height: 900 },
        ]) {
          await cpage.setViewportSize(size);
          await cpage.screenshot({ animations: 'disabled', path: `${SHOTS}/name-typed-${size.width}x${size.height}.png` });
        }
        await cpage.setViewportSize({ width: 390, height: 844 });
      }
      await start.click();
    }
    await expect(cpage.getByRole('button', { name: 'Leave the presentation' })).toBeVisible({ timeout: 20_000 });
    // The held key moved the presentation on once it was there; the other rounds stay on the title.
    await expect(cpage.getByText(round % 2 === 1 ? /^Page 2 \// : /^Page 1 \//)).toBeVisible();
    expect(await cpage.evaluate(() => localStorage.getItem('loci.review.name'))).toBe(name);
    expect(errors).toEqual([]);
    await client.close();
  }
});

test('keys pressed on a cold Present before its scripts run move the slides once they do, 20 times', async ({ page, request }) => {
  test.setTimeout(240_000);
  const projectId = await signedInProject(page, request, 'early-present');
  await generateBoard(page.request, projectId, 'historical', 'context');
  const context = page.context();
  for (let round = 1; round <= ROUNDS; round++) {
    const scripts = await holdScripts(context);
    await page.goto(`/projects/${projectId}/present`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
    await expect.poll(scripts.held).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    scripts.release();
    await takenOver(page);
    await expect(page.getByRole('heading', { name: 'Historical Context' })).toBeVisible();
    await context.unrouteAll({ behavior: 'wait' });
  }
});
