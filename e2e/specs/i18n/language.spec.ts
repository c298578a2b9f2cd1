import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { capture } from '../../support/screenshots';
import { newUser, signUpViaApi } from '../../support/users';

/**
 * The interface in the reader's language (issue #50): a Portuguese (Portugal) browser reads Loci in
 * European Portuguese from the first page; Profile's "Idioma" switches it to Japanese for good;
 * German and Japanese pages fit a phone and a desktop (no long compound or unspaced line overflows).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A browser whose language is `locale` (its `navigator.languages` and `Accept-Language`). */
async function browserIn(browser: Browser, locale: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  return context.newPage();
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
}

/** Fonts in, axe clean, no overflow; then the screenshot. */
async function checkAndCapture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expectNoSeriousA11yViolations(page);
  await expectNoOverflow(page);
  await capture(page, name);
}

test('a pt-PT browser signs up, sees Projects and Profile in Portuguese, and switches to 日本語', async ({ browser }) => {
  const page = await browserIn(browser, 'pt-PT');
  const user = newUser('idioma', 'Álvaro Siza');

  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmar palavra-passe').fill('outra-coisa');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('As palavras-passe não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar palavra-passe').fill(user.password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Consulte o seu email para verificar a sua conta.')).toBeVisible();
  await checkAndCapture(page, 'i18n-pt-register-1440');

  // The server answers in Portuguese too (its errors follow Accept-Language).
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill('nao-e-esta-1');
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(page.getByText('Email ou palavra-passe inválidos')).toBeVisible();
  await page.getByLabel('Palavra-passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();

  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projetos' })).toBeVisible();
  await expect(page.getByText('Novo projeto')).toBeVisible();
  await expect(page.getByText('Ainda não há projetos. Comece o primeiro a partir de uma marca e de um lugar.')).toBeVisible();
  await checkAndCapture(page, 'i18n-pt-projects-1440');
  await page.setViewportSize(PHONE);
  await checkAndCapture(page, 'i18n-pt-projects-390');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Álvaro Siza' }).click();
  await page.getByRole('menuitem', { name: 'Definições do perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Definições do perfil' })).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Idioma' });
  await expect(language).toHaveValue('');
  await checkAndCapture(page, 'i18n-pt-profile-1440');

  await language.selectOption({ label: '日本語' });
  await expect(page.getByRole('heading', { name: 'プロフィール設定' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // Kept on the server: after a reload, and in a browser that never chose, still Japanese.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'プロフィール設定' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  await checkAndCapture(page, 'i18n-ja-profile-1440');
  await page.setViewportSize(PHONE);
  await checkAndCapture(page, 'i18n-ja-profile-390');

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
  await checkAndCapture(page, 'i18n-ja-projects-390');
  await page.context().close();
});

for (const [locale, heading, register] of [
  ['de-DE', 'Willkommen zurück', 'Konto erstellen'],
  ['ja-JP', 'おかえりなさい', 'アカウント作成'],
] as const) {
  test(`the sign-in pages fit in ${locale} at 390 and 1440`, async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browserIn(browser, locale, viewport);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      // A failed sign-in's message (the longest line of the page) as well.
      await page.getByRole('button', { name: locale === 'de-DE' ? 'Anmelden' : 'サインイン' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await checkAndCapture(page, `i18n-${locale.slice(0, 2)}-login-${viewport.width}`);
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: register })).toBeVisible();
      await checkAndCapture(page, `i18n-${locale.slice(0, 2)}-register-${viewport.width}`);
      await page.context().close();
    }
  });
}

test('a German studio page and Projects fit a phone, with counts in German', async ({ browser, request }) => {
  const user = await signUpViaApi(request, newUser('sprache', 'Donaudampfschifffahrtsgesellschaftskapitän Müller'));
  const page = await browserIn(browser, 'de-DE', PHONE);
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Projekte' })).toBeVisible();
  await checkAndCapture(page, 'i18n-de-projects-390');

  const made = await page.request.post('/api/workspaces/', {
    data: { name: 'Architekturbürogemeinschaftsverwaltungsgesellschaft' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(made.status()).toBe(201);
  const { workspace } = (await made.json()) as { workspace: { id: string } };
  await page.goto(`/workspaces/${workspace.id}`);
  await expect(page.getByText('1 Mitglied · 0 Projekte · Sie sind Inhaber')).toBeVisible();
  // The studio's default language: set by its owner, offered in each language's own name.
  const studioLanguage = page.getByRole('combobox', { name: 'Standardsprache' });
  await studioLanguage.selectOption({ label: 'Français' });
  await expect(studioLanguage).toHaveValue('fr');
  await checkAndCapture(page, 'i18n-de-studio-390');
  await page.context().close();
});
