import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/axe.ts';
import { tickRow } from './support/grids.ts';
import { api, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
  // Away from the toggle, so its tooltip stays out of the screenshots.
  await page.mouse.move(700, 840);
}

async function chooseOption(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function recordWaitingAsset(page: Page, description: string, price: string) {
  await page.getByRole('button', { name: 'Nuovo bene in attesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo bene in attesa' });
  await expect(dialog.getByText('Con un prezzo storico da 200 € in su va nell')).toBeVisible();
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByRole('combobox', { name: 'Sottocategoria' }).fill('Macchine per uff');
  await page.getByRole('option', { name: /Macchine per ufficio/ }).click();
  await dialog.getByLabel('Prezzo storico').fill(price);
  await chooseOption(page, dialog, 'Sede', /^RM01/);
  await chooseOption(page, dialog, 'Ubicazione', /^A01/);
  return dialog;
}

function assetsGrid(page: Page) {
  return page.getByRole('grid', { name: 'Beni' });
}

/** The list panel: the grid with its paging footer ("1–2 di 2"). */
function assetsPanel(page: Page, title = 'Elenco dei beni') {
  return page.getByRole('region', { name: title });
}

test('waiting assets: record, find with filters, detail and history, edit across the threshold, multiple edit, delete', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueCode('E2E');
  const projector = `Proiettore ${tag}`;
  const board = `Lavagna ${tag}`;
  await page.goto('/inventario/#/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Beni' })).toBeVisible();

  const first = await recordWaitingAsset(page, projector, '650,00');
  await expect(first.getByText('Da 200 € in su: bene inventariabile')).toBeVisible();
  await settledScreenshot(page, 'assets-new-light');
  await first.getByRole('button', { name: 'Salva' }).click();
  await expect(first).toBeHidden();
  await expect(page.getByText('Bene registrato in attesa')).toBeVisible();
  const second = await recordWaitingAsset(page, board, '150,00');
  await expect(second.getByText('Sotto i 200 €: bene durevole')).toBeVisible();
  await second.getByRole('button', { name: 'Salva' }).click();
  await expect(second).toBeHidden();

  await page.getByLabel('Descrizione, matricola, marca').fill(tag);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const grid = assetsGrid(page);
  const panel = assetsPanel(page);
  await expect(panel.getByText('1–2 di 2')).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(projector) })).toContainText('650,00 €');
  await expect(grid.getByRole('row', { name: new RegExp(projector) })).toContainText('RM01/A01');
  await expect(grid.getByRole('row', { name: new RegExp(board) })).toContainText('In attesa');

  await chooseOption(page, page.getByRole('main'), 'Tipo', /^Beni durevoli/);
  await expect(panel.getByText('1–1 di 1')).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(board) })).toBeVisible();
  await chooseOption(page, page.getByRole('main'), 'Tipo', /^Inventario e durevoli/);
  await chooseOption(page, page.getByRole('main'), 'Stato', /^In attesa/);
  await expect(panel.getByText('1–2 di 2')).toBeVisible();

  await page.getByLabel('N. inv. da').fill('1');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText("Specificare entrambi i campi dell'intervallo")).toBeVisible();
  await page.getByLabel('N. inv. da').fill('');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText("Specificare entrambi i campi dell'intervallo")).toBeHidden();
  await settledScreenshot(page, 'assets-list-light');

  await page.getByRole('button', { name: `Dettaglio di ${projector}` }).click();
  const detail = page.getByRole('dialog', { name: `Bene ${projector}` });
  await expect(detail.getByText('Beni mobili', { exact: true })).toBeVisible();
  await expect(detail.getByText('Inventariabile', { exact: true })).toBeVisible();
  await expect(detail.getByText('RM01 / A01 – Presidenza', { exact: true })).toBeVisible();
  const history = detail.getByRole('list', { name: 'Storico del bene' });
  await expect(history).toContainText('Registrato in attesa di carico');
  await expect(history).toContainText('Prezzo storico: 650,00 €');
  await expect(detail.getByRole('link', { name: 'Carica' })).toHaveAttribute(
    'href',
    /#\/charge\/new\/asset\/\d+$/,
  );
  await settledScreenshot(page, 'assets-detail-light');
  await detail.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByRole('button', { name: `Modifica ${board}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifica ${board}` });
  await edit.getByLabel('Prezzo storico').fill('250,00');
  await edit.getByRole('button', { name: 'Salva' }).click();
  const reclassify = page.getByRole('dialog', { name: 'Confermare il salvataggio?' });
  await expect(reclassify).toContainText('diventa un bene inventariabile');
  await reclassify.getByRole('button', { name: 'Conferma' }).click();
  await expect(edit).toBeHidden();
  await expect(grid.getByRole('row', { name: new RegExp(board) })).toContainText('250,00 €');

  await tickRow(grid.getByRole('row', { name: new RegExp(projector) }));
  await tickRow(grid.getByRole('row', { name: new RegExp(board) }));
  await expect(page.getByText('2 beni selezionati')).toBeVisible();
  await page.getByRole('button', { name: 'Modifica multipla' }).click();
  const multiple = page.getByRole('dialog', { name: 'Modifica multipla di 2 beni' });
  await multiple.getByRole('button', { name: 'Modifica i beni' }).click();
  await expect(multiple.getByText('Scegliere almeno un campo da modificare')).toBeVisible();
  await multiple.getByLabel('Sede e ubicazione').check();
  await chooseOption(page, multiple, 'Sede', /^RM02/);
  await chooseOption(page, multiple, 'Ubicazione', /^B01/);
  await multiple.getByLabel('Matricola', { exact: true }).check();
  await multiple.getByLabel('Nuovo valore: Matricola').fill(`SN-${tag}`);
  await settledScreenshot(page, 'assets-multiple-edit-light');
  await multiple.getByRole('button', { name: 'Modifica i beni' }).click();
  const progress = page.getByRole('dialog', { name: /^Modifica multipla (in corso|completata)$/ });
  await expect(progress.getByText('2 di 2')).toBeVisible();
  await expect(progress.getByText('2 beni modificati.')).toBeVisible();
  await expect(
    progress.getByRole('progressbar', { name: 'Avanzamento della modifica multipla' }),
  ).toHaveAttribute('aria-valuenow', '100');
  await settledScreenshot(page, 'assets-multiple-edit-done-light');
  await progress.getByRole('button', { name: 'Chiudi' }).click();
  await expect(grid.getByRole('row', { name: new RegExp(projector) })).toContainText('RM02/B01');
  await expect(grid.getByRole('row', { name: new RegExp(board) })).toContainText('RM02/B01');
  await expect(page.getByText('Nessun bene selezionato')).toBeVisible();

  await page.getByRole('button', { name: `Dettaglio di ${board}` }).click();
  const changed = page.getByRole('dialog', { name: `Bene ${board}` });
  await expect(changed.getByText(`SN-${tag}`, { exact: true })).toBeVisible();
  const boardHistory = changed.getByRole('list', { name: 'Storico del bene' });
  await expect(boardHistory).toContainText('Modifica multipla');
  await expect(boardHistory).toContainText('Ubicazione: RM01 / A01 – Presidenza → RM02 / B01');
  await expect(boardHistory).toContainText('Prezzo storico: 150,00 € → 250,00 €');

  await changed.getByRole('button', { name: 'Chiudi' }).click();
  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'assets-list-dark');
  await page.getByRole('button', { name: `Dettaglio di ${board}` }).click();
  await expect(changed.getByRole('list', { name: 'Storico del bene' })).toContainText('Modifica multipla');
  await settledScreenshot(page, 'assets-detail-dark');
  await changed.getByRole('button', { name: 'Chiudi' }).click();
  await page.getByRole('button', { name: `Modifica ${projector}` }).click();
  const editDark = page.getByRole('dialog', { name: `Modifica ${projector}` });
  await expect(editDark.getByLabel('Matricola', { exact: true })).toHaveValue(`SN-${tag}`);
  await settledScreenshot(page, 'assets-edit-dark');
  await editDark.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await page.getByRole('button', { name: `Elimina ${board}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare il bene?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Bene eliminato')).toBeVisible();
  await expect(panel.getByText('1–1 di 1')).toBeVisible();

  await page.getByRole('tab', { name: 'Beni in attesa' }).click();
  const waiting = page.getByRole('grid', { name: 'Beni in attesa' });
  await expect(waiting.getByRole('row', { name: new RegExp(projector) })).toBeVisible();
  await tickRow(waiting.getByRole('row', { name: new RegExp(projector) }));
  await expect(page.getByRole('link', { name: 'Carica il bene selezionato' })).toHaveAttribute(
    'href',
    /#\/charge\/new\/asset\/\d+$/,
  );
  await settledScreenshot(page, 'assets-waiting-light');
});

test('a charged asset: its voucher in the detail and the history, and an edit of the descriptive fields only', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueCode('CH');
  const description = `Monitor ${tag}`;
  await page.goto('/inventario/#/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Beni' })).toBeVisible();
  const subcategories = await api<{ id: number; description: string }[]>(
    page,
    'GET',
    '/subcategory/inventory',
  );
  const subcategoryId = subcategories.find(
    (subcategory) => subcategory.description === 'Macchine per ufficio',
  )?.id;
  const asset = await api<{ id: number }>(page, 'POST', '/asset', {
    description,
    subcategoryId,
    historicalPrice: 320,
  });
  const charge = await api<{ id: number; number: number; year: number }>(page, 'POST', '/movement/charge', {
    date: isoToday(),
    causal: 'ACQ',
    assets: [],
    waitingAssetIds: [asset.id],
  });

  await page.getByLabel('Descrizione, matricola, marca').fill(tag);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = assetsGrid(page).getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Caricato');
  await expect(row.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^Dettaglio di Monitor/ }).click();
  const detail = page.getByRole('dialog', { name: /^Bene Monitor/ });
  const voucher = `Buono n. ${charge.number}/${charge.year}`;
  await expect(detail.getByRole('link', { name: new RegExp(voucher) })).toHaveAttribute(
    'href',
    `#/charge/detail/${charge.id}`,
  );
  const history = detail.getByRole('list', { name: 'Storico del bene' });
  await expect(history).toContainText('Caricato con buono di carico');
  await expect(history).toContainText('Stato: In attesa → Caricato');
  await expect(detail.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Modifica' }).click();

  const edit = page.getByRole('dialog', { name: /^Modifica Monitor/ });
  await expect(edit.getByText('Il bene è caricato: prezzo e sottocategoria cambiano solo')).toBeVisible();
  await expect(edit.getByLabel('Prezzo storico')).toBeDisabled();
  await expect(edit.getByRole('combobox', { name: 'Sottocategoria' })).toBeDisabled();
  await edit.getByLabel('Marca').fill('Philips');
  await settledScreenshot(page, 'assets-edit-charged-light');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Bene salvato')).toBeVisible();
  await row.getByRole('button', { name: /^Dettaglio di Monitor/ }).click();
  await expect(history).toContainText('Dati modificati');
  await expect(history).toContainText('Marca: Philips');
});

test('multiple edit: a failure pauses the run, which goes on or stops, and the summary names the failures', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueCode('ME');
  await page.goto('/inventario/#/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Beni' })).toBeVisible();
  const subcategories = await api<{ id: number; description: string }[]>(
    page,
    'GET',
    '/subcategory/inventory',
  );
  const subcategoryId = subcategories.find(
    (subcategory) => subcategory.description === 'Macchine per ufficio',
  )?.id;
  const names = ['Alfa', 'Beta', 'Gamma'].map((name) => `${name} ${tag}`);
  const ids: number[] = [];
  for (const description of names) {
    ids.push(
      (await api<{ id: number }>(page, 'POST', '/asset', { description, subcategoryId, historicalPrice: 60 }))
        .id,
    );
  }
  // The server refuses the second asset, as it would a discharged one.
  await page.route(`**/inventario/api/asset/${ids[1]}/fields`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'assetDischarged', message: 'Asset discharged' }),
    }),
  );
  await page.getByLabel('Descrizione, matricola, marca').fill(tag);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const grid = assetsGrid(page);

  async function runAuthorEdit(author: string) {
    for (const name of names) await tickRow(grid.getByRole('row', { name: new RegExp(name) }));
    await page.getByRole('button', { name: 'Modifica multipla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica multipla di 3 beni' });
    await dialog.getByLabel('Autore', { exact: true }).check();
    await dialog.getByLabel('Nuovo valore: Autore').fill(author);
    await dialog.getByRole('button', { name: 'Modifica i beni' }).click();
    const progress = page.getByRole('dialog', { name: /^Modifica multipla (in corso|completata)$/ });
    await expect(progress.getByText('2 di 3')).toBeVisible();
    await expect(
      progress.getByRole('alert').filter({ hasText: `${names[1]} non è stato modificato` }),
    ).toContainText('Il bene è scaricato e non può essere modificato');
    return progress;
  }

  const first = await runAuthorEdit('Rodari');
  await settledScreenshot(page, 'assets-multiple-edit-failure-light');
  await first.getByRole('button', { name: 'Continua' }).click();
  await expect(first.getByText('3 di 3')).toBeVisible();
  await expect(first.getByText('2 beni modificati.')).toBeVisible();
  const failures = first.getByRole('list', { name: 'Beni non modificati' });
  await expect(failures).toContainText(`${names[1]}: Il bene è scaricato e non può essere modificato`);
  await settledScreenshot(page, 'assets-multiple-edit-summary-light');
  await first.getByRole('button', { name: 'Chiudi' }).click();

  const second = await runAuthorEdit('Collodi');
  await second.getByRole('button', { name: 'Interrompi' }).click();
  await expect(second.getByText('1 bene modificato.')).toBeVisible();
  await expect(second).toContainText('1 bene non è stato elaborato perché la modifica è stata interrotta.');
  await second.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByRole('button', { name: `Dettaglio di ${names[2]}` }).click();
  const history = page
    .getByRole('dialog', { name: `Bene ${names[2]}` })
    .getByRole('list', { name: 'Storico del bene' });
  await expect(history).toContainText('Autore: Rodari');
  await expect(history).not.toContainText('Collodi');
});

test('the asset list: columns chosen and remembered, exported as Excel and CSV with what it shows', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/inventario/#/assets');
  const grid = assetsGrid(page);
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Marca' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Colonne' }).click();
  const columns = page.getByRole('menu', { name: 'Colonne da mostrare' });
  await columns.getByRole('menuitemcheckbox', { name: 'Marca' }).click();
  await columns.getByRole('menuitemcheckbox', { name: 'Data carico' }).click();
  await expect(columns.getByRole('menuitemcheckbox', { name: 'Marca' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Marca' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Data carico' })).toHaveCount(0);
  // Remembered for this user: a reload shows the same columns.
  await page.reload();
  await expect(assetsGrid(page).getByRole('columnheader', { name: 'Marca' })).toBeVisible();

  // Only the waiting assets, sorted by description, down.
  await page.getByRole('tab', { name: 'Beni in attesa' }).click();
  await assetsGrid(page).getByRole('columnheader', { name: 'Descrizione' }).click();
  await assetsGrid(page).getByRole('columnheader', { name: 'Descrizione' }).click();
  const waiting = await api<{ assets: { description: string }[]; total: number }>(
    page,
    'POST',
    '/asset/search/1/500',
    { status: 1, sortBy: 'description', sortDesc: true },
  );
  expect(waiting.total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Esporta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta «Beni in attesa di carico»' });
  await expect(dialog.getByText(`${waiting.total} righe con 9 colonne`)).toBeVisible();
  await expectAccessible(page, testInfo, 'export-dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const file = await (await download).path();
  await expect(dialog.getByText(/è pronto/)).toBeVisible();
  await settledScreenshot(page, 'assets-export-ready');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Inv.',
    'Dur.',
    'Descrizione',
    'Sottocategoria',
    'Sede / ubic.',
    'Prezzo storico',
    'Prezzo attuale',
    'Stato',
    'Marca',
  ]);
  expect(sheet.rowCount).toBe(waiting.total + 1);
  const descriptions = Array.from(
    { length: waiting.total },
    (_, index) => sheet.getRow(index + 2).getCell(3).value,
  );
  expect(descriptions).toEqual(waiting.assets.map((asset) => asset.description));
  expect(sheet.getRow(2).getCell(8).value).toBe('In attesa');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // The CSV of the same list, and both on the documents page.
  await page.getByRole('button', { name: 'Esporta' }).click();
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  const csvDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv.startsWith('\uFEFFInv.;Dur.;Descrizione;')).toBe(true);
  expect(csv.trimEnd().split('\r\n')).toHaveLength(waiting.total + 1);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await page.goto('/inventario/#/documents');
  await expect(page.getByText('«Beni in attesa di carico» in CSV')).toBeVisible();
  await expect(page.getByText('«Beni in attesa di carico» in XLSX')).toBeVisible();
});
