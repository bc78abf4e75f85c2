/**
 * The quality bar of issue 4, through the screens as a user goes through them, in a school that
 * starts empty (E2V01, e2e/support/schools.ts: no financial year, no places, no goods; the fixture
 * starts signed out there): its DSGA signs in, opens the financial year, charges two inventory assets
 * and a durable one, finds them with their numbers, edits two at once, gathers durable waiting assets
 * into a universality and charges it under one inventory number.
 */
import type { Locator, Page } from '@playwright/test';
import { addAsset, linesGrid, type NewAsset, next, saveWithCausal } from './support/charge-stepper.ts';
import { tickRow } from './support/grids.ts';
import { uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';

// One attempt: a second one on the same server would meet the year and the register numbers of the first.
test.describe.configure({ retries: 0 });

const year = new Date().getFullYear();
const tag = uniqueCode('IF');

const notebook: NewAsset = {
  description: `Notebook segreteria ${tag}`,
  category: /^03 Hardware/,
  subcategory: /Personal computer/,
  price: '899,00',
  confirm: 'Bene inventariabile',
};
const board: NewAsset = {
  description: `Lavagna interattiva ${tag}`,
  category: /^03 Hardware/,
  subcategory: /Lavagne interattive/,
  price: '1.480,00',
  confirm: 'Bene inventariabile',
};
const chair: NewAsset = {
  description: `Sedia operativa ${tag}`,
  category: /^01 Mobili e arredi/,
  subcategory: /per ufficio/,
  price: '139,90',
  confirm: 'Bene durevole',
};
/** The durable waiting assets that become the universality: 215 € together, so it is complete. */
const desk = { description: `Banco modulare ${tag}`, price: '120,00' };
const stool = { description: `Sgabello da laboratorio ${tag}`, price: '95,00' };
const universality = `Aula laboratorio ${tag}`;

function assetsGrid(page: Page) {
  return page.getByRole('grid', { name: 'Beni' });
}

function assetsPanel(page: Page) {
  return page.getByRole('region', { name: 'Elenco dei beni' });
}

function rowOf(grid: Locator, description: string) {
  return grid.getByRole('row', { name: new RegExp(description) });
}

/** The asset list's text filter, applied with "Cerca". */
async function searchAssets(page: Page, text: string) {
  await page.getByLabel('Descrizione, matricola, marca').fill(text);
  await page.getByRole('button', { name: 'Cerca' }).click();
}

/** A durable waiting asset recorded from the asset list (the school has no sites: no location). */
async function recordWaitingDurable(page: Page, asset: { description: string; price: string }) {
  await page.getByRole('button', { name: 'Nuovo bene in attesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo bene in attesa' });
  await dialog.getByLabel('Descrizione').fill(asset.description);
  await dialog.getByRole('combobox', { name: 'Sottocategoria' }).fill('Mobili e arredi per aule');
  await page.getByRole('option', { name: /Mobili e arredi per aule/ }).click();
  await dialog.getByLabel('Prezzo storico').fill(asset.price);
  await expect(dialog.getByText('Sotto i 200 €: bene durevole')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bene registrato in attesa').first()).toBeVisible();
}

test('a school without years: open the year, charge, find, edit several at once, charge a universality', async ({
  page,
  school,
}) => {
  test.setTimeout(300_000);

  await test.step('1. the financial year', async () => {
    await signIn(page, school.dsga);
    // The startup advice comes first; while it is open the shell is out of the accessibility tree.
    const advice = page.getByRole('dialog', { name: 'Avviso' });
    await expect(advice).toContainText('Non è presente alcun esercizio finanziario');
    await advice.getByRole('button', { name: 'Vai agli esercizi finanziari' }).click();
    await expect(page).toHaveURL(/#\/financial-year$/);
    await expectShellFor(page, school.dsga);
    await expect(page.getByText('Nessun esercizio finanziario')).toBeVisible();

    await page.getByRole('button', { name: 'Nuovo esercizio' }).click();
    await page
      .getByRole('dialog', { name: 'Nuovo esercizio' })
      .getByRole('button', { name: `Apri l'esercizio ${year}` })
      .click();
    await expect(page.getByText(`Esercizio ${year} aperto`)).toBeVisible();
    const row = page
      .getByRole('grid', { name: 'Elenco degli esercizi finanziari' })
      .getByRole('row')
      .filter({ hasText: `01/01/${year}` });
    await expect(row).toContainText('Aperto');
    await settledScreenshot(page, 'inventory-flow-1-year');
  });

  await test.step('2. a charge of two inventory assets and a durable one', async () => {
    await page.goto('/inventario/#/charge/new');
    await expect(page.getByRole('radio', { name: 'Nuovi beni e beni in attesa' })).toBeChecked();
    await next(page);
    await addAsset(page, notebook);
    await addAsset(page, board);
    await addAsset(page, chair);
    const lines = linesGrid(page);
    await expect(lines.getByRole('row')).toHaveCount(4);
    await expect(rowOf(lines, chair.description)).toContainText('Durevole');
    await expect(page.getByText('3 beni · inventariabili 2.379,00 € · durevoli 139,90 €')).toBeVisible();
    await next(page);

    const voucher = await saveWithCausal(page, 'Acquisto');
    await expect(page.getByText(new RegExp(`^Buono di carico n\\. 1/${year} salvato$`))).toBeVisible();
    await expect(voucher).toContainText('Acquisto');
    // The voucher's total is the inventory one: the durable chair is outside it.
    await expect(voucher).toContainText('2.379,00 €');
    // The school's registers start here: inventory numbers 1 and 2 in line order, the chair durable
    // number 1, each with the acronym of its register (Beni mobili).
    const assets = linesGrid(page, 'Beni del buono');
    const numberOf = async (asset: NewAsset) =>
      (await rowOf(assets, asset.description).getByRole('gridcell').first().innerText()).trim();
    expect(await numberOf(notebook)).toBe('BM 1');
    expect(await numberOf(board)).toBe('BM 2');
    expect(await numberOf(chair)).toBe('BM 1');
    await expect(rowOf(assets, notebook.description)).toContainText('Inventariabile');
    await expect(rowOf(assets, chair.description)).toContainText('Durevole');
    await settledScreenshot(page, 'inventory-flow-2-charge', { fullPage: true });
  });

  await test.step('3. the three in the asset list, with their numbers', async () => {
    await page.goto('/inventario/#/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Beni' })).toBeVisible();
    await searchAssets(page, tag);
    await expect(assetsPanel(page).getByText('1–3 di 3')).toBeVisible();
    const grid = assetsGrid(page);
    for (const [asset, number] of [
      [notebook, 'inv. BM 1'],
      [board, 'inv. BM 2'],
      [chair, 'dur. BM 1'],
    ] as const) {
      await expect(
        page.getByRole('button', { name: `Dettaglio di ${asset.description} (${number})` }),
      ).toBeVisible();
      await expect(rowOf(grid, asset.description)).toContainText('Caricato');
    }
    await expect(rowOf(grid, board.description)).toContainText('1.480,00 €');
    await settledScreenshot(page, 'inventory-flow-3-assets');
  });

  await test.step('4. a multiple edit of two of them', async () => {
    const grid = assetsGrid(page);
    for (const asset of [notebook, board]) {
      await tickRow(rowOf(grid, asset.description));
    }
    await expect(page.getByText('2 beni selezionati')).toBeVisible();
    await page.getByRole('button', { name: 'Modifica multipla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica multipla di 2 beni' });
    await dialog.getByLabel('Matricola', { exact: true }).check();
    await dialog.getByLabel('Nuovo valore: Matricola').fill(`SN-${tag}`);
    await dialog.getByLabel('Autore', { exact: true }).check();
    await dialog.getByLabel('Nuovo valore: Autore').fill('Ufficio tecnico');
    await dialog.getByRole('button', { name: 'Modifica i beni' }).click();
    const progress = page.getByRole('dialog', { name: /^Modifica multipla (in corso|completata)$/ });
    await expect(progress.getByText('2 di 2')).toBeVisible();
    await expect(progress.getByText('2 beni modificati.')).toBeVisible();
    await expect(
      progress.getByRole('progressbar', { name: 'Avanzamento della modifica multipla' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await settledScreenshot(page, 'inventory-flow-4-multiple-edit');
    await progress.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page.getByText('Nessun bene selezionato')).toBeVisible();

    // The text filter reads the serial number: the two edited assets, and not the chair.
    await searchAssets(page, `SN-${tag}`);
    await expect(assetsPanel(page).getByText('1–2 di 2')).toBeVisible();
    await expect(rowOf(grid, notebook.description)).toBeVisible();
    await expect(rowOf(grid, board.description)).toBeVisible();
    await page.getByRole('button', { name: `Dettaglio di ${board.description}` }).click();
    const detail = page.getByRole('dialog', { name: `Bene ${board.description} (inv. BM 2)` });
    await expect(detail.getByText(`SN-${tag}`, { exact: true })).toBeVisible();
    const history = detail.getByRole('list', { name: 'Storico del bene' });
    await expect(history).toContainText('Modifica multipla');
    await expect(history).toContainText(`Matricola: SN-${tag}`);
    await expect(history).toContainText('Autore: Ufficio tecnico');
    await settledScreenshot(page, 'inventory-flow-4-detail');
    await detail.getByRole('button', { name: 'Chiudi' }).click();
  });

  await test.step('5. a universality of durable waiting assets, charged from its screen', async () => {
    await recordWaitingDurable(page, desk);
    await recordWaitingDurable(page, stool);

    await page.goto('/inventario/#/universalities');
    await expect(page.getByRole('heading', { level: 1, name: 'Universalità' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuova universalità' }).click();
    const create = page.getByRole('dialog', { name: 'Nuova universalità' });
    await create.getByLabel('Descrizione').fill(universality);
    await create.getByRole('button', { name: 'Salva' }).click();
    // The toast lasts 3 s from the moment the dialog starts closing: looked for first, it is not missed.
    await expect(page.getByText('Universalità creata')).toBeVisible();
    await expect(create).toBeHidden();
    const panel = page.getByRole('region', { name: `Beni dell'universalità ${universality}` });
    await expect(panel.getByText("L'universalità non ha ancora beni")).toBeVisible();

    await panel.getByRole('button', { name: 'Aggiungi beni in attesa' }).click();
    const waiting = page.getByRole('dialog', { name: 'Beni durevoli in attesa' });
    await waiting.getByLabel('Descrizione, matricola, marca').fill(tag);
    await waiting.getByRole('button', { name: 'Cerca' }).click();
    for (const asset of [desk, stool]) {
      await tickRow(rowOf(waiting, asset.description));
    }
    await expect(waiting.getByText('2 elementi selezionati')).toBeVisible();
    await waiting.getByRole('button', { name: 'Conferma' }).click();
    await expect(waiting).toBeHidden();
    await expect(page.getByText("2 beni aggiunti all'universalità")).toBeVisible();
    await expect(panel.getByText('2 beni · totale storico 215,00 €')).toBeVisible();
    await expect(panel.getByText('Completa', { exact: true })).toBeVisible();
    await expect(panel.getByText("L'universalità è completa e si può caricare.")).toBeVisible();
    await settledScreenshot(page, 'inventory-flow-5-universality-complete', { fullPage: true });

    await panel.getByRole('link', { name: 'Carica' }).click();
    await expect(page).toHaveURL(/#\/charge\/new\/universality\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo carico da universalità' })).toBeVisible();
    await expect(page.getByText(`L'universalità «${universality}» sarà caricata`)).toBeVisible();
    await expect(linesGrid(page).getByRole('row')).toHaveCount(3);
    await next(page);
    await saveWithCausal(page, 'Acquisto');
    await expect(page.getByText(new RegExp(`^Buono di carico n\\. 2/${year} salvato$`))).toBeVisible();
    // The components share the next inventory number of the register: 3.
    const components = linesGrid(page, 'Beni del buono').getByRole('row').filter({ hasText: tag });
    await expect(components).toHaveCount(2);
    const numbers = await components.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('[role="gridcell"]')?.textContent?.trim()),
    );
    expect(numbers).toEqual(['BM 3', 'BM 3']);
    await expect(components.first()).toContainText('Componente');
    await settledScreenshot(page, 'inventory-flow-5-universality-charge', { fullPage: true });

    await page.goto('/inventario/#/universalities');
    await page.getByLabel('Cerca per descrizione').fill(tag);
    await page.getByRole('button', { name: 'Cerca' }).click();
    const row = page
      .getByRole('grid', { name: 'Universalità' })
      .getByRole('row', { name: new RegExp(universality) });
    await expect(row).toContainText('Completa');
    await expect(row.getByRole('gridcell').filter({ hasText: /^3$/ })).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Carica' })).toHaveCount(0);
    await row.getByRole('gridcell').first().click();
    const charged = page.getByRole('region', { name: `Beni dell'universalità ${universality}` });
    await expect(
      charged.getByText('Caricata con il numero di inventario 3 nel registro Beni mobili'),
    ).toBeVisible();
    await expect(charged).toContainText(`buono n. 2/${year}`);
    await expect(charged.getByRole('button', { name: 'Aggiungi beni in attesa' })).toHaveCount(0);
    await settledScreenshot(page, 'inventory-flow-5-universality-charged', { fullPage: true });

    await page.goto('/inventario/#/assets');
    await searchAssets(page, tag);
    await expect(assetsPanel(page).getByText('1–5 di 5')).toBeVisible();
    for (const asset of [desk, stool]) {
      await expect(
        page.getByRole('button', { name: `Dettaglio di ${asset.description} (inv. BM 3)` }),
      ).toBeVisible();
      await expect(rowOf(assetsGrid(page), asset.description)).toContainText('Caricato');
    }
    await settledScreenshot(page, 'inventory-flow-5-assets');
  });
});
