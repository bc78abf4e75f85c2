import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  addAsset,
  choose,
  fillAsset,
  linesGrid,
  type NewAsset,
  next,
  openAssetDialog,
  saveWithCausal,
  typeDate,
} from './support/charge-stepper.ts';
import { tickRow } from './support/grids.ts';
import { api, subcategoryId } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

// Every test starts signed in on the charge list, so the API helper finds the page's tokens.
test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/charge');
  await expect(page.getByRole('heading', { level: 1, name: 'Carichi' })).toBeVisible();
});

/** A mark no other run or test has used on this server, to find this test's rows. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
  // Away from the toolbar, so its tooltip is not in the pictures.
  await page.mouse.move(700, 840);
}

async function waitingAsset(
  page: Page,
  asset: { description: string; subcategoryId: number; historicalPrice: number; universalityId?: number },
) {
  return api<{ id: number }>(page, 'POST', '/asset', asset);
}

async function chooseCreditor(page: Page, term: string, name: string) {
  await page.getByRole('button', { name: 'Cerca fornitore' }).click();
  const search = page.getByRole('dialog', { name: 'Ricerca creditore' });
  await search.getByLabel('Nome, partita IVA o codice fiscale').fill(term);
  await search.getByRole('button', { name: 'Cerca' }).click();
  await search.getByRole('button', { name: `Scegli ${name}` }).click();
  await expect(search).toBeHidden();
}

/** Today as the date fields show it, and as a date field is typed (digits only). */
function today() {
  const now = new Date();
  const day = String(now.getDate()).padStart(2, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return {
    shown: `${day}/${month}/${now.getFullYear()}`,
    typed: `${day}${month}${now.getFullYear()}`,
    iso: `${now.getFullYear()}-${month}-${day}`,
  };
}

/** A later day of the same year (or the 31 December itself), as typed. */
function laterThisYear() {
  const now = new Date();
  const later = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const target = later.getFullYear() === now.getFullYear() ? later : now;
  const day = String(target.getDate()).padStart(2, '0');
  const month = String(target.getMonth() + 1).padStart(2, '0');
  return `${day}${month}${target.getFullYear()}`;
}

const inventoryPc: NewAsset = {
  description: `Notebook docenti ${run}`,
  category: /^03 Hardware/,
  subcategory: /Personal computer/,
  price: '1.250,00',
  confirm: 'Bene inventariabile',
  location: { site: /^RM01/, location: /^L02 Laboratorio di informatica/ },
  serialNumber: `SN-${run}-1`,
};
const inventoryBoard: NewAsset = {
  description: `Lavagna interattiva ${run}`,
  category: /^03 Hardware/,
  subcategory: /Lavagne interattive/,
  price: '200',
  confirm: 'Bene inventariabile',
};
const durableChair: NewAsset = {
  description: `Sedia ergonomica ${run}`,
  category: /^01 Mobili e arredi/,
  subcategory: /per ufficio/,
  price: '149,50',
  confirm: 'Bene durevole',
  location: { site: /^RM01/, location: /^A02 Segreteria/ },
};

test('charges three assets through the stepper, shows their numbers, edits the notes and deletes the charge', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/inventario/#/charge');
  await expect(page.getByRole('heading', { level: 1, name: 'Carichi' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Buoni di carico' })).toBeVisible();
  await settledScreenshot(page, 'charges-list-light', { fullPage: true });

  await page.getByRole('button', { name: 'Nuovo carico' }).click();
  await expect(page).toHaveURL(/#\/charge\/new$/);
  await expect(page.getByRole('radio', { name: 'Nuovi beni e beni in attesa' })).toBeChecked();
  await settledScreenshot(page, 'charge-new-type-light');
  await next(page);

  // The stepper refuses to go on without assets.
  await next(page);
  const refusal = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(refusal).toContainText('Il movimento non ha beni');
  await refusal.getByRole('button', { name: 'OK' }).click();

  const dialog = await openAssetDialog(page);
  await fillAsset(page, dialog, inventoryPc);
  await expect(dialog.getByText('Registro: Beni mobili')).toBeVisible();
  await expect(dialog.getByText('Da 200 € in su: bene inventariabile')).toBeVisible();
  await settledScreenshot(page, 'charge-asset-dialog-light');
  await dialog.getByRole('button', { name: 'Aggiungi al carico' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bene inventariabile' });
  await expect(confirm).toContainText('1.250,00 €');
  await settledScreenshot(page, 'charge-threshold-confirm-light');
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();

  await addAsset(page, inventoryBoard);
  await addAsset(page, durableChair);
  const grid = linesGrid(page);
  await expect(grid.getByRole('row')).toHaveCount(4);
  await expect(grid.getByRole('row', { name: new RegExp(durableChair.description) })).toContainText(
    'Durevole',
  );
  await expect(page.getByText('3 beni · inventariabili 1.450,00 € · durevoli 149,50 €')).toBeVisible();
  await settledScreenshot(page, 'charge-new-assets-light', { fullPage: true });
  await next(page);

  await expect(page.getByRole('group', { name: 'Data del movimento' })).toContainText(today().shown);
  await choose(page, page.locator('main'), 'Causale', 'Acquisto');
  await chooseCreditor(page, 'Informatica', 'Informatica Roma spa');
  await page.getByLabel('Tipo di documento').fill('Fattura');
  await page.getByLabel('Numero del documento').fill(`FT-${run}`);
  await page.getByLabel('Note').fill('Acquisto per il laboratorio');
  await settledScreenshot(page, 'charge-new-details-light', { fullPage: true });
  await page.getByRole('button', { name: 'Carica i beni' }).click();

  await expect(page).toHaveURL(/#\/charge\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio carico' })).toBeVisible();
  const saved = page.getByText(/^Buono di carico n\. \d+\/\d{4} salvato$/);
  await expect(saved).toBeVisible();
  const voucher = page.getByRole('region', { name: 'Buono di carico' });
  await expect(voucher).toContainText('Informatica Roma spa');
  await expect(voucher).toContainText(`FT-${run}`);
  await expect(voucher).toContainText('1.450,00 €');
  const assets = linesGrid(page, 'Beni del buono');
  const rowOf = (asset: NewAsset) => assets.getByRole('row', { name: new RegExp(asset.description) });
  const numberOf = async (asset: NewAsset) =>
    Number((await rowOf(asset).getByRole('gridcell').first().innerText()).replace(/^BM /, ''));
  // Inventory numbers follow each other in the register; the chair takes the durable register's next number.
  const pcNumber = await numberOf(inventoryPc);
  expect(pcNumber).toBeGreaterThan(0);
  expect(await numberOf(inventoryBoard)).toBe(pcNumber + 1);
  await expect(rowOf(inventoryPc)).toContainText('Inventariabile');
  await expect(rowOf(durableChair)).toContainText('Durevole');
  expect(await numberOf(durableChair)).toBeGreaterThan(0);
  await settledScreenshot(page, 'charge-detail-light', { fullPage: true });

  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'charge-detail-dark', { fullPage: true });
  await toggleTheme(page, 'chiaro');

  // Edit the notes through the stepper in edit mode.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('tab', { name: 'Dettagli' }).click();
  await page.getByLabel('Note').fill(`Note modificate ${run}`);
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page.getByText(/^Buono di carico n\. \d+\/\d{4} salvato$/).last()).toBeVisible();
  await expect(voucher).toContainText(`Note modificate ${run}`);

  // The list finds it by its supplier's document number.
  await page.getByRole('button', { name: 'Torna ai carichi' }).click();
  // A date range needs both its ends (spec 02 §5).
  await typeDate(page, page.getByRole('group', { name: 'Dal' }), `0101${new Date().getFullYear()}`);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText("Specificare entrambi i campi dell'intervallo")).toBeVisible();
  await settledScreenshot(page, 'charges-list-range-light');
  await page.getByRole('button', { name: 'Azzera' }).click();
  await page.getByLabel('Testo').fill(`FT-${run}`);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const list = page.getByRole('grid', { name: 'Buoni di carico' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText('Informatica Roma spa');
  // The list shows what the voucher is worth, its durable chair named apart.
  await expect(list.getByRole('row').nth(1)).toContainText('1.599,50 €');
  await expect(list.getByRole('row').nth(1)).toContainText('di cui durevoli 149,50 €');
  await list.getByRole('row').nth(1).click();

  // It is the school's latest charge: it can go, and its assets entered here go with it.
  await page.getByRole('button', { name: 'Elimina' }).click();
  const question = page.getByRole('dialog', { name: /Eliminare il buono di carico/ });
  await expect(question).toContainText('saranno eliminati anche quei beni');
  await settledScreenshot(page, 'charge-delete-confirm-light');
  await question.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/#\/charge$/);
  await expect(page.getByText(/^Buono di carico n\. \d+\/\d{4} eliminato$/)).toBeVisible();
});

test('a refused charge says why: a delivery after the movement date', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/inventario/#/charge/new');
  await next(page);
  await addAsset(page, { ...durableChair, description: `Sedia rifiutata ${run}`, location: undefined });
  await next(page);
  await choose(page, page.locator('main'), 'Causale', 'Donazione');
  await typeDate(page, page.getByRole('group', { name: 'Data della consegna' }), laterThisYear());
  await page.getByRole('button', { name: 'Carica i beni' }).click();
  if (laterThisYear() !== today().typed) {
    await expect(
      page.getByText('La data di consegna non può essere successiva alla data del movimento'),
    ).toBeVisible();
    await settledScreenshot(page, 'charge-refused-delivery-light');
  }
});

test('a waiting asset starts a charge of its own, and more waiting assets join it from the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  const printer = await waitingAsset(page, {
    description: `Stampante in attesa ${run}`,
    subcategoryId: machines,
    historicalPrice: 480,
  });
  await waitingAsset(page, {
    description: `Distruggidocumenti in attesa ${run}`,
    subcategoryId: machines,
    historicalPrice: 95,
  });

  await page.goto(`/inventario/#/charge/new/asset/${printer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo carico da bene in attesa' })).toBeVisible();
  const grid = linesGrid(page);
  await expect(grid.getByRole('row', { name: new RegExp(`Stampante in attesa ${run}`) })).toContainText(
    'In attesa',
  );

  const waiting = page.getByRole('dialog', { name: 'Beni in attesa di carico' });
  await toggleTheme(page, 'scuro');
  await page.getByRole('button', { name: 'Aggiungi beni in attesa' }).click();
  await expect(waiting.getByRole('grid', { name: 'Beni in attesa' })).toBeVisible();
  await settledScreenshot(page, 'charge-waiting-dialog-dark');
  await waiting.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await page.getByRole('button', { name: 'Aggiungi beni in attesa' }).click();
  await waiting
    .getByLabel('Descrizione, numero di serie o marca')
    .fill(`Distruggidocumenti in attesa ${run}`);
  await waiting.getByRole('button', { name: 'Cerca' }).click();
  const found = waiting.getByRole('row', { name: new RegExp(`Distruggidocumenti in attesa ${run}`) });
  await tickRow(found);
  await expect(waiting.getByText('1 elemento selezionato')).toBeVisible();
  await settledScreenshot(page, 'charge-waiting-dialog-light');
  await waiting.getByRole('button', { name: 'Conferma' }).click();
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 beni · inventariabili 480,00 € · durevoli 95,00 €')).toBeVisible();
  await next(page);

  const voucher = await saveWithCausal(page, 'Donazione');
  await expect(voucher).toContainText('Donazione');
  const assets = linesGrid(page, 'Beni del buono');
  await expect(assets.getByRole('row', { name: new RegExp(`Stampante in attesa ${run}`) })).toContainText(
    'Inventariabile',
  );
  await expect(
    assets.getByRole('row', { name: new RegExp(`Distruggidocumenti in attesa ${run}`) }),
  ).toContainText('Durevole');

  // Its assets were waiting ones: deleting it would send them back, and says so.
  await page.getByRole('button', { name: 'Elimina' }).click();
  const question = page.getByRole('dialog', { name: /Eliminare il buono di carico/ });
  await expect(question).toContainText('torneranno tra i beni in attesa');
  await question.getByRole('button', { name: 'Annulla' }).click();
});

test('a complete universality is charged whole, its components under one inventory number', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  const earlier = await api<{ id: number }>(page, 'POST', '/movement/charge', {
    date: today().iso,
    causal: 'ACQ',
    assets: [{ description: `Lampada ${run}`, subcategoryId: machines, historicalPrice: 40 }],
  });
  const universality = await api<{ id: number }>(page, 'POST', '/universality', {
    description: `Postazione di segreteria ${run}`,
  });
  for (const [description, historicalPrice] of [
    [`Scrivania componente ${run}`, 150],
    [`Cassettiera componente ${run}`, 90],
  ] as const) {
    await waitingAsset(page, {
      description,
      subcategoryId: machines,
      historicalPrice,
      universalityId: universality.id,
    });
  }

  await page.goto(`/inventario/#/charge/new/universality/${universality.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo carico da universalità' })).toBeVisible();
  const grid = linesGrid(page);
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(
    page.getByText(`L'universalità «Postazione di segreteria ${run}» sarà caricata`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo bene' })).toHaveCount(0);
  await settledScreenshot(page, 'charge-universality-assets-light', { fullPage: true });
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByRole('radio', { name: "Un'universalità di beni" })).toBeChecked();
  await next(page);
  await next(page);

  await saveWithCausal(page, 'Acquisto');
  const assets = linesGrid(page, 'Beni del buono');
  const components = assets.getByRole('row').filter({ hasText: 'componente' });
  await expect(components).toHaveCount(2);
  await expect(components.first()).toContainText('Componente');
  const numbers = await components.evaluateAll((rows) =>
    rows.map((row) => row.querySelector('[role="gridcell"]')?.textContent?.trim()),
  );
  expect(numbers).toHaveLength(2);
  expect(numbers[0]).toBeTruthy();
  expect(numbers[1]).toBe(numbers[0]);
  await settledScreenshot(page, 'charge-universality-detail-light', { fullPage: true });

  // The charge before it is no longer the latest: it cannot be deleted nor change its assets.
  await page.goto(`/inventario/#/charge/detail/${earlier.id}`);
  await expect(page.getByRole('region', { name: 'Buono di carico' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Elimina' })).toBeDisabled();
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(
    page.getByText('I beni di questo buono non possono più essere aggiunti o tolti'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo bene' })).toHaveCount(0);
  await settledScreenshot(page, 'charge-edit-locked-lines-light', { fullPage: true });
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('button', { name: 'Modifica' })).toBeVisible();
});

test("the server's refusal lands on its field: a date before the school's last movement", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const now = new Date();
  test.skip(now.getMonth() === 0 && now.getDate() === 1, 'On 1 January no earlier day of the year exists');
  // A charge dated today, so that 1 January comes before the school's last movement.
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  await api(page, 'POST', '/movement/charge', {
    date: today().iso,
    causal: 'ACQ',
    assets: [{ description: `Calcolatrice ${run}`, subcategoryId: machines, historicalPrice: 30 }],
  });

  await page.goto('/inventario/#/charge/new');
  await toggleTheme(page, 'scuro');
  await next(page);
  const dialog = await openAssetDialog(page);
  await fillAsset(page, dialog, { ...inventoryBoard, description: `Proiettore rifiutato ${run}` });
  await settledScreenshot(page, 'charge-asset-dialog-dark');
  await dialog.getByRole('button', { name: 'Aggiungi al carico' }).click();
  await page
    .getByRole('dialog', { name: 'Bene inventariabile' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await settledScreenshot(page, 'charge-new-assets-dark', { fullPage: true });
  await next(page);

  const date = page.getByRole('group', { name: 'Data del movimento' });
  await date.getByRole('button', { name: 'Cancella valore' }).click();
  await typeDate(page, date, `0101${now.getFullYear()}`);
  await choose(page, page.locator('main'), 'Causale', 'Acquisto');
  await page.getByRole('button', { name: 'Carica i beni' }).click();
  await expect(
    page.getByText("La data del movimento non può precedere quella dell'ultimo movimento"),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/charge\/new$/);
  await settledScreenshot(page, 'charge-refused-date-dark');
  await toggleTheme(page, 'chiaro');
});

test('the charge vouchers export as a CSV with the list shown: its columns, its causals in words, its rows', async ({
  page,
}) => {
  const charges = await api<{ total: number }>(page, 'POST', '/movement/search/1/1', { type: 1 });
  expect(charges.total).toBeGreaterThan(0);
  await page.goto('/inventario/#/charge');
  await expect(page.getByRole('grid', { name: 'Buoni di carico' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Esporta' }).click();
  const dialog = page.getByRole('dialog', { name: /^Esporta/ });
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^\uFEFFN\.\/Anno;Data;Causale;Fornitore;/);
  expect(lines).toHaveLength(charges.total + 1);
  expect(lines.slice(1).every((line) => /^\d+\/\d{4};\d{2}\/\d{2}\/\d{4};[^;]*[a-z]/.test(line))).toBe(true);
  await expect(dialog.getByText(/è pronto/)).toBeVisible();
});
