import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createProject, createStudio, generateBoard, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { newUser, signUpViaApi } from '../../support/users';

test('a project file: download the .loci from Export, import it on Projects, and the copy opens with its board', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await signUpViaApi(request, newUser('loci-file', 'Lina Bo Bardi'));
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(api, {
    name: 'Pombaline Rooms',
    location: 'Lisbon',
    insights: ['historical'],
    brandName: 'Aurora Hotels',
    website: 'https://aurora.example',
    keywords: ['limestone', 'azulejo'],
  });
  await generateBoard(api, projectId, 'historical', 'context');
  const emptyStudio = await createStudio(api, 'Atelier Porto');
  const workspaces = (await (await api.get('/api/workspaces/')).json()) as { workspaces: { id: string; personal: boolean }[] };
  const personal = workspaces.workspaces.find((w) => w.personal)?.id as string;
  await api.dispose();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, user.email, user.password);
  await page.goto(`/projects/${projectId}/presentation`);
  await page.getByRole('banner').getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export presentation' });
  await expect(dialog.getByRole('heading', { name: 'Project file' })).toBeVisible();
  await captureAt(page, 'project-file-export');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download .loci file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Pombaline-Rooms.loci');
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 2).toString('latin1')).toBe('PK');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A broken file first: it is refused with what is wrong, and the page stays.
  await page.goto('/projects');
  const input = page.getByLabel('Project file to import (.loci)');
  await input.setInputFiles({ name: 'broken.loci', mimeType: 'application/zip', buffer: Buffer.from('not a project') });
  await expect(page.getByText('This is not a Loci project file (.loci): it cannot be read as a zip.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await captureAt(page, 'project-file-import');
  }
  await expectNoSeriousA11yViolations(page);

  // The real file: a new project opens, with the same name and its board's images.
  await page.setViewportSize({ width: 1440, height: 900 });
  await input.setInputFiles(file);
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/instruction$/);
  const imported = /\/projects\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  expect(imported).not.toBe(projectId);
  await page.goto(`/projects/${imported}/presentation`);
  await expect(page.getByRole('heading', { name: /Pombaline Rooms/ }).first()).toBeVisible();
  await expect(page.locator('main img[src^="/api/assets/"]').first()).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /Pombaline Rooms/ })).toHaveCount(2);

  // The studio archive: downloaded from the owner's settings (a real link), imported into an empty studio.
  await page.goto(`/workspaces/${personal}`);
  const archive = page.getByRole('region', { name: 'Studio archive' });
  const archiving = page.waitForEvent('download');
  await archive.getByRole('link', { name: 'Download archive (2 projects)' }).click();
  const archived = await archiving;
  expect(archived.suggestedFilename()).toMatch(/-studio\.zip$/);
  const archivePath = await archived.path();
  await captureAt(page, 'studio-archive');
  await page.goto(`/workspaces/${emptyStudio}`);
  const target = page.getByRole('region', { name: 'Studio archive' });
  await target.getByLabel('Studio archive to import (.zip)').setInputFiles(archivePath);
  await expect(target.getByRole('status')).toHaveText('Imported 2 projects.');
  await expectNoSeriousA11yViolations(page);
  await expect(target.getByRole('link', { name: 'Download archive (2 projects)' })).toBeVisible();
});
