import { expect, test } from '@playwright/test';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { demoUsers, screenshotPath } from './support/users.ts';

/**
 * Runs against the second server, whose access tokens live 20 seconds, so the identity client renews
 * them with the refresh token at once. Blocking that renewal is how the session "expires" here.
 */
test('a failed token renewal opens the session-expired dialog; re-authenticating resumes', async ({
  page,
}) => {
  await signIn(page, demoUsers.dsga);
  await expectShellFor(page, demoUsers.dsga);

  const refreshGrant = /grant_type=refresh_token/;
  await page.route('**/auth/token', (route) =>
    refreshGrant.test(route.request().postData() ?? '') ? route.abort() : route.continue(),
  );

  const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
  await expect(dialog).toBeVisible({ timeout: 40_000 });
  await expect(dialog).toContainText('Ricordami');
  await expect(dialog.getByRole('button', { name: 'Esci' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('session-expired') });

  await page.unroute('**/auth/token');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Autenticati di nuovo' }).click();
  // The provider still knows the browser: the popup signs in without a form and closes by itself.
  await popupOpened;
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expectShellFor(page, demoUsers.dsga);
});
