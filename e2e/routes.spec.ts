import { expect, test } from '@playwright/test';
import { demoUsers, storageStateOf } from './support/users.ts';

test.use({ storageState: storageStateOf(demoUsers.dsga) });

test('the root path goes to the dashboard', async ({ page }) => {
  await page.goto('/inventario/#/');
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('a school user opening a vendor-only page gets "not found"', async ({ page }) => {
  await page.goto('/inventario/#/school-selection');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
});

test('an unknown route goes to "not found", whose button leads back to the dashboard', async ({ page }) => {
  await page.goto('/inventario/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
});
