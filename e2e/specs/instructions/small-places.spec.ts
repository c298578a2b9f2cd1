import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt } from '../../support/shots';
import { newUser } from '../../support/users';

/**
 * Any place a project can be (issue #49): the embedded gazetteer finds a village, a city's section
 * (by its own script too) and a misspelled name, and the picked place carries onto the map.
 */
const location = (page: Page) => page.getByRole('combobox', { name: 'Project Location *' });
const map = (page: Page) => page.getByRole('region', { name: 'Hexagon map of the project area' });

test('a village, a city section in two scripts and a misspelling are found and picked', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndSignIn(page, request, newUser('small-places'));
  await page.goto('/instruction');

  // A misspelt village of under a thousand people.
  await location(page).fill('Hallstat');
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/^Hallstatt\b.*Austria/, { timeout: 15_000 });

  // Kyoto's Gion, a section with no population of its own, by its Japanese name.
  await location(page).fill('祇園');
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/Gion/, { timeout: 15_000 });
  await location(page).fill('Gion, Kyoto');
  const gion = page.getByRole('option').first();
  await expect(gion).toHaveAccessibleName('Gion, Kyoto, Japan', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'instructions-small-place');
  await gion.click();
  await expect(location(page)).toHaveValue(/^Gion/);

  // The map opens around it.
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map(page).locator('.hex-cell').first()).toBeAttached({ timeout: 30_000 });
  await expect(location(page)).toHaveValue(/^Gion/);
  // The offline ground names the places around it: Kyoto, and its other sections at this scale.
  await expect(map(page).locator('.leaflet-loci-ground-names-pane').getByText('Pontocho', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await captureAt(page, 'instructions-small-place');

  // A section and its city typed as a designer would: the grid moves there, Porto named beside it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await location(page).fill('Ribeira, Porto');
  await page.getByRole('option', { name: 'Ribeira, Porto, Portugal' }).click();
  await expect(map(page).locator('.leaflet-tooltip').filter({ hasText: 'Ribeira, Porto, Portugal' })).toBeVisible({ timeout: 15_000 });
  await expect(map(page).locator('.leaflet-loci-ground-names-pane').getByText('Porto', { exact: true })).toBeVisible({ timeout: 15_000 });
  await map(page).scrollIntoViewIfNeeded();
  await captureAt(page, 'instructions-ribeira-offline');
});
