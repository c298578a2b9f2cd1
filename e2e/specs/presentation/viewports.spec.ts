import { expect, type Page, test } from '@playwright/test';
import { createProject, generateBoard, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { captureAt, sizeName, VIEWPORTS, type Viewport } from '../../support/shots';
import { newUser, signUpViaApi, type TestUser } from '../../support/users';
import { board, openButtons } from './presentation-helpers';

const NAME = 'Ada Lovelace';

/** A user with a Lisbon project whose Historical Context is generated; returns the project id. */
async function projectWithContext(playwright: Parameters<typeof signedInApi>[0], baseURL: string | undefined, user: TestUser) {
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(api, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical', 'social'],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo', 'river light', 'lime plaster'],
    lat: 38.7118,
    lng: -9.1301,
  });
  await generateBoard(api, projectId, 'historical', 'context');
  await api.dispose();
  return projectId;
}

/** Nothing scrolls sideways, and the element lies inside the viewport. */
async function expectOnScreen(page: Page, viewport: Viewport, what: ReturnType<Page['getByRole']>): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const box = await what.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Goes to a page of the presentation the way this viewport offers: the sidebar or the page picker. */
async function goToPage(page: Page, viewport: Viewport, title: string): Promise<void> {
  if (viewport.width <= 900) {
    await expect(page.getByRole('navigation', { name: 'Presentation pages' })).toBeHidden();
    const picker = page.getByRole('combobox', { name: 'Page' });
    const value = await picker.locator('option', { hasText: title }).getAttribute('value');
    await picker.selectOption(value ?? '');
  } else {
    await page
      .getByRole('navigation', { name: 'Presentation pages' })
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
  }
  await expect(board(page).getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${sizeName(viewport)}`, () => {
    test.use({ viewport });

    test('Presentation: read, go to a page, open an image; the toast never covers a tile', async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const user = await signUpViaApi(request, newUser('viewport', NAME));
      const projectId = await projectWithContext(playwright, baseURL, user);
      await signIn(page, user.email, user.password);
      await page.goto(`/projects/${projectId}/presentation`);
      await expect(openButtons(page)).toHaveCount(4, { timeout: 60_000 });

      // Readable: the text runs in lines, not a word per line; EXPORT is on screen.
      await expectOnScreen(page, viewport, page.getByRole('banner').getByRole('button', { name: 'Export' }));
      const text = await board(page).locator('article header p').first().boundingBox();
      expect(text?.width ?? 0).toBeGreaterThanOrEqual(Math.min(220, viewport.width - 64));
      await expect(page.getByRole('heading', { name: 'Alfama Hotel', level: 1 })).toBeVisible();
      await captureAt(page, 'presentation-context');

      // The progress toast lives in the footer bar, so it can never lie over a tile or its label.
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('[role="status"][aria-live="polite"]')).toHaveCount(1);
      const main = await board(page).boundingBox();
      const bar = await footer.boundingBox();
      expect((main?.y ?? 0) + (main?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 1);

      // Open an image: the popup fits the screen; closing it gives focus back to the tile.
      await openButtons(page).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Prompt')).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await captureAt(page, 'presentation-popup');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(openButtons(page).first()).toBeFocused();

      await goToPage(page, viewport, 'Historical Topics');
      await expect(openButtons(page)).toHaveCount(8, { timeout: 60_000 });
      await expect(page.getByText('Generating Historical Topics')).toBeHidden({ timeout: 30_000 });
      await page.mouse.move(0, 0);
      await expectOnScreen(
        page,
        viewport,
        page.getByRole('button', { name: 'Last Page' }).or(page.getByRole('button', { name: 'Next Page' })),
      );
      await expectNoSeriousA11yViolations(page);
      await captureAt(page, 'presentation-topics');
    });

    test('Canvas: a slim header on one line of sections, the board, the project map', async ({ page, request, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const user = await signUpViaApi(request, newUser('viewport-canvas', NAME));
      const projectId = await projectWithContext(playwright, baseURL, user);
      await signIn(page, user.email, user.password);
      await page.goto(`/projects/${projectId}/canvas`);

      const nav = page.getByRole('navigation', { name: 'Project sections' });
      const links = [
        nav.getByRole('link', { name: '← Projects' }),
        nav.getByRole('link', { name: 'Instructions' }),
        nav.getByText('Canvas'),
      ];
      const tops = new Set<number>();
      for (const link of links) {
        await expectOnScreen(page, viewport, link);
        tops.add(Math.round((await link.boundingBox())?.y ?? -1));
      }
      // The sections never wrap onto two lines.
      expect(tops.size).toBe(1);
      await expectOnScreen(page, viewport, page.getByRole('button', { name: NAME }));
      await expectOnScreen(page, viewport, page.getByRole('banner').getByRole('button', { name: 'Export' }));
      const project = page.getByRole('main', { name: 'Project canvas' }).getByRole('button', { name: /^Project/ });
      await expect(project).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await captureAt(page, 'canvas');

      // A phone shows part of the board (zoom stops at 0.5): reach the node by keyboard, as anyone can.
      await project.focus();
      await page.keyboard.press('Enter');
      const info = page.getByRole('dialog', { name: 'Project Information' });
      await expect(info.getByRole('status')).toHaveText("Map tiles unavailable — showing the project's place only.");
      await expect(info.locator('.leaflet-tooltip')).toHaveText('Lisbon');
      await expectNoSeriousA11yViolations(page);
      await captureAt(page, 'canvas-project-map');
      await page.keyboard.press('Escape');
      await expect(info).toBeHidden();
      await expect(project).toBeFocused();
    });
  });
}
