import { expect, test } from '@playwright/test';
import { demoSchools, demoUsers, screenshotPath, storageStateOf } from './support/users.ts';

test.use({ storageState: storageStateOf(demoUsers.dsga) });

test('the shell shows the user, the school, the version and the drawer sections', async ({ page }) => {
  await page.goto('/inventario/');
  await expect(page).toHaveURL(/#\/dashboard$/);

  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` }),
  ).toContainText(demoUsers.dsga.fullName);
  await expect(banner.getByText(`${demoSchools.main.name}, ${demoSchools.main.city}`)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Benvenuto, ${demoUsers.dsga.fullName}` }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Inventario');
  await expect(page.getByRole('contentinfo')).toContainText('versione 1.12.0');

  const drawer = page.getByRole('navigation', { name: 'Menu principale' });
  for (const section of ['Movimenti', 'Funzioni periodiche', 'Stampe', 'Amministrazione']) {
    await expect(drawer.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Carichi', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Beni', exact: true })).toBeVisible();
  // DEMO001 receives the merge of DEMO002: only the merger entry shows.
  await expect(drawer.getByRole('link', { name: 'Accorpamento (accorpante)' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Accorpamento (accorpata)' })).toHaveCount(0);
  // Vendor-only imports stay hidden from school staff.
  await expect(drawer.getByRole('link', { name: 'Importazione Spaggiari' })).toHaveCount(0);

  await page.screenshot({ path: screenshotPath('shell-light'), fullPage: true });
});

test('the user menu groups the roles and links the account pages', async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  await page.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` }).click();
  const menu = page.getByRole('menu');
  // The roles head the popup, above the menu's items.
  await expect(page.getByText('inv', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', /\/auth\/account$/);
  await expect(menu.getByRole('menuitem', { name: 'Cambia password' })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('menuitem', { name: 'Selezione scuola' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Novità' }).click();
  await expect(page).toHaveURL(/#\/news$/);
});
