import { expect, test } from '@playwright/test';
import { capture } from '../../support/screenshots';
import { openButtons, openGeneratedContext, signedInProject } from './presentation-helpers';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the image popup shows the image's Content Credentials (${viewport.width} px)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const projectId = await signedInProject(page, request, `credentials-${viewport.width}`);
    await openGeneratedContext(page, projectId);
    await openButtons(page).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Content Credentials').click();
    await expect(dialog.getByText('Valid', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(/^Loci \d+\.\d+\.\d+$/)).toBeVisible();
    await expect(dialog.getByText('Loci (self-signed)')).toBeVisible();
    await expect(dialog.getByText(/an algorithm \(offline study\)/)).toBeVisible();
    await dialog.getByText('Content Credentials').scrollIntoViewIfNeeded();
    await capture(page, `content-credentials-${viewport.width}`);
  });
}
