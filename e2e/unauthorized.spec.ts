import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in.ts';
import { demoUsers, screenshotPath } from './support/users.ts';

test('a user without the inventory licence lands on the unauthorized page and can log out', async ({
  page,
}) => {
  await signIn(page, demoUsers.noinv);
  await expect(page).toHaveURL(/#\/error\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Accesso non autorizzato' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('unauthorized') });

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByLabel('Nome utente')).toBeVisible();
});
