import { expect, type Locator, type Page, test } from '@playwright/test';
import { next, openAssetDialog } from './support/charge-stepper.ts';
import { settledScreenshot } from './support/screens.ts';
import { demoUsers, storageStateOf } from './support/users.ts';

/** A window 900 px wide: the waiting asset's form once lost its Salva below the window's edge there. */
test.use({ storageState: storageStateOf(demoUsers.dsga), viewport: { width: 900, height: 850 } });

/** Every field of the asset form, in the order it shows them, until a register asks for more. */
const ASSET_FIELDS = [
  'Descrizione',
  'Categoria',
  'Sottocategoria',
  'Prezzo storico',
  'Data di acquisto',
  'Sede',
  'Ubicazione',
  'N. inventario originario',
  'Prezzo originario',
  'Codice a barre',
  'Matricola',
  'Marca',
  'Note',
];

/** The names of the dialog's fields, in order, as the accessibility tree gives them. */
async function fieldLabels(dialog: Locator): Promise<string[]> {
  const tree = await dialog.ariaSnapshot();
  return [...tree.matchAll(/^\s*- (?:textbox|combobox|group) "([^"]+)"/gm)].map((match) => match[1] ?? '');
}

async function openWaitingAssetForm(page: Page) {
  await page.goto('/inventario/#/assets');
  await page.getByRole('button', { name: 'Nuovo bene in attesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo bene in attesa' });
  await expect(dialog.getByLabel('Descrizione')).toBeVisible();
  return dialog;
}

test('a new asset in a charge and a new waiting asset open the same form', async ({ page }) => {
  const waiting = await openWaitingAssetForm(page);
  expect(await fieldLabels(waiting)).toEqual(ASSET_FIELDS);
  await expect(waiting.getByText('Collocazione')).toBeVisible();
  await expect(waiting.getByText('Identificazione')).toBeVisible();
  await settledScreenshot(page, 'asset-form-waiting-900');
  await waiting.getByRole('button', { name: 'Annulla' }).click();
  await expect(waiting).toBeHidden();

  await page.goto('/inventario/#/charge/new');
  await next(page);
  const inCharge = await openAssetDialog(page);
  expect(await fieldLabels(inCharge)).toEqual(ASSET_FIELDS);
  await expect(inCharge.getByText('Collocazione')).toBeVisible();
  await expect(inCharge.getByText('Identificazione')).toBeVisible();
  await settledScreenshot(page, 'asset-form-charge-900');

  // A book's register adds its editor and author, in the charge as in the waiting asset.
  await inCharge.getByRole('combobox', { name: 'Sottocategoria' }).fill('Libri');
  await page.getByRole('option', { name: /^01\.01 Libri$/ }).click();
  await expect(inCharge.getByRole('combobox', { name: 'Categoria', exact: true })).toHaveText(/^01 Libri/);
  await expect(inCharge.getByLabel('Editore')).toBeVisible();
  await expect(inCharge.getByLabel('Autore')).toBeVisible();
});

test("the waiting asset's Salva stays in view at 900 px, with every field shown", async ({ page }) => {
  const dialog = await openWaitingAssetForm(page);
  await dialog.getByRole('combobox', { name: 'Sottocategoria' }).fill('Libri');
  await page.getByRole('option', { name: /^01\.01 Libri$/ }).click();
  await expect(dialog.getByLabel('Autore')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Salva' });
  await expect(save).toBeInViewport();
  await settledScreenshot(page, 'asset-form-waiting-book-900');

  // Salva takes the click: the form answers with what is still missing.
  await save.click();
  await expect(dialog.getByText('Dato obbligatorio').first()).toBeVisible();
  await expect(dialog).toBeVisible();
});
