import { expect, test } from '@playwright/test';
import { createStudio, inviteToStudio } from '../../support/api';
import { signInViaUi, signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser } from '../../support/users';

const SHOTS = '/tmp/shots-invites';

test('an invitation survives sign-up and verification; later invitations wait on Projects until accepted or declined', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, newUser('invite-owner', 'Inês Lobo'));
  const norte = await createStudio(page.request, 'Atelier Norte');
  const guest = newUser('invite-guest', 'Rui Pereira');
  await inviteToStudio(page.request, norte, guest.email, 'editor');

  // The guest follows the mailed link, creates an account from it and verifies the address.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(extractLink(await waitForMail(guest.email, 'invited you')));
  await guestPage.getByRole('link', { name: 'Create an account' }).click();
  await expect(guestPage.getByLabel('Email')).toHaveValue(guest.email);
  await guestPage.getByLabel('Full Name').fill(guest.name);
  await guestPage.getByLabel('Password', { exact: true }).fill(guest.password);
  await guestPage.getByLabel('Confirm Password').fill(guest.password);
  await guestPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(guestPage.getByText(/Account created successfully/)).toBeVisible();
  // The verification link (opened later, as from a mail client) still knows the invitation.
  const verify = extractLink(await waitForMail(guest.email, 'verify'));
  await guestPage.goto(verify);
  await expect(guestPage).toHaveURL(/\/login\?verified=1&from=%2Finvite%2F/);
  await expect(guestPage.getByText('Email verified. You can sign in now.')).toBeVisible();
  await signInViaUi(guestPage, guest.email, guest.password);
  await expect(guestPage).toHaveURL(/\/invite\//);
  await guestPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guestPage).toHaveURL(/\/projects$/);
  await expect(guestPage.getByRole('button', { name: /Atelier Norte/ })).toBeVisible();

  // Two more invitations, never opened from the mail: Projects shows them (the address is verified).
  const sul = await createStudio(page.request, 'Atelier Sul');
  const leste = await createStudio(page.request, 'Atelier Leste');
  await inviteToStudio(page.request, sul, guest.email, 'viewer');
  await inviteToStudio(page.request, leste, guest.email, 'editor');
  await guestPage.reload();
  const invitations = guestPage.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByText(/Inês Lobo invited you to Atelier Sul as a viewer/)).toBeVisible();
  await expect(invitations.getByText(/Inês Lobo invited you to Atelier Leste as an editor/)).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await guestPage.setViewportSize({ width, height });
    await guestPage.screenshot({ animations: 'disabled', path: `${SHOTS}/projects-invitations-${width}x${height}.png` });
  }
  await invitations.getByRole('button', { name: 'Decline the invitation to Atelier Leste' }).click();
  await expect(invitations.getByText(/Atelier Leste/)).toHaveCount(0);
  await invitations.getByRole('button', { name: 'Accept the invitation to Atelier Sul' }).click();
  await expect(guestPage.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: /Atelier Sul/ })).toBeVisible();
  await guestPage.reload();
  await expect(guestPage.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  await guestContext.close();
});
