import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

/** A suffix no other run or test has used on this server. */
function uniqueSuffix(): string {
  return Date.now().toString(36).slice(-5).toUpperCase();
}

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
}

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
}

async function confirmDelete(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Elimina' }).click();
}

test('creditors of both kinds: a wrong VAT check digit is refused on its field, then both are saved and found', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const business = `Forniture e2e ${suffix}`;
  const surname = `Verdi${suffix}`;
  await page.goto('/inventario/#/admin-lists/creditors');
  await expect(page.getByRole('heading', { level: 1, name: 'Creditori' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Creditori' });
  await expect(grid.getByRole('row', { name: /Arredi Scolastici Lazio srl/ })).toBeVisible();
  await settledScreenshot(page, 'parties-creditors-light', { fullPage: true });

  await page.getByRole('button', { name: 'Nuovo creditore' }).click();
  const legal = page.getByRole('dialog', { name: 'Nuovo creditore' });
  await expect(legal.getByRole('radio', { name: 'Persona giuridica' })).toBeChecked();
  await legal.getByLabel('Ragione sociale').fill(business);
  await legal.getByLabel(/^Partita IVA/).fill('00743110158');
  await legal.getByLabel(/^Codice fiscale/).click();
  await expect(legal.getByText('Partita IVA non valida')).toBeVisible();
  await settledScreenshot(page, 'parties-creditor-dialog-legal-light');
  await legal.getByLabel(/^Partita IVA/).fill('00743110157');
  await expect(legal.getByText('Partita IVA non valida')).toBeHidden();
  await legal.getByRole('button', { name: 'Salva' }).click();
  await expect(legal).toBeHidden();
  await expect(page.getByText('Creditore salvato')).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo creditore' }).click();
  const natural = page.getByRole('dialog', { name: 'Nuovo creditore' });
  await natural.getByRole('radio', { name: 'Persona fisica' }).check();
  await natural.getByLabel(/^Cognome/).fill(surname);
  await natural.getByLabel(/^Nome/).fill('Anna');
  await natural.getByLabel(/^Codice fiscale/).fill('rssmra85t10a562s');
  await expect(natural.getByLabel(/^Codice fiscale/)).toHaveValue('RSSMRA85T10A562S');
  await natural.getByRole('button', { name: 'Salva' }).click();
  await expect(natural).toBeHidden();

  await search(page, 'Cerca per nome, partita IVA o codice fiscale', suffix);
  await expect(
    grid.getByRole('row', { name: new RegExp(`${business}.*Persona giuridica.*00743110157`) }),
  ).toBeVisible();
  await expect(
    grid.getByRole('row', { name: new RegExp(`${surname} Anna.*Persona fisica.*RSSMRA85T10A562S`) }),
  ).toBeVisible();
  await page.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Persona fisica' }).click();
  await expect(grid.getByRole('row', { name: new RegExp(business) })).toBeHidden();
  await expect(grid.getByRole('row', { name: new RegExp(surname) })).toBeVisible();

  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'parties-creditors-dark', { fullPage: true });
  await grid.getByRole('button', { name: `Modifica il creditore ${surname} Anna` }).click();
  await expect(page.getByRole('dialog', { name: `Modifica del creditore ${surname} Anna` })).toBeVisible();
  await settledScreenshot(page, 'parties-creditor-dialog-natural-dark');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await grid.getByRole('button', { name: `Elimina il creditore ${surname} Anna` }).click();
  await confirmDelete(page, 'Eliminare il creditore?');
  await expect(page.getByText('Creditore eliminato')).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(surname) })).toBeHidden();
});

test('the creditor search refuses an empty term and opens the creditor chosen', async ({ page }) => {
  await page.goto('/inventario/#/admin-lists/creditors');
  await page.getByRole('button', { name: 'Ricerca rapida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ricerca creditore' });
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  const alert = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(alert.getByText('Il filtro di ricerca non deve essere vuoto')).toBeVisible();
  await settledScreenshot(page, 'parties-creditor-search-empty-light');
  await alert.getByRole('button', { name: 'OK' }).click();

  await dialog.getByLabel('Nome, partita IVA o codice fiscale').fill('arredi');
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await expect(dialog.getByRole('button', { name: 'Scegli Arredi Scolastici Lazio srl' })).toBeVisible();
  await settledScreenshot(page, 'parties-creditor-search-results-light');
  await dialog.getByRole('button', { name: 'Scegli Arredi Scolastici Lazio srl' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Modifica del creditore Arredi Scolastici Lazio srl' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Annulla' }).click();

  await toggleTheme(page, 'scuro');
  await page.getByRole('button', { name: 'Ricerca rapida' }).click();
  await dialog.getByLabel('Nome, partita IVA o codice fiscale').fill('rossi');
  await dialog.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Scegli Rossi Mario' })).toBeVisible();
  await settledScreenshot(page, 'parties-creditor-search-dark');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');
});

test('a debtor with its contact details: the province must be two letters', async ({ page }) => {
  const business = `Comune e2e ${uniqueSuffix()}`;
  await page.goto('/inventario/#/admin-lists/debtors');
  await expect(page.getByRole('heading', { level: 1, name: 'Debitori' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo debitore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo debitore' });
  await dialog.getByLabel('Ragione sociale').fill(business);
  await dialog.getByLabel(/^Partita IVA/).fill('01234567897');
  await dialog.getByLabel('Indirizzo').fill('Via Roma 1');
  await dialog.getByLabel('Comune').fill('Roma');
  await dialog.getByLabel('Provincia').fill('R1');
  await dialog.getByLabel('CAP').fill('00184');
  await dialog.getByLabel('Email').fill('ufficio@comune.it');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Valore non valido')).toBeVisible();
  await settledScreenshot(page, 'parties-debtor-dialog-light');
  await dialog.getByLabel('Provincia').fill('rm');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'Cerca per nome, partita IVA o codice fiscale', business);
  const grid = page.getByRole('grid', { name: 'Debitori' });
  await expect(grid.getByRole('row', { name: new RegExp(`${business}.*Roma.*RM`) })).toBeVisible();
  await settledScreenshot(page, 'parties-debtors-light', { fullPage: true });
  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'parties-debtors-dark', { fullPage: true });
  await grid.getByRole('button', { name: `Modifica il debitore ${business}` }).click();
  await settledScreenshot(page, 'parties-debtor-dialog-dark');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await grid.getByRole('button', { name: `Elimina il debitore ${business}` }).click();
  await confirmDelete(page, 'Eliminare il debitore?');
  await expect(page.getByText('Debitore eliminato')).toBeVisible();
});

test('an administration: an invalid fiscal code is refused, then it is saved, renamed and deleted', async ({
  page,
}) => {
  const description = `Ente e2e ${uniqueSuffix()}`;
  await page.goto('/inventario/#/admin-lists/administrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Amministrazioni' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuova amministrazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova amministrazione' });
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByLabel(/^Codice fiscale/).fill('97123450580');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Codice fiscale non valido')).toBeVisible();
  await settledScreenshot(page, 'parties-administration-dialog-light');
  await dialog.getByLabel(/^Codice fiscale/).fill('97123450583');
  await dialog.getByLabel('Comune').fill('Roma');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'Cerca per descrizione', description);
  const grid = page.getByRole('grid', { name: 'Amministrazioni' });
  await grid.getByRole('button', { name: `Modifica l'amministrazione ${description}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifica dell'amministrazione ${description}` });
  await edit.getByLabel('Descrizione').fill(`${description} bis`);
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();
  await search(page, 'Cerca per descrizione', `${description} bis`);
  await expect(
    grid.getByRole('row', { name: new RegExp(`${description} bis.*97123450583.*Roma`) }),
  ).toBeVisible();
  await settledScreenshot(page, 'parties-administrations-light', { fullPage: true });
  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'parties-administrations-dark', { fullPage: true });
  await grid.getByRole('button', { name: `Modifica l'amministrazione ${description} bis` }).click();
  await settledScreenshot(page, 'parties-administration-dialog-dark');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await grid.getByRole('button', { name: `Elimina l'amministrazione ${description} bis` }).click();
  await confirmDelete(page, "Eliminare l'amministrazione?");
  await expect(page.getByText('Amministrazione eliminata')).toBeVisible();
});

interface Creditor {
  description: string;
  vendorType: 'G' | 'F';
  vatNumber: string | null;
  fiscalCode: string | null;
}

/** A CSV field as the export writes it: quoted when it holds `;`, a quote or a line break. */
const csvField = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

test('the creditors export as the list shows them: filtered by kind, sorted, the kind in words', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  // A name a spreadsheet would run as a formula: the export writes it inert.
  const formulaLike = `=Forniture ${suffix}`;
  await page.goto('/inventario/#/admin-lists/creditors');
  await expect(page.getByRole('heading', { level: 1, name: 'Creditori' })).toBeVisible();
  await api(page, 'POST', '/creditor', {
    vendorType: 'G',
    businessName: formulaLike,
    vatNumber: '01234567897',
  });

  await page.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Persona giuridica' }).click();
  const grid = page.getByRole('grid', { name: 'Creditori' });
  await grid.getByRole('columnheader', { name: 'Partita IVA' }).click();
  await grid.getByRole('columnheader', { name: 'Partita IVA' }).click();
  await expect(grid.getByRole('row', { name: /Persona fisica/ })).toHaveCount(0);
  const shown = await api<{ creditors: Creditor[]; total: number }>(page, 'POST', '/creditor/search/1/500', {
    vendorType: 'G',
    sortBy: 'vatNumber',
    sortDesc: true,
  });
  expect(shown.creditors.map((creditor) => creditor.description)).toContain(formulaLike);

  await page.getByRole('button', { name: 'Esporta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta «Creditori»' });
  await expect(dialog.getByText(`${shown.total} righe con 4 colonne`)).toBeVisible();
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  await expect(dialog.getByText(/è pronto/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFDenominazione;Tipo;Partita IVA;Codice fiscale',
    ...shown.creditors.map((creditor) =>
      [inert(creditor.description), 'Persona giuridica', creditor.vatNumber ?? '', creditor.fiscalCode ?? '']
        .map(csvField)
        .join(';'),
    ),
    '',
  ]);
  expect(csv).toContain(`\r\n'=Forniture ${suffix};Persona giuridica;01234567897;`);
});
