import { expect, type Page, test } from '@playwright/test';
import { createProject, signedInApi } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { newUser } from '../../support/users';

/**
 * A map that works offline (issue #49): with every request to the outside refused, the map draws
 * its own ground (Natural Earth's countries, the gazetteer's places), a click anywhere moves the
 * hexagons there, and a site pinned on it gets its sun figures and what is near it.
 */
const location = (page: Page) => page.getByRole('combobox', { name: 'Project Location *' });
const map = (page: Page) => page.getByRole('region', { name: 'Hexagon map of the project area' });
const names = (page: Page) => map(page).locator('.leaflet-loci-ground-names-pane');

test('offline: the map has its own ground, a click anywhere picks a place, a pinned site gets its figures', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = newUser('offline-map');
  await signUpAndSignIn(page, request, user);
  const api = await signedInApi(playwright, baseURL, user);
  const id = await createProject(api, {
    name: 'Riverside Tea Room',
    location: 'Arashiyama, Kyoto, Japan',
    lat: 35.0094,
    lng: 135.6668,
    insights: ['historical', 'social', 'physical'],
    brandName: 'Aesop',
    website: 'https://aesop.example',
    keywords: ['tea'],
  });
  await page.goto(`/projects/${id}/instruction`);
  await expect(location(page)).toHaveValue('Arashiyama, Kyoto, Japan');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map(page).locator('.hex-cell').first()).toBeAttached({ timeout: 30_000 });

  // The offline ground: land drawn from the countries file, and the gazetteer's places named.
  await expect(map(page).getByRole('status')).toHaveText('Map tiles unavailable — the hexagons are drawn around the picked place.');
  await expect(map(page).locator('.leaflet-loci-ground-pane path').first()).toBeAttached({ timeout: 15_000 });
  // A section of Kyoto close by is named (in italics); the picked place is named once, by its marker.
  await expect(names(page).getByText('Sagano', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(names(page).getByText('Arashiyama', { exact: true })).toHaveCount(0);

  // Zoomed out to the region, a click far outside the hexagons moves them there.
  const before = await map(page).locator('.hex-cell').first().getAttribute('d');
  const scale = map(page).locator('.leaflet-control-scale-line');
  for (let i = 0; i < 4; i++) {
    const shown = await scale.textContent();
    await map(page).getByRole('button', { name: 'Zoom out' }).click();
    await expect(scale).not.toHaveText(shown ?? '');
  }
  await expect(names(page).getByText('Kameoka', { exact: true })).toBeVisible({ timeout: 15_000 });
  await captureAt(page, 'instructions-offline-region');
  const box = await map(page).locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + 60, box.y + box.height - 60);
  await expect(page.getByText('Area selected - Click another hexagon to change selection')).toBeVisible();
  await expect.poll(() => map(page).locator('.hex-cell').first().getAttribute('d')).not.toBe(before);
  // The typed place stays: a click offers the area's name instead of renaming it.
  await expect(location(page)).toHaveValue('Arashiyama, Kyoto, Japan');

  // Back home, and pin the site by the river.
  await location(page).fill('Arashiyama');
  await page
    .getByRole('option', { name: /^Arashiyama\b/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Pin the site' }).click();
  await expect(page.getByText('Click the map where the site is to pin it')).toBeVisible();
  await page.mouse.click(box.x + box.width / 2 + 90, box.y + box.height / 2 + 60);
  await expect(map(page).locator('.map-site-marker')).toHaveCount(1);
  const site = page.getByRole('region', { name: 'Site' });
  await expect(site).toContainText(/km from the centre of Arashiyama/, { timeout: 15_000 });
  await expect(site).toContainText(/Noon sun \d+\.\d° in June and \d+\.\d° in December/);
  await expect(site).toContainText(/Near the site: .*Togetsukyō Bridge/);
  await expect(page.getByRole('button', { name: 'Move the site pin', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await site.scrollIntoViewIfNeeded();
  await captureAt(page, 'instructions-site-pin');

  // Saved with the project (PRESENTATION saves the form), and read back.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Presentation', exact: true }).click();
  await expect(page).toHaveURL(/\/presentation/);
  const saved = await api.get(`/api/projects/${id}/`);
  const project = (await saved.json()).project as { site: { lat: number; lng: number } | null };
  expect(project.site?.lat).toBeCloseTo(35.01, 1);
  expect(project.site?.lng).toBeCloseTo(135.67, 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${id}/instruction`);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map(page).locator('.map-site-marker')).toHaveCount(1, { timeout: 30_000 });
  await expect(site).toContainText(/Noon sun/, { timeout: 15_000 });
  await site.scrollIntoViewIfNeeded();
  await captureAt(page, 'instructions-site-pin');
  // Nothing reached the internet, or needed to.
  expect(outside.filter((u) => !u.startsWith('data:'))).toEqual([]);
  await api.dispose();
});
