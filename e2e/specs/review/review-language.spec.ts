import { expect, test } from '@playwright/test';
import { generateBoard } from '../../support/api';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { signedInProject } from '../presentation/presentation-helpers';

test('the designer shares a link in Japanese; a client on a phone reviews in Japanese, then switches to Portuguese', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const projectId = await signedInProject(page, request, 'review-language');
  await generateBoard(page.request, projectId, 'historical', 'context');

  // The designer picks Japanese for the link; the links table says so.
  await page.goto(`/projects/${projectId}/presentation`);
  await page.getByRole('button', { name: 'Share for review' }).click();
  const share = page.getByRole('dialog', { name: 'Share for review' });
  await expect(share.getByLabel('Language')).toHaveValue('en');
  await share.getByLabel('Language').selectOption('ja');
  await share.getByRole('button', { name: 'Create link' }).click();
  const linkField = share.getByRole('textbox', { name: 'Review link' });
  await expect(linkField).toHaveValue(/\/review\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  await expect(share.getByRole('cell', { name: '日本語' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'review-language-share-1440x900');

  // A client on a phone opens it: Japanese.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const cpage = await client.newPage();
  const errors: string[] = [];
  cpage.on('pageerror', (error) => errors.push(error.message));
  await cpage.goto(url);
  await expect(cpage.locator('html')).toHaveAttribute('lang', 'ja');
  await cpage.getByLabel('お名前').fill('Clara');
  await cpage.getByRole('button', { name: 'レビューを始める' }).click();
  await expect(cpage.getByRole('heading', { name: 'Alfama Hotel' })).toBeVisible();
  await cpage.keyboard.press('ArrowRight');
  const approve = cpage.getByRole('button', { name: /を承認$/ });
  await expect(approve).toHaveCount(4);
  await approve.first().click();
  await expect(approve.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(cpage.getByRole('button', { name: 'フィードバックを送信' })).toBeVisible();
  await expectNoSeriousA11yViolations(cpage);
  await capture(cpage, 'review-language-ja-390x844');
  await cpage.setViewportSize({ width: 1440, height: 900 });
  await capture(cpage, 'review-language-ja-1440x900');

  // The client switches to Portuguese: the page follows, and remembers it for this link.
  await cpage.getByLabel('言語').selectOption('pt-PT');
  await expect(cpage.getByRole('button', { name: 'Enviar feedback' })).toBeVisible();
  await expect(cpage.getByRole('button', { name: /^Aprovar / }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(cpage.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expectNoSeriousA11yViolations(cpage);
  await capture(cpage, 'review-language-pt-1440x900');
  await cpage.setViewportSize({ width: 390, height: 844 });
  await capture(cpage, 'review-language-pt-390x844');

  await cpage.reload();
  await expect(cpage.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(cpage.getByRole('button', { name: 'Enviar feedback' })).toBeVisible();
  expect(errors).toEqual([]);
  await client.close();
});
