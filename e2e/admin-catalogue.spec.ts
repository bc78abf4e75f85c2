import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

/** A code no other run or test has used on this server. */
function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-4).toUpperCase()}`;
}

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
}

function subcategoryGrid(page: Page) {
  return page.getByRole('grid', { name: 'Sottocategorie' });
}

async function searchSubcategories(page: Page, text: string) {
  await page.getByLabel('Cerca per codice o descrizione').fill(text);
  await page.getByRole('button', { name: 'Cerca' }).click();
}

test("a subcategory's rate changes from this year on, in two clicks from the grid", async ({ page }) => {
  const year = new Date().getFullYear();
  await page.goto('/inventario/#/admin-lists/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorie' })).toBeVisible();
  await expect(page.getByText('Elenco predefinito da verificare')).toBeVisible();
  await expect(subcategoryGrid(page).getByRole('row', { name: /Mobili e arredi per ufficio/ })).toBeVisible();
  await settledScreenshot(page, 'catalogue-subcategories-light', { fullPage: true });

  await searchSubcategories(page, 'Personal computer');
  const row = subcategoryGrid(page).getByRole('row', { name: /Personal computer, server e periferiche/ });
  await expect(page.getByText('1–1 di 1')).toBeVisible();
  await row.getByRole('button', { name: /modifica l'aliquota della sottocategoria 03\.01/ }).click();

  const dialog = page.getByRole('dialog', { name: /Aliquota della sottocategoria 03\.01/ });
  await expect(dialog.getByLabel("Valida dall'anno")).toHaveValue(String(year));
  await expect(dialog.getByText(/vale dall'anno indicato in poi/)).toBeVisible();
  await dialog.getByLabel('Aliquota di ammortamento %').fill('120');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Il valore deve essere compreso tra 0 e 100')).toBeVisible();
  await settledScreenshot(page, 'catalogue-rate-dialog-light');
  await dialog.getByLabel('Aliquota di ammortamento %').fill('27,5');
  await dialog.getByRole('button', { name: 'Salva' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Aliquota salvata')).toBeVisible();
  await expect(row.getByRole('button', { name: /modifica l'aliquota/ })).toHaveText(`27,5 % dal ${year}`);

  await row.getByRole('button', { name: /Aliquote predefinite della sottocategoria 03\.01/ }).click();
  const rates = page.getByRole('dialog', { name: /Aliquote predefinite/ });
  await expect(rates.getByRole('cell', { name: '25', exact: true })).toBeVisible();
  await settledScreenshot(page, 'catalogue-default-rates-light');
  await rates.getByRole('button', { name: 'Chiudi' }).click();

  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'catalogue-subcategories-dark', { fullPage: true });
  await row.getByRole('button', { name: /modifica l'aliquota/ }).click();
  await settledScreenshot(page, 'catalogue-rate-dialog-dark');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await row.getByRole('button', { name: /Aliquote predefinite/ }).click();
  await settledScreenshot(page, 'catalogue-default-rates-dark');
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await toggleTheme(page, 'chiaro');
});

test('a new category and subcategory without aggregation: filtered, then deleted', async ({ page }) => {
  // Both themes' pictures of five dialogs: about 40 s alone on the machine, more beside another worker.
  test.slow();
  const categoryCode = uniqueCode('C');
  await page.goto('/inventario/#/admin-lists/categories');
  await page.getByRole('button', { name: 'Nuova sottocategoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova sottocategoria' });
  await dialog.getByRole('button', { name: 'Nuova categoria' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nuova categoria' });
  await categoryDialog.getByLabel('Registro').click();
  await page.getByRole('option', { name: 'Beni mobili' }).click();
  await categoryDialog.getByLabel('Codice').fill(categoryCode);
  await categoryDialog.getByLabel('Descrizione').fill('Categoria di prova e2e');
  await categoryDialog.getByRole('button', { name: 'Salva' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(dialog.getByLabel('Categoria')).toHaveValue(`BM ${categoryCode} – Categoria di prova e2e`);

  await dialog.getByLabel('Codice').fill('01');
  await dialog.getByLabel('Descrizione').fill('Sottocategoria di prova e2e');
  await dialog.getByLabel('Aliquota di ammortamento %').fill('12,5');
  await expect(dialog.getByText(/blocca la stampa del Modello K/)).toBeVisible();
  await settledScreenshot(page, 'catalogue-subcategory-dialog-light');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Senza aggregazione').check();
  const row = subcategoryGrid(page).getByRole('row', { name: /Sottocategoria di prova e2e/ });
  await expect(row.getByText('Nessuna')).toBeVisible();

  await page.getByRole('button', { name: 'Categorie', exact: true }).click();
  const categories = page.getByRole('dialog', { name: 'Categorie' });
  await categories.getByRole('button', { name: `Elimina la categoria ${categoryCode}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare la categoria?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(
    page.getByRole('dialog', { name: "Impossibile eliminare: l'elemento è in uso" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await settledScreenshot(page, 'catalogue-categories-dialog-light');
  await categories.getByRole('button', { name: 'Chiudi' }).click();

  await row.getByRole('button', { name: /Elimina la sottocategoria/ }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare la sottocategoria?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Sottocategoria eliminata')).toBeVisible();
  await expect(row).toBeHidden();

  await page.getByRole('button', { name: 'Vedi elenco predefinito' }).click();
  const defaults = page.getByRole('dialog', { name: 'Elenco predefinito delle sottocategorie' });
  await expect(defaults.getByRole('row', { name: /Personal computer/ })).toBeVisible();
  await settledScreenshot(page, 'catalogue-default-list-light');
  await defaults.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByRole('button', { name: 'Passa al tema scuro' }).click();
  await page.getByRole('button', { name: 'Vedi elenco predefinito' }).click();
  await expect(defaults.getByRole('row', { name: /Personal computer/ })).toBeVisible();
  await settledScreenshot(page, 'catalogue-default-list-dark');
  await defaults.getByRole('button', { name: 'Chiudi' }).click();
  await page.getByRole('button', { name: 'Categorie', exact: true }).click();
  await expect(categories.getByRole('row', { name: /Hardware/ })).toBeVisible();
  await settledScreenshot(page, 'catalogue-categories-dialog-dark');
  await categories.getByRole('button', { name: `Elimina la categoria ${categoryCode}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare la categoria?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Categoria eliminata', { exact: true })).toBeVisible();
  await expect(categories.getByRole('row', { name: new RegExp(categoryCode) })).toBeHidden();
  await categories.getByRole('button', { name: 'Chiudi' }).click();
  await page.getByRole('button', { name: 'Nuova sottocategoria' }).click();
  await expect(dialog.getByLabel('Aggregazione (Modello K)')).toBeVisible();
  await settledScreenshot(page, 'catalogue-subcategory-dialog-dark');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('button', { name: 'Passa al tema chiaro' }).click();
});

test('aggregations: add, refuse a duplicate code, refuse to delete one in use', async ({ page }) => {
  const code = uniqueCode('KE');
  await page.goto('/inventario/#/admin-lists/aggregations');
  await expect(page.getByRole('heading', { level: 1, name: 'Aggregazioni' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Aggregazioni' });
  await expect(grid.getByRole('row', { name: /K01/ })).toBeVisible();
  await settledScreenshot(page, 'catalogue-aggregations-light', { fullPage: true });

  await page.getByRole('button', { name: 'Nuova aggregazione' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nuova aggregazione' });
  await dialog.getByLabel('Codice').fill(code);
  await dialog.getByLabel('Descrizione').fill('Aggregazione di prova e2e');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Nuova aggregazione' }).click();
  dialog = page.getByRole('dialog', { name: 'Nuova aggregazione' });
  await dialog.getByLabel('Codice').fill('k01');
  await dialog.getByLabel('Descrizione').fill('Doppione');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText("Esiste già un'aggregazione con questo codice")).toBeVisible();
  await settledScreenshot(page, 'catalogue-aggregation-dialog-light');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'catalogue-aggregations-dark', { fullPage: true });
  await page.getByRole('button', { name: 'Nuova aggregazione' }).click();
  await settledScreenshot(page, 'catalogue-aggregation-dialog-dark');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await grid.getByRole('button', { name: "Elimina l'aggregazione K01" }).click();
  await page
    .getByRole('dialog', { name: "Eliminare l'aggregazione?" })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText(/indicata da almeno una sottocategoria/)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Cerca per codice o descrizione').fill(code);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await grid.getByRole('button', { name: `Elimina l'aggregazione ${code}` }).click();
  await page
    .getByRole('dialog', { name: "Eliminare l'aggregazione?" })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Aggregazione eliminata')).toBeVisible();
  await expect(grid.getByText('Nessuna aggregazione')).toBeVisible();
});

interface ListedSubcategory {
  code: string;
  description: string;
  category: { code: string };
  register: { description: string };
  rate: { percent: number; validFromYear: number } | null;
  aggregation: { code: string } | null;
}

test('the subcategories and the aggregations export as their grids show them, rates and codes in words', async ({
  page,
}) => {
  await page.goto('/inventario/#/admin-lists/categories');
  await searchSubcategories(page, 'mobili');
  await subcategoryGrid(page).getByRole('columnheader', { name: 'Descrizione' }).click();
  const shown = await api<{ subcategories: ListedSubcategory[]; total: number }>(
    page,
    'POST',
    '/subcategory/search/1/500',
    { text: 'mobili', sortBy: 'description', sortDesc: false },
  );
  expect(shown.total).toBeGreaterThan(0);
  await expect(subcategoryGrid(page).getByRole('row').nth(1)).toContainText(
    shown.subcategories[0]?.description ?? '',
  );
  await page.getByRole('button', { name: 'Esporta' }).click();
  let dialog = page.getByRole('dialog', { name: 'Esporta «Sottocategorie»' });
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  let download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  const rateText = (rate: ListedSubcategory['rate']) =>
    rate ? `${String(rate.percent).replace('.', ',')} % dal ${rate.validFromYear}` : 'Non impostata';
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFRegistro;Categoria;Sottocategoria;Descrizione;Aliquota %;Aggregazione',
    ...shown.subcategories.map((s) =>
      [
        s.register.description,
        s.category.code,
        s.code,
        s.description,
        rateText(s.rate),
        s.aggregation?.code ?? 'Nessuna',
      ].join(';'),
    ),
    '',
  ]);

  // The categories, in their dialog: the export's dialog opens over it.
  const categories = await api<unknown[]>(page, 'GET', '/category/list');
  await page.getByRole('button', { name: 'Categorie', exact: true }).click();
  const categoriesDialog = page.getByRole('dialog', { name: 'Categorie' });
  await categoriesDialog.getByRole('button', { name: 'Esporta' }).click();
  dialog = page.getByRole('dialog', { name: 'Esporta «Categorie»' });
  await expect(dialog.getByText(`${categories.length} righe con 3 colonne`)).toBeVisible();
  await settledScreenshot(page, 'catalogue-categories-export');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await categoriesDialog.getByRole('button', { name: 'Chiudi' }).click();

  await page.goto('/inventario/#/admin-lists/aggregations');
  await page.getByLabel('Cerca per codice o descrizione').fill('K0');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const grid = page.getByRole('grid', { name: 'Aggregazioni' });
  await grid.getByRole('columnheader', { name: 'Descrizione' }).click();
  await grid.getByRole('columnheader', { name: 'Descrizione' }).click();
  const all = await api<{ code: string; description: string }[]>(page, 'GET', '/aggregation/list');
  const expected = all
    .filter((a) => a.code.toLowerCase().includes('k0') || a.description.toLowerCase().includes('k0'))
    .sort(
      (a, b) => -a.description.localeCompare(b.description, 'it', { numeric: true, sensitivity: 'base' }),
    );
  expect(expected.length).toBeGreaterThan(0);
  await expect(grid.getByRole('row').nth(1)).toContainText(expected[0]?.description ?? '');
  await page.getByRole('button', { name: 'Esporta' }).click();
  dialog = page.getByRole('dialog', { name: 'Esporta «Aggregazioni»' });
  await expect(
    dialog.getByText(
      expected.length === 1 ? '1 riga con 2 colonne' : `${expected.length} righe con 2 colonne`,
    ),
  ).toBeVisible();
  download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const file = await (await download).path();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Aggregazioni');
  if (!sheet) throw new Error('no sheet');
  expect(Array.from({ length: sheet.rowCount }, (_, index) => sheet.getRow(index + 1).values)).toEqual([
    [undefined, 'Codice', 'Descrizione'],
    ...expected.map((a) => [undefined, a.code, a.description]),
  ]);
});
