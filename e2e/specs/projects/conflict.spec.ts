import { expect, test } from '@playwright/test';
import { signedInProject } from '../presentation/presentation-helpers';

const presentationButton = (page: import('@playwright/test').Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Presentation', exact: true });

test('two people save the same project: the second is told it changed and sees the newer version', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const projectId = await signedInProject(page, request, 'conflict');
  // A second browser, signed in as the same studio account, has the same project open.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  await page.goto(`/projects/${projectId}/instruction`);
  await second.goto(`/projects/${projectId}/instruction`);
  await expect(page.getByLabel('Project Name *')).toHaveValue('Alfama Hotel');
  await expect(second.getByLabel('Project Name *')).toHaveValue('Alfama Hotel');

  // The first saves a new name and goes on to the presentation.
  await page.getByLabel('Project Name *').fill('Alfama Riverside Hotel');
  await presentationButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/presentation`));

  // The second, still on what they opened, saves another name: refused, told why, shown the newer one.
  await second.getByLabel('Project Name *').fill('Alfama Old Town Hotel');
  await presentationButton(second).click();
  await expect(second.getByText(/This project changed since you opened it/).first()).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`/projects/${projectId}/instruction`));
  await expect(second.getByLabel('Project Name *')).toHaveValue('Alfama Riverside Hotel');

  // Saving again from the newer version goes through.
  await second.getByLabel('Project Name *').fill('Alfama Old Town Hotel');
  await presentationButton(second).click();
  await expect(second).toHaveURL(new RegExp(`/projects/${projectId}/presentation`));
  const saved = await page.request.get(`/api/projects/${projectId}/`);
  expect(((await saved.json()) as { project: { project_name: string } }).project.project_name).toBe('Alfama Old Town Hotel');
  await other.close();
});
