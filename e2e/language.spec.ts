import { expect, test } from '@playwright/test';
import { demoUsers, storageStateOf } from './support/users.ts';

test.use({ storageState: storageStateOf(demoUsers.dsga), locale: 'en-US' });

test('a browser that prefers English gets the English interface', async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${demoUsers.dsga.fullName}` }),
  ).toBeVisible();
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  for (const section of ['Movements', 'Periodic functions', 'Prints', 'Administration']) {
    await expect(drawer.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('version 1.12.0');
  await expect(page.getByRole('region', { name: 'Last movements' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assets by category' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
