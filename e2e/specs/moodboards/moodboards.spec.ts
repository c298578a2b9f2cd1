import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createProject } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { captureAt } from '../../support/shots';
import { expectSighted, recordSightings } from '../../support/sightings';
import { newUser } from '../../support/users';

test.use({ viewport: { width: 1440, height: 900 } });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Presentation pages' });
const board = (page: Page) => page.getByRole('main');
/** An image file's pixel width, as the browser decodes it. */
const imageWidth = (page: Page, bytes: Buffer) =>
  page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return (await createImageBitmap(new Blob([data]))).width;
  }, bytes.toString('base64'));
const moodboardEntry = (page: Page) => sidebar(page).getByRole('button', { name: / moodboard/ });

test('moodboards: create with validation, images arrive, edit, render history, download, reload, delete', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page, request, newUser('moodboards', 'Álvaro Siza'));
  // Historical only: the New Moodboard popup offers no other insight.
  const projectId = await createProject(page.request, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical'],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo', 'river light', 'lime plaster'],
  });

  // The moodboard's toast may come and go before a busy machine looks: record that it appeared.
  const moodboardDone = { text: '9 of 9 images completed' };
  await recordSightings(page, [moodboardDone]);
  // Historical Context first: its images are the references.
  await page.goto(`/projects/${projectId}/presentation`);
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByText('Generating Historical Context')).toBeHidden({ timeout: 30_000 });

  // The popup asks for each missing piece in turn; CREATE stays disabled until all are there.
  const dialog = page.getByRole('dialog', { name: 'New Moodboard' });
  await sidebar(page).getByRole('button', { name: '+ Add Moodboard' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await sidebar(page).getByRole('button', { name: '+ Add Moodboard' }).click();
  const create = dialog.getByRole('button', { name: 'CREATE MOODBOARD' });
  await expect(dialog.getByRole('status').filter({ hasText: 'Please enter a moodboard topic' })).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Moodboard Topic').fill('Tiled courtyard');
  await expect(dialog.getByText('Please select a contextual insight')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Social' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Historical' }).click();
  await expect(dialog.getByRole('button', { name: 'Historical' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('Please select at least one image')).toBeVisible();
  await expect(create).toBeDisabled();

  // Lounge by default with the preset brief; New Area empties it; back to Lounge restores it.
  const description = dialog.getByLabel('Area Description');
  await expect(dialog.getByRole('button', { name: 'Lounge' })).toHaveAttribute('aria-pressed', 'true');
  await expect(description).toHaveValue(/calm lounge/);
  await dialog.getByRole('button', { name: 'New Area' }).click();
  await expect(description).toHaveValue('');
  await dialog.getByRole('button', { name: 'Lounge' }).click();
  await expect(description).toHaveValue(/calm lounge/);

  // Exactly one reference image.
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(4);
  await radios.nth(0).check();
  await radios.nth(1).check();
  await expect(radios.nth(0)).not.toBeChecked();
  await expect(radios.nth(1)).toBeChecked();
  await expect(create).toBeEnabled();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'moodboard-dialog');

  // A reference the server cannot read: the server's message, word for word; the popup stays.
  await page.route('**/generate_moodboard_metadata/', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const tampered = body.replace(/(name="selectedImage"\r\n\r\n)[^\r]*/, '$1/api/assets/not-an-image');
    await route.continue({ postData: Buffer.from(tampered, 'latin1') });
  });
  await create.click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid selected image. Please try again.');
  await page.unroute('**/generate_moodboard_metadata/');

  // CREATE: the page is added and selected, the popup closes, the images arrive one by one.
  await create.click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(moodboardEntry(page)).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByText(/^Generating .+ moodboard$/).or(
      board(page)
        .getByRole('button', { name: /^Open / })
        .nth(8),
    ),
  ).toBeVisible();
  await expect(board(page).getByRole('heading', { level: 2 })).toHaveText(/ moodboard$/);
  await expect(board(page).getByText('Lounge', { exact: true })).toBeVisible();
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(9, { timeout: 90_000 });
  await expectSighted(page, moodboardDone);
  await expect(board(page).getByTestId('slot-placeholder')).toHaveCount(0);
  await expect(board(page).locator('figcaption').first()).toHaveText('Aesthetic Reference');
  await expect(page.getByRole('button', { name: 'RENDER', exact: true })).toBeEnabled();
  await expect(page.getByText('9 of 9 images completed')).toBeHidden({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'moodboard-page');

  // Edit one image with the sliders: GENERATE → a new image.
  await board(page)
    .getByRole('button', { name: /^Open / })
    .nth(2)
    .click();
  const edit = page.getByRole('dialog');
  const editImage = edit.locator('img').first();
  const before = await editImage.getAttribute('src');
  await expect(edit.getByLabel('Prompt')).not.toHaveValue('');
  const micro = edit.getByRole('slider', { name: 'Micro to Macro' });
  await micro.focus();
  await page.keyboard.press('ArrowRight');
  await expect(micro).toHaveAttribute('aria-valuenow', '2');
  await edit.getByRole('slider', { name: 'Photographic to Styled' }).focus();
  await page.keyboard.press('ArrowLeft');
  await edit.getByRole('button', { name: 'GENERATE' }).click();
  await expect(editImage).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
  await expect(edit.getByRole('button', { name: 'GENERATE' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // RENDER → the popup with the prompt used; a new prompt → REGENERATE → a new render.
  await page.getByRole('button', { name: 'RENDER', exact: true }).click();
  const popup = page.getByRole('dialog');
  const prompt = popup.getByLabel('Render Prompt:');
  await expect(prompt).not.toHaveValue('', { timeout: 60_000 });
  const renderImage = popup.getByRole('img', { name: /^Render of / });
  const first = await renderImage.getAttribute('src');
  await prompt.fill('   ');
  await expect(popup.getByRole('button', { name: 'REGENERATE' })).toBeDisabled();
  await prompt.fill('The same lounge at dusk, warmer lamp light, deeper terracotta accents');
  await popup.getByRole('button', { name: 'REGENERATE' }).click();
  await expect(renderImage).not.toHaveAttribute('src', first ?? '', { timeout: 60_000 });
  await expect(popup.getByRole('button', { name: /^Render \d of 2$/ })).toHaveCount(2);
  await expect(popup.getByRole('button', { name: 'Render 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  // Before a new render, what it costs: offline, nothing (issue #51).
  await expect(popup.getByText('Offline preview — no cost')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'render-popup');

  // Step back to the first render: its image and its prompt.
  await popup.getByRole('button', { name: 'Render 1 of 2' }).click();
  await expect(renderImage).toHaveAttribute('src', first ?? '');
  await expect(prompt).not.toHaveValue(/at dusk/);

  // Download saves rendered_image with the extension of its real format.
  const download = page.waitForEvent('download');
  await popup.getByRole('button', { name: 'Download render' }).click();
  const saved = await download;
  const bytes = readFileSync((await saved.path()) ?? '');
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes.subarray(1, 4).toString('latin1') === 'PNG';
  expect(isJpeg || isPng).toBe(true);
  expect(saved.suggestedFilename()).toBe(isJpeg ? 'rendered_image.jpg' : 'rendered_image.png');

  // Upscale ×2 makes a print copy of the render shown, twice its width, offered for download (issue #46).
  await popup.getByRole('button', { name: 'Upscale ×2' }).click();
  await expect(popup.getByText('This render has a ×2 copy for print; the PDF and PPTX use it.')).toBeVisible({ timeout: 60_000 });
  const printDownload = page.waitForEvent('download');
  await popup.getByRole('button', { name: 'Download the ×2 print copy' }).click();
  const printCopy = await printDownload;
  expect(printCopy.suggestedFilename()).toMatch(/^print_rendered_image\.(jpg|png)$/);
  const printBytes = readFileSync((await printCopy.path()) ?? '');
  expect(await imageWidth(page, printBytes)).toBe(2 * (await imageWidth(page, bytes)));
  await expectNoSeriousA11yViolations(page);
  await capture(page, 'render-popup-print-copy');
  // On a laptop and a phone the popup fits the screen and nothing in it runs out sideways.
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const box = await popup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    const sideways = await popup.evaluate(
      (dialog) =>
        [dialog, ...dialog.querySelectorAll('*')].filter(
          (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'hidden',
        ).length,
    );
    expect(sideways).toBe(0);
    await expect(popup.getByRole('button', { name: 'Upscale ×4' })).toBeVisible();
    await captureAt(page, 'render-popup-print-copy');
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Variants (issue #46): golden hour and night side by side, each a render of the history.
  const variants = popup.getByRole('region', { name: 'Variants', exact: true });
  await variants.getByRole('button', { name: 'Morning' }).click();
  await variants.getByRole('button', { name: 'Make 2 variants' }).click();
  const strip = variants.getByRole('list', { name: 'Variants side by side' });
  await expect(strip.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(strip.getByRole('listitem').nth(0)).toContainText('Golden hour');
  await expect(strip.getByRole('listitem').nth(1)).toContainText('Night');
  await strip.getByRole('button', { name: 'Show the night variant' }).click();
  await expect(popup.getByLabel('Render Prompt:')).toHaveValue(/Light: night, warm lamplight inside and dark windows\./);
  await expectNoSeriousA11yViolations(page);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await strip.scrollIntoViewIfNeeded();
    await captureAt(page, 'render-popup-light-variants');
  }
  // And the floor in two materials.
  await variants.getByRole('button', { name: 'A material' }).click();
  await variants.getByLabel('MATERIALS, SEPARATED BY COMMAS').fill('terrazzo, walnut');
  await variants.getByRole('button', { name: 'Make 2 variants' }).click();
  await expect(strip.getByRole('listitem').nth(0)).toContainText('Terrazzo floor', { timeout: 60_000 });
  await expect(strip.getByRole('listitem').nth(1)).toContainText('Walnut floor');
  await strip.scrollIntoViewIfNeeded();
  await captureAt(page, 'render-popup-material-variants');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // The render stays on the page once the popup is closed, and reopens from there.
  const onPage = board(page).getByRole('img', { name: /^Render of / });
  await expect(onPage).toBeVisible();
  await capture(page, 'moodboard-page-render');
  await board(page)
    .getByRole('button', { name: /^Show the render of / })
    .click();
  await expect(page.getByRole('dialog').getByLabel('Render Prompt:')).not.toHaveValue('');
  await page.keyboard.press('Escape');

  // Reload: the page, its images, its render and the render history persisted.
  await page.reload();
  await expect(moodboardEntry(page)).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(9);
  await expect(board(page).getByRole('img', { name: /^Render of / })).toBeVisible();
  await page.getByRole('button', { name: 'RENDER', exact: true }).click();
  // Two renders, two light variants and two floors.
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Render \d of 6/ })).toHaveCount(6);
  await page.keyboard.press('Escape');

  // The Canvas shows the latest render on the moodboard's card.
  const renderSrc =
    (await board(page)
      .getByRole('img', { name: /^Render of / })
      .getAttribute('src')) ?? '';
  const renderSha = /\/api\/assets\/([0-9a-f]{64})/.exec(renderSrc)?.[1] ?? 'missing';
  await page.goto(`/projects/${projectId}/canvas`);
  const card = page.getByRole('button', { name: /moodboard/i }).first();
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(renderSha));
  await page.goBack();
  await expect(moodboardEntry(page)).toHaveAttribute('aria-current', 'page');

  // Delete: confirm, the page goes and the selection falls back to the previous enabled page.
  await board(page).getByRole('button', { name: 'Delete moodboard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Moodboard' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(moodboardEntry(page)).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: /^Historical Topics/ })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  // A busy machine may take a while to load the project again: wait for the page, not a moment.
  await expect(sidebar(page).getByRole('button', { name: /^Historical Topics/ })).toBeVisible({ timeout: 30_000 });
  await expect(moodboardEntry(page)).toHaveCount(0);
});
