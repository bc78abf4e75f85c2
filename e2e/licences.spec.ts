import { expect, test } from '@playwright/test';
import { demoUsers, storageStateOf } from './support/users.ts';

test.describe('without licence RIN', () => {
  test.use({ storageState: storageStateOf(demoUsers.norin) });

  test('the renewal entry is greyed out and its page is not found', async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    const renewal = page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Rinnovo inventari' });
    await expect(renewal).toBeVisible();
    await expect(renewal).toHaveAttribute('aria-disabled', 'true');
    await expect(renewal).not.toHaveAttribute('href');

    await page.goto('/inventario/#/renewal');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });

  test('without licence WWB (has-bilancio) a charge offers no e-invoice start, and its page is not found', async ({
    page,
  }) => {
    await page.goto('/inventario/#/charge/new');
    const origins = page.getByRole('radiogroup', { name: 'Beni da caricare' });
    await expect(origins.getByRole('radio', { name: 'Da movimenti esterni' })).toBeVisible();
    await expect(origins.getByRole('radio', { name: 'Da fattura elettronica' })).toHaveCount(0);

    await page.goto('/inventario/#/charge/new/invoice');
    await expect(page).toHaveURL(/#\/404$/);
  });
});

test.describe('with licence RIN', () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga) });

  test('the renewal entry opens its page', async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Rinnovo inventari' })
      .click();
    await expect(page).toHaveURL(/#\/renewal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rinnovo inventari' })).toBeVisible();
  });

  test('with licence WWB (has-bilancio) a charge shows the e-invoice start', async ({ page }) => {
    await page.goto('/inventario/#/charge/new');
    const origins = page.getByRole('radiogroup', { name: 'Beni da caricare' });
    // Choosing it opens the invoice's own screen rather than staying checked.
    await origins.getByRole('radio', { name: 'Da fattura elettronica' }).click();
    await expect(page).toHaveURL(/#\/charge\/new\/invoice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo carico da fattura' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'File della fattura' })).toBeVisible();
  });
});
