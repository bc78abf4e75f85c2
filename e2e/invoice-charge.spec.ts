import path from 'node:path';
import type { Page } from '@playwright/test';
import { linesGrid, next, saveWithCausal } from './support/charge-stepper.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

/** The sample invoices the reader's tests use: written from the FatturaPA specification, ours. */
const sample = (name: string) =>
  path.join(import.meta.dirname, '..', 'apps/server/src/modules/invoices/reading/fixtures', name);

async function openInvoiceScreen(page: Page) {
  await page.goto('/inventario/#/charge/new');
  await page
    .getByRole('radiogroup', { name: 'Beni da caricare' })
    .getByRole('radio', { name: 'Da fattura elettronica' })
    .click();
  await expect(page.getByRole('group', { name: 'File della fattura' })).toBeVisible();
}

async function upload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"]').setInputFiles(file);
}

test('an e-invoice becomes a charge: uploaded, read, its lines mapped, saved as a voucher', async ({
  page,
}) => {
  await openInvoiceScreen(page);
  await upload(page, sample('fpa12-one-line.xml'));

  const documents = page.getByRole('region', { name: 'Fatture nel file' });
  await expect(documents).toContainText('Forniture Didattiche S.r.l.');
  // The only invoice of the file is chosen for the user.
  await expect(documents.getByRole('radio')).toBeChecked();
  const lines = page.getByRole('table', { name: 'Righe della fattura e cosa diventano' });
  await expect(lines).toContainText('Notebook 15 pollici per laboratorio & aula');
  await expect(page.getByText('Scegliere la sottocategoria delle righe 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continua con il carico' })).toBeDisabled();

  await page.getByRole('checkbox', { name: 'Seleziona tutte le righe' }).check();
  await page.getByRole('button', { name: 'Sottocategoria e ubicazione…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sottocategoria e ubicazione delle righe selezionate' });
  await dialog.getByRole('combobox', { name: 'Sottocategoria' }).fill('Personal computer');
  await page
    .getByRole('option', { name: /Personal computer/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Applica' }).click();
  await expect(dialog).toBeHidden();
  // Two notebooks at 500.00 + 22 % VAT: 610.00 each, inventory assets.
  await expect(page.getByText(/^2 beni inventariabili · 1\.220,00/)).toBeVisible();
  await settledScreenshot(page, 'invoice-mapping');

  await page.getByRole('button', { name: 'Continua con il carico' }).click();
  await expect(linesGrid(page)).toContainText('Notebook 15 pollici');
  await next(page);
  const voucher = await saveWithCausal(page, 'Acquisto');
  await expect(voucher).toContainText('FT/2026/118');
  await expect(voucher).toContainText('n. FT/2026/118 del 14/03/2026 · fornitore 01234567897');
  // The voucher keeps the file as it was uploaded.
  const download = page.waitForEvent('download');
  await voucher.getByRole('button', { name: 'Scarica la fattura' }).click();
  expect((await download).suggestedFilename()).toBe('fpa12-one-line.xml');
  await settledScreenshot(page, 'invoice-charge-voucher');

  // The same invoice again: the screen says it was charged, and asks before charging it twice.
  await page.goto('/inventario/#/charge/new/invoice');
  await upload(page, sample('fpa12-one-line.xml'));
  await expect(page.getByText(/Questa fattura è già stata caricata con il buono n\./)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleziona tutte le righe' }).check();
  await page.getByRole('button', { name: 'Sottocategoria e ubicazione…' }).click();
  await dialog.getByRole('combobox', { name: 'Sottocategoria' }).fill('Personal computer');
  await page
    .getByRole('option', { name: /Personal computer/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Applica' }).click();
  const proceed = page.getByRole('button', { name: 'Continua con il carico' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Caricare comunque la fattura già caricata' }).check();
  await expect(proceed).toBeEnabled();
});

test('a file that is no invoice to charge says why, in Italian', async ({ page }) => {
  await openInvoiceScreen(page);
  await upload(page, {
    name: 'preventivo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(page.getByText('Sono accettati solo file .zip, .xml o .p7m')).toBeVisible();

  await upload(page, sample('xxe-doctype.xml'));
  const documents = page.getByRole('region', { name: 'Fatture nel file' });
  await expect(documents).toContainText('dichiarazione DOCTYPE');
  await expect(documents).toContainText('Il file non contiene fatture da caricare');

  await page.getByRole('button', { name: 'Un altro file' }).click();
  await upload(page, sample('fsm10-simplified.xml'));
  await expect(documents).toContainText('Le fatture semplificate (FSM10) non si possono caricare');
});
