import { expect, test } from '@playwright/test';
import { settledScreenshot } from './support/screens.ts';
import { DEMO_PASSWORD, demoUsers } from './support/users.ts';

test('the app opened at 127.0.0.1 moves to PUBLIC_URL (localhost) first, and the sign-in works', async ({
  page,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL ?? '');
  await page.goto(`http://127.0.0.1:${publicUrl.port}/inventario/#/news`);
  await page.getByLabel('Nome utente').fill(demoUsers.dsga.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` })).toBeVisible();
  await expect(page).toHaveURL(`${publicUrl.origin}/inventario/#/news`);
  await expect(page.getByRole('heading', { level: 1, name: /Novità/ })).toBeVisible();
});

test('a failed sign-in says why in Italian, without the library text, and Riprova starts again', async ({
  page,
}) => {
  // A callback this browser never asked for: the state oidc-client-ts looks for is not in its storage.
  await page.goto('/inventario/?code=forged&state=never-issued');
  await expect(page.getByRole('heading', { name: 'Accesso non riuscito' })).toBeVisible();
  await expect(page.getByText(/La richiesta di accesso non è più valida/)).toBeVisible();
  await expect(page.getByText(/No matching state/)).toHaveCount(0);
  await settledScreenshot(page, 'sign-in-failed-it');

  await page.getByRole('button', { name: 'Riprova' }).click();
  await page.getByLabel('Nome utente').fill(demoUsers.dsga.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` })).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a failed sign-in says why in English and offers Try again', async ({ page }) => {
    await page.goto('/inventario/?code=forged&state=never-issued');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByText(/The sign-in request is no longer valid/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText(/No matching state/)).toHaveCount(0);
    await settledScreenshot(page, 'sign-in-failed-en');
  });
});
