import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createProject, generateBoard, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { newUser, signUpViaApi } from '../../support/users';

test.use({ viewport: { width: 1440, height: 900 } });

const topBarExport = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Export' });

async function openExportDialog(page: Page): Promise<Locator> {
  await topBarExport(page).click();
  const dialog = page.getByRole('dialog', { name: 'Export presentation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks the dialog's EXPORT and returns the download's suggested name and first bytes. */
async function exportFile(page: Page, dialog: Locator): Promise<{ name: string; head: string }> {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

test('export: PDF and PPTX downloads from Presentation, the dialog from Canvas', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const user = await signUpViaApi(request, newUser('export', 'Eileen Gray'));
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(api, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical'],
    brandName: 'Aurora Hotels',
    website: 'https://aurora.example',
    keywords: ['limestone', 'linen', 'harbour light'],
  });
  await generateBoard(api, projectId, 'historical', 'context');
  await generateBoard(api, projectId, 'historical', 'topics');
  await api.dispose();

  await signIn(page, user.email, user.password);
  await page.goto(`/projects/${projectId}/presentation`);
  const dialog = await openExportDialog(page);

  // Pages with content, in sidebar order, all ticked; PowerPoint is the default format.
  const pages = dialog.getByRole('group', { name: /Pages/ });
  await expect(pages.getByRole('checkbox')).toHaveCount(3);
  await expect(pages.getByRole('checkbox', { name: 'All pages' })).toBeChecked();
  await expect(pages.getByRole('checkbox', { name: 'Historical Context' })).toBeChecked();
  await expect(pages.getByRole('checkbox', { name: 'Historical Topics' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /PowerPoint/ })).toBeChecked();

  await capture(page, 'export-dialog');
  await expectNoSeriousA11yViolations(page);

  // Nothing ticked: EXPORT is disabled.
  await pages.getByRole('checkbox', { name: 'All pages' }).uncheck();
  await expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  await pages.getByRole('checkbox', { name: 'Historical Context' }).check();
  await expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();

  // PDF of one page.
  await dialog.getByRole('radio', { name: 'PDF' }).check();
  const pdf = await exportFile(page, dialog);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.head).toBe('%PDF-');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Exported ${pdf.name}` })).toBeVisible();

  // PPTX of every page: a zip.
  const again = await openExportDialog(page);
  await expect(again.getByRole('checkbox', { name: 'All pages' })).toBeChecked();
  const pptx = await exportFile(page, again);
  expect(pptx.name).toMatch(/\.pptx$/);
  expect(pptx.head.slice(0, 2)).toBe('PK');

  // Canvas has the same action.
  await page.goto(`/projects/${projectId}/canvas`);
  const fromCanvas = await openExportDialog(page);
  await expect(fromCanvas.getByRole('checkbox', { name: 'Historical Context' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await fromCanvas.getByRole('button', { name: 'Cancel' }).click();
  await expect(fromCanvas).toBeHidden();
});
