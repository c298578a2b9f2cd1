import { expect, type Locator, type Page, test } from '@playwright/test';
import { createProject, generateBoard, type ProjectFields, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { newUser, signUpViaApi } from '../../support/users';

test.use({ viewport: { width: 1440, height: 900 } });

const KEYWORDS = ['limestone', 'linen', 'harbour light'];
const board = (page: Page) => page.getByRole('main', { name: 'Project canvas' });
const node = (page: Page, name: RegExp) => board(page).getByRole('button', { name });
/** The cards' own buttons (each opens its popup), not their comments buttons. */
const cards = (page: Page) =>
  board(page)
    .locator('.react-flow__node')
    .getByRole('button', { name: /^(?!Comments? on )/ });

/** A project with all three insights, as the canvas specs create it. */
function canvasProject(fields: Pick<ProjectFields, 'name' | 'location' | 'keywords' | 'lat' | 'lng'>): ProjectFields {
  return { ...fields, insights: ['historical', 'social', 'physical'], brandName: 'Aurora Hotels', website: 'https://aurora.example' };
}

/** Fit view on load: every node lies inside the board. */
async function expectAllNodesInView(page: Page): Promise<void> {
  const frame = await board(page).boundingBox();
  if (!frame) throw new Error('board has no box');
  const boxes = await board(page)
    .locator('.react-flow__node')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(frame.x);
    expect(box.top).toBeGreaterThanOrEqual(frame.y);
    expect(box.right).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.bottom).toBeLessThanOrEqual(frame.y + frame.height);
  }
}

/** Opens a node's modal, checks it is the only dialog, and returns it. */
async function openModal(page: Page, nodeName: RegExp, title: string): Promise<Locator> {
  await node(page, nodeName).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  return dialog;
}

async function closeModal(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('canvas: the project on one board, a modal per node', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(request, newUser('canvas', 'Alvaro Siza'));
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(
    api,
    canvasProject({ name: 'Alfama Hotel', location: 'Lisbon', keywords: KEYWORDS, lat: 38.7118, lng: -9.1301 }),
  );
  await generateBoard(api, projectId, 'historical', 'context');
  await api.dispose();

  await signIn(page, user.email, user.password);
  await page.goto(`/projects/${projectId}/canvas`);

  // Header: links carry the project id; Canvas is the current page.
  const nav = page.getByRole('navigation', { name: 'Project sections' });
  await expect(nav.getByRole('link', { name: '← Projects' })).toHaveAttribute('href', '/projects');
  await expect(nav.getByRole('link', { name: 'Instructions' })).toHaveAttribute('href', `/projects/${projectId}/instruction`);
  await expect(nav.getByRole('link', { name: 'Presentation' })).toHaveAttribute('href', `/projects/${projectId}/presentation`);
  await expect(nav.getByText('Canvas')).toHaveAttribute('aria-current', 'page');

  // Nodes: keywords, project, three contexts, three topics; Historical shows its thumbnails, Social is empty.
  await expect(cards(page)).toHaveCount(8);
  // Each card has its own comments button (comments pinned on the board).
  await expect(board(page).getByRole('button', { name: /^Comment on the .+ card$/ })).toHaveCount(8);
  await expect(node(page, /^Brand Keywords/)).toContainText('3');
  await expect(node(page, /^Project/)).toContainText('Alfama Hotel');
  await expect(node(page, /^Historical Context/).locator('img')).toHaveCount(4);
  await expect(node(page, /^Social Context/)).toContainText('Not generated');
  await expect(node(page, /^Physical Topics/)).toContainText('Not generated');
  await expect(board(page).locator('.react-flow__edge')).toHaveCount(3);

  // Controls and minimap; fitted to view on load (every node inside the board).
  await expect(page.getByRole('button', { name: 'Zoom In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom Out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fit View' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Board overview' })).toBeVisible();
  await expect(
    node(page, /^Historical Context/)
      .locator('img')
      .first(),
  ).toHaveJSProperty('complete', true);
  await expectAllNodesInView(page);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'canvas');

  // Brand Keywords: chips.
  const keywords = await openModal(page, /^Brand Keywords/, 'Brand Keywords (3)');
  await expect(keywords.getByRole('listitem')).toHaveText(KEYWORDS);
  await closeModal(page, keywords);

  // Project Information: fields and the map (or its fallback); the overlay closes it.
  const info = await openModal(page, /^Project/, 'Project Information');
  await expect(info.getByText('Project Name')).toBeVisible();
  await expect(info.getByText('Alfama Hotel')).toBeVisible();
  await expect(info.locator('dd').getByText('Lisbon')).toBeVisible();
  // No tiles in the e2e server: the map says so and keeps the place marked, named and scaled.
  const map = info.getByRole('region', { name: 'Map of the project location' });
  await expect(map.getByRole('status')).toHaveText("Map tiles unavailable — showing the project's place only.");
  await expect(map.locator('.map-place-marker')).toHaveCount(1);
  await expect(map.locator('.leaflet-tooltip')).toHaveText('Lisbon');
  await expect(map.locator('.leaflet-control-scale-line')).toBeVisible();
  await capture(page, 'canvas-project');
  await page.mouse.click(20, 450);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Historical Context: thumbnails with labels and the description.
  const historical = await openModal(page, /^Historical Context/, 'Historical Context');
  await expect(historical.getByRole('img')).toHaveCount(4);
  await expect(historical.locator('figcaption').first()).not.toHaveText('');
  await expect(historical.getByText('No Content Generated Yet')).toHaveCount(0);
  await expect(historical.locator('p').last()).not.toHaveText('');
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'canvas-modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Social Context and Social Topics: the empty texts. Keyboard opens a node too.
  await node(page, /^Social Context/).focus();
  await page.keyboard.press('Enter');
  const social = page.getByRole('dialog', { name: 'Social Context' });
  await expect(social.getByText('No Content Generated Yet')).toBeVisible();
  await expect(
    social.getByText(
      "Context data for this section hasn't been generated. Please visit the Presentation page to generate content for this project.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await closeModal(page, social);

  const historicalBox = await node(page, /^Historical Context/).boundingBox();
  if (!historicalBox) throw new Error('node has no box');
  const topics = await openModal(page, /^Social Topics/, 'Social Topics');
  await expect(topics.getByText('No Topics Generated')).toBeVisible();
  await expect(
    topics.getByText(
      "Topics for this section haven't been generated yet. Generate context first, then topics will become available in the Presentation page.",
    ),
  ).toBeVisible();
  // A click outside lands on the overlay: it closes this modal and opens no other.
  await page.mouse.click(historicalBox.x + 10, historicalBox.y + 10);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Zoom controls work within the limits.
  const viewport = board(page).locator('.react-flow__viewport');
  const before = await viewport.getAttribute('style');
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await expect(viewport).not.toHaveAttribute('style', before ?? '');
});

test('canvas: map chunk failure shows "Map unavailable"', async ({ page, request, playwright, baseURL }) => {
  const user = await signUpViaApi(request, newUser('canvas-map', 'Eileen Gray'));
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(api, canvasProject({ name: 'Roquebrune', location: '', keywords: [], lat: 43.76, lng: 7.46 }));
  await api.dispose();
  await page.route(/project-map/, (route) => route.abort());

  await signIn(page, user.email, user.password);
  await page.goto(`/projects/${projectId}/canvas`);
  const info = await openModal(page, /^Project/, 'Project Information');
  await expect(info.getByText('Map unavailable')).toBeVisible();
  await expect(info.getByRole('definition')).toHaveText(['Roquebrune', '-']);
  await closeModal(page, info);

  const keywords = await openModal(page, /^Brand Keywords/, 'Brand Keywords (0)');
  await expect(keywords.getByText('No keywords yet.')).toBeVisible();
});

// The moodboards API is not built yet (GET /api/projects/:id/ answers `moodboards: []`), so this
// test adds one moodboard to the real response, made from a real Historical Context image.
test('canvas: a moodboard card, linked from the context it was made from', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(request, newUser('canvas-mood', 'Charlotte Perriand'));
  const api = await signedInApi(playwright, baseURL, user);
  const projectId = await createProject(
    api,
    canvasProject({ name: 'Harbour House', location: 'Porto', keywords: KEYWORDS, lat: 41.14, lng: -8.61 }),
  );
  await generateBoard(api, projectId, 'historical', 'context');
  await api.dispose();
  await page.route(`**/api/projects/${projectId}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { contexts: { historical: { images: string[]; imageLabels: string[] } }; moodboards: unknown[] };
    };
    const { images, imageLabels } = body.data.contexts.historical;
    body.data.moodboards = [
      {
        moodboard_id: 'mb-1',
        moodboard_title: 'Harbour Lounge',
        programmaticArea: 'Lounge',
        selectedImage: images[0],
        images,
        labels: ['Aesthetic Reference', ...imageLabels.slice(1)],
        renders: [{ image: images[2], render_prompt: 'A lounge by the quay', created_at: '2025-01-01T00:00:00Z' }],
      },
    ];
    await route.fulfill({ response, json: body });
  });

  await signIn(page, user.email, user.password);
  await page.goto(`/projects/${projectId}/canvas`);
  await expect(cards(page)).toHaveCount(9);
  const card = node(page, /^Harbour Lounge/);
  await expect(card.locator('img')).toHaveAttribute('src', /\/256$/);
  await expect(board(page).locator('.react-flow__edge')).toHaveCount(4);
  await expect(board(page).getByRole('img', { name: 'Harbour Lounge moodboard was made from Historical Context' })).toBeAttached();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expectAllNodesInView(page);
  await capture(page, 'canvas-moodboard');

  const dialog = await openModal(page, /^Harbour Lounge/, 'Harbour Lounge moodboard');
  await expect(dialog.getByRole('img', { name: 'Harbour Lounge render' })).toBeVisible();
  await expect(dialog.getByText('Programmatic area: Lounge')).toBeVisible();
  await closeModal(page, dialog);
});
