import { expect, type Page, test } from '@playwright/test';
import { settledScreenshot } from './support/screens.ts';
import { demoSchools, demoUsers, storageStateOf } from './support/users.ts';

/**
 * The help menu's manual and support and the user menu's authorizations work on a default install
 * (no LINK_* set): the application's own guide and pages, in the interface's language.
 */

async function openHelpEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Aiuto' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('signed in as the DSGA', () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga) });

  test("the help menu's manual opens the guide, whose contents lead to a topic", async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    await openHelpEntry(page, 'Manuale utente');
    await expect(page).toHaveURL(/#\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manuale utente' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Indice' });
    await expect(contents.getByRole('link')).toHaveCount(11);
    await settledScreenshot(page, 'help-guide');

    await contents.getByRole('link', { name: 'Beni e universalità' }).click();
    await expect(page).toHaveURL(/#\/help\/assets$/);
    const assets = page.getByRole('region', { name: 'Beni e universalità' });
    await expect(assets).toBeInViewport();
    await expect(assets.getByRole('listitem').first()).toBeVisible();
  });

  test("the help menu's support shows what support asks first", async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    await openHelpEntry(page, 'Assistenza');
    await expect(page).toHaveURL(/#\/help\/support$/);
    const details = page.getByRole('region', { name: "Dati per l'assistenza" });
    await expect(details).toBeInViewport();
    await expect(details).toContainText(demoSchools.main.code);
    await expect(details).toContainText(demoUsers.dsga.username);
    await expect(details).toContainText('1.12.0');
    await settledScreenshot(page, 'help-support');
  });

  test("the user menu's authorizations show the roles and the school's licences", async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    await page.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Autorizzazioni' }).click();
    await expect(page).toHaveURL(/#\/authorizations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autorizzazioni' })).toBeVisible();
    const licences = page.getByRole('table', { name: 'Licenze della scuola' });
    await expect(licences.getByRole('row', { name: /\(INV\)/ })).toContainText('Attiva');
    await expect(licences.getByRole('row', { name: /\(RIN\)/ })).toContainText('Attiva');
    await expect(page.getByRole('region', { name: 'I tuoi ruoli' })).toContainText('Utente dell');
    await settledScreenshot(page, 'authorizations');
  });
});

test.describe('a user without the renewal licence, in English', () => {
  test.use({ storageState: storageStateOf(demoUsers.norin), locale: 'en-US' });

  test('sees RIN not held, and reads the guide in English', async ({ page }) => {
    await page.goto('/inventario/#/authorizations');
    const licences = page.getByRole('table', { name: "The school's licences" });
    await expect(licences.getByRole('row', { name: /\(RIN\)/ })).toContainText('Not active');
    await expect(licences.getByRole('row', { name: /\(INV\)/ })).toContainText('Active');

    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'User manual' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User manual' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Charges', exact: true })).toBeVisible();
  });
});
