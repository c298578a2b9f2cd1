import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { newUser } from '../../support/users';

test.use({ viewport: { width: 1440, height: 900 } });

const TILES_UNAVAILABLE = 'Map tiles unavailable — the hexagons are drawn around the picked place.';
// A 1×1 PNG: what a tile server answers when tiles are reachable.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

const location = (page: Page) => page.getByRole('combobox', { name: 'Project Location *' });
const map = (page: Page) => page.getByRole('region', { name: 'Hexagon map of the project area' });

/** Picks Lisbon in the autocomplete and opens the map. */
async function pickLisbonAndOpenMap(page: Page): Promise<void> {
  await location(page).fill('Lisbon');
  await page
    .getByRole('option', { name: /^Lisbon/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map(page).locator('.hex-cell').first()).toBeAttached({ timeout: 30_000 });
}

/** Serves /api/config with map tiles at a same-origin path the test answers. */
async function tilesAt(page: Page, answer: 'png' | 'blocked'): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), mapTileUrl: '/test-tiles/{z}/{x}/{y}.png', mapTileAttribution: 'Test tiles' };
    await route.fulfill({ response, json });
  });
  await page.route('**/test-tiles/**', (route) =>
    answer === 'png' ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG }) : route.abort('blockedbyclient'),
  );
}

test('errors say what happened: a website that is not an address, a place search with no match', async ({ page, request }) => {
  await signUpAndSignIn(page, request, newUser('states-errors'));
  await page.goto('/instruction');
  await page.getByLabel('Brand Definition *').fill('Casa Azul');
  await page.getByLabel('Website *').fill('casa azul dot com');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toHaveText('The website address is not valid.');
  await expect(page.getByText(/check your internet connection/)).toHaveCount(0);

  await location(page).fill('Qxzvbn Wplk');
  await expect(page.getByRole('status').filter({ hasText: 'No places found' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('option')).toHaveCount(0);
  await captureAt(page, 'instructions-no-places');
});

test('the map without tiles says so, keeps the place marked and named, with a scale', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, request, newUser('states-map'));
  await page.goto('/instruction');
  await pickLisbonAndOpenMap(page);

  // MAP_TILE_URL is empty in the e2e server: no ground at all.
  await expect(map(page).getByRole('status')).toHaveText(TILES_UNAVAILABLE);
  await expect(map(page).getByText('Lisbon', { exact: false }).first()).toBeVisible();
  await expect(map(page).locator('.map-place-marker')).toHaveCount(1);
  await expect(map(page).locator('.leaflet-control-scale-line')).toHaveText(/\d+ (m|km)/);

  // A picked hexagon stays marked, and the place keeps its name on the map.
  await map(page).locator('.hex-cell').nth(60).click();
  await expect(map(page).locator('.hex-cell-selected')).toHaveCount(1);
  await expect(page.getByText('Area selected - Click another hexagon to change selection')).toBeVisible();
  await expect(map(page).locator('.map-place-marker')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'instructions-map-no-tiles');
});

test('tiles blocked by the network: the same calm notice; tiles that load: no notice', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, request, newUser('states-tiles'));
  await tilesAt(page, 'blocked');
  await page.goto('/instruction');
  await pickLisbonAndOpenMap(page);
  await expect(map(page).getByRole('status')).toHaveText(TILES_UNAVAILABLE);

  await page.unrouteAll({ behavior: 'wait' });
  await tilesAt(page, 'png');
  await page.goto('/instruction');
  await pickLisbonAndOpenMap(page);
  await expect(map(page).locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map(page).getByText('Test tiles')).toBeVisible();
  await expect(map(page).getByRole('status')).toHaveCount(0);
  await expect(map(page).locator('.map-place-marker')).toHaveCount(1);
});
