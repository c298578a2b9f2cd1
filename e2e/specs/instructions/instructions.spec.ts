import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../../support/auth-ui';
import { checkAndCaptureFullPage } from '../../support/screenshots';
import { newUser } from '../../support/users';

const REQUIRED_NOTICE = 'Required: Please fill in Brand Name and Website fields, then click GENERATE to create keywords before proceeding.';
const FIXTURE = readFileSync(new URL('../../fixtures/sites/coffee-roaster.html', import.meta.url), 'utf8');
const SITES: Record<string, string> = {
  '/': FIXTURE,
  '/ja': readFileSync(new URL('../../fixtures/sites/tea-house-ja.html', import.meta.url), 'utf8'),
  // A single-page app's shell: a title and nothing a reader can use.
  '/shell': '<!doctype html><html lang="en"><head><title>Maison Vérane</title></head><body><div id="root"></div></body></html>',
};

let site: Server;
let siteUrl = '';

test.beforeAll(async () => {
  // A coffee roaster's home page on 127.0.0.1 (the e2e server allows private hosts for this).
  site = createServer((request, response) => {
    const html = SITES[request.url ?? ''];
    if (html === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Project sections' }).getByText(name, { exact: true });
const keywordGroup = (page: Page) => page.getByRole('group', { name: 'Generated Keywords *' });
const presentationButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Presentation', exact: true });

async function selectedKeywords(page: Page): Promise<string[]> {
  return (await keywordGroup(page).getByRole('button', { pressed: true }).allTextContents()).map((t) => t.trim());
}

test('fills the form, picks a hexagon, generates keywords, saves and restores the project', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndSignIn(page, request, newUser('instructions', 'Lina Bo Bardi'));

  // Empty form: the red notice, disabled tabs and PRESENTATION.
  await page.goto('/instruction');
  await expect(page.getByText(REQUIRED_NOTICE)).toBeVisible();
  await expect(tab(page, 'Presentation')).toHaveAttribute('aria-disabled', 'true');
  await expect(tab(page, 'Canvas')).toHaveAttribute('aria-disabled', 'true');
  await expect(presentationButton(page)).toBeDisabled();
  await checkAndCaptureFullPage(page, 'instructions-empty');

  await page.getByLabel('Project Name *').fill('Harbour Roastery');

  // Location: autocomplete, then a hexagon on the map.
  const location = page.getByRole('combobox', { name: 'Project Location *' });
  await location.pressSequentially('Lisb');
  await page.getByRole('option', { name: 'Lisbon, Portugal' }).click();
  await expect(location).toHaveValue('Lisbon, Portugal');

  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByText('Click on a hexagon to select the target area for your project')).toBeVisible();
  const cells = page.locator('path.hex-cell');
  await expect(cells).toHaveCount(169);
  const box = await page.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('map has no box');
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
  await expect(page.getByText('Area selected - Click another hexagon to change selection')).toBeVisible();
  await expect(page.locator('path.hex-cell-selected')).toHaveCount(1);
  // A picked place is kept: the hexagon only offers its area's name (issue #49).
  await expect(location).toHaveValue('Lisbon, Portugal');
  await expect(page.getByRole('button', { name: /^Use “.+” as the location$/ })).toBeVisible();
  const placeText = await location.inputValue();

  // Insights: social off.
  await page.getByRole('button', { name: 'social', exact: true }).click();
  await expect(page.getByRole('button', { name: 'social', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // Brand, website (the fixture) and GENERATE.
  await page.getByLabel('Brand Definition *').fill('Copper Kettle');
  await page.getByLabel('Website *').fill(siteUrl);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(keywordGroup(page).getByRole('button', { name: /single origin/ })).toBeVisible({ timeout: 20_000 });
  const generated = await selectedKeywords(page);
  expect(generated.length).toBeGreaterThanOrEqual(5);
  expect(generated.join(' ')).not.toMatch(/cookie|privacy|login/i);

  // Toggle one off, add one.
  const dropped = generated[1];
  await keywordGroup(page).getByRole('button', { name: dropped, exact: true }).click();
  await expect(keywordGroup(page).getByRole('button', { name: dropped, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: '+ Add' }).click();
  await expect(page.getByRole('textbox', { name: 'New keyword' })).toBeFocused();
  await page.keyboard.type('  azulejo tiles ');
  await page.keyboard.press('Enter');
  await expect(keywordGroup(page).getByRole('button', { name: 'azulejo tiles', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const expectedKeywords = [...generated.filter((k) => k !== dropped), 'azulejo tiles'];

  // Complete: tabs and PRESENTATION enabled, notice gone.
  await expect(page.getByText(REQUIRED_NOTICE)).toHaveCount(0);
  await expect(tab(page, 'Presentation')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(presentationButton(page)).toBeEnabled();
  await checkAndCaptureFullPage(page, 'instructions-filled');

  await presentationButton(page).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/presentation$/);
  const projectId = page.url().match(/projects\/([0-9a-f-]{36})\//)?.[1];

  // Reopen: every field restored, only the selected keywords.
  await page.goto(`/projects/${projectId}/instruction`);
  await expect(page.getByLabel('Project Name *')).toHaveValue('Harbour Roastery');
  await expect(location).toHaveValue(placeText);
  await expect(page.getByRole('button', { name: 'historical', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'social', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'physical', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Brand Definition *')).toHaveValue('Copper Kettle');
  await expect(page.getByLabel('Website *')).toHaveValue(siteUrl);
  await expect(keywordGroup(page).locator('[aria-pressed="false"]')).toHaveCount(0);
  expect(await selectedKeywords(page)).toEqual(expectedKeywords);
  await expect(tab(page, 'Presentation')).not.toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('path.hex-cell-selected')).toHaveCount(1);
  await expect(page.getByText('Area selected - Click another hexagon to change selection')).toBeVisible();
});

test('GENERATE without brand name and website asks for both', async ({ page, request }) => {
  await signUpAndSignIn(page, request, newUser('instructions-empty'));
  await page.goto('/instruction');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in both Brand Name and Website fields before generating keywords.');
});

test("keywords keep a Japanese website's language; a page with too little text says so", async ({ page, request }) => {
  // Two generations, each checked with axe and captured: more than one default test's work.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndSignIn(page, request, newUser('instructions-i18n'));
  await page.goto('/instruction');
  await page.getByLabel('Brand Definition *').fill('清水窯 一葉');
  await page.getByLabel('Website *').fill(`${siteUrl}ja`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(keywordGroup(page).getByRole('button', { name: '清水焼', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(keywordGroup(page).locator('[lang="ja"]').first()).toBeVisible();
  const generated = await selectedKeywords(page);
  expect(generated.length).toBeGreaterThanOrEqual(6);
  for (const keyword of generated) expect(keyword).toMatch(/[\p{Script=Han}\p{Script=Katakana}]/u);
  await checkAndCaptureFullPage(page, 'instructions-keywords-ja');

  await page.getByLabel('Brand Definition *').fill('Maison Vérane');
  await page.getByLabel('Website *').fill(`${siteUrl}shell`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We could read little from this website, and the brand name alone gives no keywords.' }),
  ).toBeVisible({ timeout: 20_000 });
  // The brand's own name is no keyword (issue #32): with no place and no definition, the screen says what to do.
  await expect(page.getByRole('status')).toContainText('Add your own with "+ Add"');
  await expect(page.getByText('No keywords found. Type your own with "+ Add" to continue.')).toBeVisible();
  expect(await selectedKeywords(page)).toEqual([]);
  await checkAndCaptureFullPage(page, 'instructions-keywords-little');
});
