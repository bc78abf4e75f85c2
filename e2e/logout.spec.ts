import { expect, test } from '@playwright/test';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { demoUsers } from './support/users.ts';

test('logout ends the session and comes back to the login page', async ({ page }) => {
  // A session of its own: logging out must not end the one the other specs share.
  await signIn(page, demoUsers.dsga);
  await expectShellFor(page, demoUsers.dsga);
  await page.getByRole('button', { name: 'Passa al tema scuro' }).click();

  await page.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();

  await expect(page.getByLabel('Nome utente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  // The user, its tokens and the backend session are gone; the theme choice stays. (The provider's
  // pending sign-in state for the next user is the only other entry.)
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toContain('inventario.themeMode');
  expect(keys.filter((key) => key.startsWith('oidc.user:') || key === 'inventario.sessionToken')).toEqual([]);
});
