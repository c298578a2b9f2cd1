import { expect, type Page, test } from '@playwright/test';
import { createProject, createStudio } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { buildPng } from '../../support/png';
import { newUser } from '../../support/users';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `screenshots/brand-kits-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a studio creates a brand kit, a project uses it, the kit’s change reaches it and an override stays', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, newUser('brand-kits', 'Marta Sousa'));
  const studio = await createStudio(page.request, 'Atelier Sul');
  const projectId = await createProject(page.request, {
    name: 'Casa do Rio',
    location: 'Lisbon',
    insights: ['historical'],
    brandName: 'Own brand',
    website: 'https://casa.example',
    keywords: ['azulejo'],
    workspaceId: studio,
  });

  // Create a kit on the studio page.
  await page.goto(`/workspaces/${studio}`);
  await expect(page.getByRole('heading', { name: 'Brand kits' })).toBeVisible();
  await expect(page.getByText('No brand kits yet. Create one to share a brand across projects.')).toBeVisible();
  await page.getByRole('button', { name: 'New brand kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New brand kit' });
  await dialog.getByLabel('Kit name').fill('Maré Hotels');
  await dialog.getByLabel('Definition and voice').fill('Calm and salt-washed: light, linen, the river at dusk.');
  for (const colour of ['1f4e5a', 'c8a96b', 'e9e4da']) {
    await dialog.getByLabel('Add a colour to the palette (hex)').fill(colour);
    await dialog.getByRole('button', { name: 'Add colour' }).click();
  }
  await dialog.getByLabel('Keywords').fill('tide, linen, dusk');
  await dialog.getByLabel('Kit logo').setInputFiles({ name: 'mare.png', mimeType: 'image/png', buffer: buildPng(5, 128) });
  await expect(dialog.getByText('mare.png')).toBeVisible();
  await shoot(page, 'dialog');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create kit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Maré Hotels' })).toBeVisible();
  await expect(page.getByText(/Fraunces \/ Inter · 0 projects · tide, linen, dusk/)).toBeVisible();

  // The studio kit's closing-slide lines.
  await page.getByLabel('Closing slide contact lines').fill('Atelier Sul\nhello@sul.example');
  await page.getByRole('button', { name: 'Save studio kit' }).click();
  await expect(page.getByText('Studio kit saved.')).toBeVisible();
  await shoot(page, 'studio');
  await expectNoSeriousA11yViolations(page);

  // The project picks the kit on Instructions: its fields now come from the kit.
  await page.goto(`/projects/${projectId}/instruction`);
  await page.getByLabel('Brand kit').selectOption({ label: 'Maré Hotels' });
  await expect(page.getByText('From Maré Hotels')).toHaveCount(4);
  await expect(page.getByLabel('Brand Definition *')).toHaveValue('Maré Hotels');

  // An override: the brand name typed here stays the project's own.
  await page.getByLabel('Brand Definition *').fill('Maré Rio');
  await page.getByRole('button', { name: /PRESENTATION/i }).click();
  await expect(page).toHaveURL(/\/presentation/);
  await page.goto(`/projects/${projectId}/instruction`);
  await expect(page.getByText('Overridden here')).toBeVisible();
  await expect(page.getByLabel('Brand Definition *')).toHaveValue('Maré Rio');
  await shoot(page, 'instructions');
  await expectNoSeriousA11yViolations(page);

  // "Use kit value" drops the override.
  await page.getByRole('button', { name: 'Use kit value for brand name' }).click();
  await expect(page.getByText('Overridden here')).toHaveCount(0);
  await expect(page.getByLabel('Brand Definition *')).toHaveValue('Maré Hotels');

  // A change to the kit on the studio page reaches the project.
  await page.goto(`/workspaces/${studio}`);
  await page.getByRole('button', { name: 'Edit Maré Hotels' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Maré Hotels' });
  await edit.getByLabel('Kit name').fill('Maré Collection');
  await edit.getByRole('button', { name: 'Save kit' }).click();
  await expect(page.getByText(/Fraunces \/ Inter · 1 project · tide, linen, dusk/)).toBeVisible();
  await page.goto(`/projects/${projectId}/instruction`);
  await expect(page.getByLabel('Brand Definition *')).toHaveValue('Maré Collection');
  await expect(page.getByText('From Maré Collection')).toHaveCount(4);
});
