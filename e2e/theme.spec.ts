import { expect, test } from '@playwright/test';
import { demoUsers, screenshotPath, storageStateOf } from './support/users.ts';

test.use({ storageState: storageStateOf(demoUsers.dsga) });

/** The page background MUI paints for the current theme. */
function bodyBackground(page: import('@playwright/test').Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test('the dark theme is one click away and is remembered after a reload', async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('button', { name: 'Passa al tema scuro' })).toBeVisible();
  const light = await bodyBackground(page);

  await page.getByRole('button', { name: 'Passa al tema scuro' }).click();
  await expect(page.getByRole('button', { name: 'Passa al tema chiaro' })).toBeVisible();
  expect(await bodyBackground(page)).not.toBe(light);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Passa al tema chiaro' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Benvenuto/ })).toBeVisible();
  expect(await bodyBackground(page)).toBe('rgb(18, 18, 18)');
  await page.screenshot({ path: screenshotPath('shell-dark'), fullPage: true });

  await page.getByRole('button', { name: 'Passa al tema chiaro' }).click();
  await expect(page.getByRole('button', { name: 'Passa al tema scuro' })).toBeVisible();
});
