import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { type LociServer, startLociServer, suitePort } from '../../support/loci-server';
import { type LoopbackProvider, startLoopbackProvider } from '../../support/oidc-provider';

// A second Loci with OIDC settings (suite port + 100) and a real OpenID provider (+ 101), both on loopback.
const LOCI_PORT = suitePort() + 100;
const PROVIDER_PORT = suitePort() + 101;
const LOCI_URL = `http://127.0.0.1:${LOCI_PORT}`;
const PROVIDER_NAME = 'Atelier ID';

const ada = { email: 'ada@studio.test', name: 'Ada Lovelace', emailVerified: true };
const eve = { email: 'eve@elsewhere.test', name: 'Eve Outsider', emailVerified: true };
const uma = { email: 'uma@studio.test', name: 'Uma Unverified', emailVerified: false };

let provider: LoopbackProvider;
let loci: LociServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  provider = await startLoopbackProvider({
    port: PROVIDER_PORT,
    redirectUri: `${LOCI_URL}/api/auth/callback/oidc`,
    users: [ada, eve, uma],
  });
});

test.afterAll(async () => {
  await loci?.stop();
  await provider?.close();
});

/** A second server takes a while to start on a busy machine. */
const SERVER_START_TIMEOUT = 240_000;

/** (Re)starts the OIDC Loci with these extra settings. */
async function restartLoci(env: Record<string, string> = {}): Promise<void> {
  test.setTimeout(SERVER_START_TIMEOUT);
  await loci?.stop();
  loci = await startLociServer({
    port: LOCI_PORT,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: PROVIDER_NAME,
      OIDC_ALLOWED_DOMAINS: 'studio.test',
      ...env,
    },
  });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: LOCI_URL });
  return context.newPage();
}

/** On Loci's login screen: continue to the provider and sign in there as `email`. */
async function continueWithProvider(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // First visit: the provider asks to share the profile with Loci.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('with password sign-in on', () => {
  test.beforeAll(async () => {
    await restartLoci();
  });

  test('signs in through the provider, lands on the deep link, signs out; the same person comes back as the same user', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await continueWithProvider(page, ada.email);

    await expect(page).toHaveURL(`${LOCI_URL}/profile`);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByText(`You sign in with ${PROVIDER_NAME}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Password' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const first = await (await page.request.get('/api/me')).json();
    expect(first).toMatchObject({ email: ada.email, full_name: ada.name, email_verified: true });

    // A project of this user, to deep-link to after signing out.
    const created = await page.request.post('/api/projects/', {
      headers: { Origin: LOCI_URL },
      multipart: {
        projectName: 'Quay House',
        projectLocation: 'Porto',
        contextInsights: 'historical',
        brandName: 'Cais',
        website: 'https://cais.example',
      },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).project_id;

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto(`/projects/${projectId}/instruction`);
    await expect(page).toHaveURL(/\/login$/);
    // The provider still knows this browser: straight back, no password asked.
    await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
    await expect(page).toHaveURL(`${LOCI_URL}/projects/${projectId}/instruction`);
    await expect(page.getByLabel('Project Name *')).toHaveValue('Quay House');
    expect((await (await page.request.get('/api/me')).json()).id).toBe(first.id);
  });

  test('a cancelled consent comes back to the login screen with a plain message', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/login\?provider=oidc&error=access_denied/);
    await expect(page.getByRole('alert')).toHaveText(`Sign-in with ${PROVIDER_NAME} was cancelled.`);
    await expectNoSeriousA11yViolations(page);
  });

  test('refuses an email domain outside OIDC_ALLOWED_DOMAINS and an unverified email, creating nobody', async ({ browser }) => {
    const outsider = await newPage(browser);
    await outsider.goto('/login');
    await continueWithProvider(outsider, eve.email);
    await expect(outsider).toHaveURL(/\/login\?provider=oidc&error=domain_not_allowed/);
    await expect(outsider.getByRole('alert')).toContainText('not on a domain allowed to sign in here');
    expect((await outsider.request.get('/api/me')).status()).toBe(401);

    const unverified = await newPage(browser);
    await unverified.goto('/login');
    await continueWithProvider(unverified, uma.email);
    await expect(unverified.getByRole('alert')).toHaveText(
      `${PROVIDER_NAME} has not verified your email address. Verify it there, then try again.`,
    );
    expect((await unverified.request.get('/api/me')).status()).toBe(401);
  });
});

test.describe('with PASSWORD_SIGN_IN=off', () => {
  test.beforeAll(async () => {
    await restartLoci({ PASSWORD_SIGN_IN: 'off' });
  });

  test('login and register show only the provider button, and the password endpoints refuse', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/register');
    await expect(page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveCount(0);

    const refused = await page.request.post('/api/auth/sign-in/email', {
      headers: { Origin: LOCI_URL },
      data: { email: ada.email, password: 'amber-lantern-82' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(`Password sign-in is turned off here. Continue with ${PROVIDER_NAME}.`);

    await page.goto('/login');
    await continueWithProvider(page, ada.email);
    await expect(page).toHaveURL(`${LOCI_URL}/projects`);
  });
});
