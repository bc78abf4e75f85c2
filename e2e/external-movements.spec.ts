import type { Locator, Page } from '@playwright/test';
import { tickRow } from './support/grids.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

/**
 * The school's external movements, as DEMO001 has them (apps/server/src/seed/demo-external-movements.ts):
 * two warehouse movements, n. 14 completed and n. 15 to be completed, and two invoices, n. 311 and
 * n. 57. The tests of this file run in order: one deletes n. 57, one completes n. 15, one charges n. 14.
 */
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/external-movements');
  await expect(page.getByRole('heading', { level: 1, name: 'Movimenti esterni' })).toBeVisible();
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Movimenti esterni' });
const row = (page: Page, text: RegExp) => grid(page).getByRole('row', { name: text });
const filters = (page: Page) => page.getByRole('search', { name: 'Filtri dei movimenti esterni' });
const badge = (page: Page) => page.getByRole('link', { name: /^Movimenti esterni: \d+$/ });

async function countOf(page: Page): Promise<number> {
  const label = await badge(page).getAttribute('aria-label');
  return Number(label?.match(/\d+/)?.[0]);
}

async function choose(page: Page, scope: Locator, field: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('searches the movements by text, source and status', async ({ page }) => {
  await expect(grid(page).getByRole('row')).not.toHaveCount(1);
  await filters(page).getByLabel('Testo').fill('magazzino');
  await filters(page).getByRole('button', { name: 'Cerca' }).click();
  await expect(row(page, /Movimento di magazzino n\. 14/)).toBeVisible();
  await expect(row(page, /Movimento di magazzino n\. 15/)).toBeVisible();
  await expect(row(page, /Fattura/)).toHaveCount(0);

  await filters(page).getByLabel('Testo').fill('');
  await choose(page, filters(page), 'Origine', 'Contabilità');
  await filters(page).getByRole('button', { name: 'Cerca' }).click();
  await expect(row(page, /Fattura n\. 311\/2026/)).toBeVisible();
  await expect(row(page, /Magazzino/)).toHaveCount(0);

  await choose(page, filters(page), 'Origine', 'Magazzino');
  await choose(page, filters(page), 'Stato', 'Da completare');
  await filters(page).getByRole('button', { name: 'Cerca' }).click();
  await expect(row(page, /Movimento di magazzino n\. 15/)).toContainText('Da completare');
  await expect(row(page, /Movimento di magazzino n\. 14/)).toHaveCount(0);
  await settledScreenshot(page, 'external-movements-search');

  // A range needs both its ends (spec 02 §5).
  await filters(page).getByRole('button', { name: 'Azzera' }).click();
  await filters(page).getByRole('group', { name: 'Dal' }).getByRole('spinbutton', { name: 'Giorno' }).click();
  await page.keyboard.type('01012020', { delay: 30 });
  await filters(page).getByRole('button', { name: 'Cerca' }).click();
  await expect(filters(page).getByText('Specificare entrambi i campi')).toBeVisible();
});

test('deletes a movement after the confirm, and the toolbar count goes down', async ({ page }) => {
  const invoice = row(page, /Fattura n\. 57\/2026/);
  await expect(invoice).toBeVisible();
  await expect(badge(page)).toBeVisible();
  const before = await countOf(page);

  await invoice.getByRole('button', { name: /^Elimina il movimento/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare il movimento esterno?' });
  await expect(confirm).toContainText('Fattura n. 57/2026');
  await settledScreenshot(page, 'external-movements-delete');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Movimento esterno eliminato')).toBeVisible();
  await expect(invoice).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Movimenti esterni: ${before - 1}` })).toBeVisible();
});

test('completes a warehouse movement, and refuses to charge two suppliers together', async ({ page }) => {
  await row(page, /Movimento di magazzino n\. 15/)
    .getByRole('button', { name: /^Dettaglio del movimento/ })
    .click();
  const detail = page.getByRole('dialog', { name: /Movimento di magazzino n\. 15/ });
  await expect(detail.getByRole('table', { name: 'Beni del movimento' })).toContainText('Da specificare');
  await settledScreenshot(page, 'external-movements-detail');

  await detail.getByRole('button', { name: 'Completa i dati' }).click();
  const completion = page.getByRole('dialog', { name: /Completa i dati di/ });
  const kit = completion.getByRole('region', { name: /^Bene 2 di 2: 3 × 65,00 €$/ });
  await kit.getByRole('combobox', { name: 'Sottocategoria' }).fill('Attrezzature didattiche');
  await page
    .getByRole('option', { name: /Attrezzature didattiche/ })
    .first()
    .click();
  await expect(completion.getByText('Stato dopo il salvataggio: Completato')).toBeVisible();
  await settledScreenshot(page, 'external-movements-complete');
  await completion.getByRole('button', { name: 'Salva i dati' }).click();
  await expect(page.getByText('Dati del movimento salvati')).toBeVisible();
  const again = page.getByRole('dialog', { name: /Movimento di magazzino n\. 15/ });
  await expect(again.getByText('Completato')).toBeVisible();
  await again.getByRole('button', { name: 'Chiudi' }).click();
  await expect(row(page, /Movimento di magazzino n\. 15/)).toContainText('Completato');
  // The save reloads the list: its rows take clicks again once the reload is over.
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);

  // n. 14 and n. 15 come from two suppliers: one charge cannot take both.
  await tickRow(row(page, /Movimento di magazzino n\. 14/));
  await tickRow(row(page, /Movimento di magazzino n\. 15/));
  await page.getByRole('button', { name: 'Carica i selezionati' }).click();
  const refusal = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(refusal).toContainText('I movimenti selezionati hanno fornitori diversi');
  await refusal.getByRole('button', { name: 'OK' }).click();
});

test('charges a warehouse movement through #/charge/new/external', async ({ page }) => {
  const before = await countOf(page);
  await tickRow(row(page, /Movimento di magazzino n\. 14/));
  await page.getByRole('button', { name: 'Carica i selezionati' }).click();
  await expect(page).toHaveURL(/#\/charge\/new\/external\?ids=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nuovo carico da movimenti esterni' }),
  ).toBeVisible();

  // Two monitors (a line of quantity 2) and a docking station, with their subcategory and place.
  const lines = page.getByRole('grid');
  await expect(lines.getByRole('row', { name: /Monitor 27" Full HD Philips/ })).toHaveCount(2);
  await expect(lines.getByRole('row', { name: /Docking station USB-C/ })).toContainText('149,00 €');
  await expect(page.getByText('3 beni · inventariabili 458,00 € · durevoli 149,00 €')).toBeVisible();
  await settledScreenshot(page, 'external-movements-charge-assets');

  // The details come already valid (supplier, document, causal): Next shows them, it does not save.
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('button', { name: 'Carica i beni' })).toBeVisible();
  await expect(page).toHaveURL(/#\/charge\/new\/external\?ids=\d+$/);
  await expect(page.getByRole('textbox', { name: 'Fornitore' })).toHaveValue('Informatica Roma spa');
  await expect(page.getByLabel('Numero del documento')).toHaveValue('MAG-14');
  await page.getByRole('button', { name: 'Carica i beni' }).click();
  await expect(page).toHaveURL(/#\/charge\/detail\/\d+$/);
  const voucher = page.getByRole('region', { name: 'Buono di carico' });
  await expect(voucher).toContainText('Informatica Roma spa');
  await settledScreenshot(page, 'external-movements-charged');

  await page.goto('/inventario/#/external-movements');
  await expect(row(page, /Movimento di magazzino n\. 15/)).toBeVisible();
  await expect(row(page, /Movimento di magazzino n\. 14/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Movimenti esterni: ${before - 1}` })).toBeVisible();
  await choose(page, filters(page), 'Movimenti', 'Caricati');
  await filters(page).getByRole('button', { name: 'Cerca' }).click();
  await expect(row(page, /Movimento di magazzino n\. 14/)).toContainText(/Caricato: n\. \d+\/\d{4}/);
});
