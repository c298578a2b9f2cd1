import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** Saves the viewport as `screenshots/<name>.png` (under e2e/) once the web fonts are in. */
export async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${name}.png` });
}

/**
 * Once the web fonts are in, fails on any serious or critical axe finding, then saves the
 * whole page as `screenshots/<name>.png` (under e2e/).
 */
export async function checkAndCaptureFullPage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
