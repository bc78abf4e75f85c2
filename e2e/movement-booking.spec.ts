import { addAsset, choose, next } from './support/charge-stepper.ts';
import { api, subcategoryId } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

/** A mark no other run or test has used on this server, to find this test's rows. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/charge');
  await expect(page.getByRole('heading', { level: 1, name: 'Carichi' })).toBeVisible();
});

test('a charge names its administration and aggregation, and the list finds it by typology and available assets, worth its durable goods', async ({
  page,
}) => {
  test.slow();
  const administration = `Comune di Prova ${run}`;
  await api(page, 'POST', '/administration', { description: administration });

  await page.getByRole('button', { name: 'Nuovo carico' }).click();
  await next(page);
  await addAsset(page, {
    description: `Banco ${run}`,
    category: /Mobili e arredi/,
    subcategory: /aule, laboratori/,
    price: '64',
    confirm: 'Bene durevole',
  });
  await next(page);
  const main = page.locator('main');
  await choose(page, main, 'Causale', 'Acquisto');
  await choose(page, main, 'Amministrazione', administration);
  await choose(page, main, 'Aggregazione (Modello K)', /^K01 Mobili e arredi$/);
  await page.getByLabel('Note').fill(`Banchi ${run}`);
  await settledScreenshot(page, 'charge-booking-details-light', { fullPage: true });
  await page.getByRole('button', { name: 'Carica i beni' }).click();

  await expect(page).toHaveURL(/#\/charge\/detail\/\d+$/);
  const voucher = page.getByRole('region', { name: 'Buono di carico' });
  await expect(voucher.getByRole('definition').filter({ hasText: administration })).toBeVisible();
  await expect(voucher.getByRole('definition').filter({ hasText: 'K01 Mobili e arredi' })).toBeVisible();
  await settledScreenshot(page, 'charge-booking-detail-light', { fullPage: true });

  // The edit shows the choices, which the user may clear.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('tab', { name: 'Dettagli' }).click();
  await expect(main.getByRole('combobox', { name: 'Amministrazione', exact: true })).toHaveText(
    administration,
  );
  await page.getByRole('button', { name: 'Annulla' }).click();

  await page.getByRole('button', { name: 'Torna ai carichi' }).click();
  const list = page.getByRole('grid', { name: 'Buoni di carico' });
  const filterBy = async (typology: RegExp) => {
    await choose(page, main, 'Tipologia', typology);
    await page.getByRole('button', { name: 'Cerca' }).click();
  };
  await page.getByLabel('Testo').fill(`Banchi ${run}`);
  await page.getByRole('switch', { name: 'Solo con beni disponibili' }).check();
  await filterBy(/^Beni durevoli$/);
  await expect(list.getByRole('row')).toHaveCount(2);
  // A voucher of durable goods only is worth their price, not 0,00 € (issue 14, item 24).
  await expect(list.getByRole('row').nth(1)).toContainText('64,00 €');
  await expect(list.getByRole('row').nth(1)).toContainText('di cui durevoli 64,00 €');
  await settledScreenshot(page, 'charges-list-typology-light', { fullPage: true });
  await filterBy(/^Beni inventariabili$/);
  await expect(page.getByText('Nessun buono di carico corrisponde ai filtri')).toBeVisible();
});

test("the dashboard's last movements show what each voucher is worth, its durable part named", async ({
  page,
}) => {
  const chairs = await subcategoryId(page, 'Mobili e arredi per aule, laboratori e locali specifici');
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  await api(page, 'POST', '/movement/charge', {
    date: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    causal: 'ACQ',
    assets: [1, 2].map((n) => ({
      description: `Sedia ${run} ${n}`,
      subcategoryId: chairs,
      historicalPrice: 45.5,
    })),
  });
  await page.goto('/inventario/#/dashboard');
  const latest = page.getByRole('region', { name: 'Ultimi movimenti' }).getByRole('link').first();
  await expect(latest).toContainText('2 beni');
  await expect(latest).toContainText('91,00 €');
  await expect(latest).toContainText('di cui durevoli 91,00 €');
  await settledScreenshot(page, 'dashboard-last-movements-worth-light');
});
