import { expect, type Locator, type Page } from '@playwright/test';

/** The movement stepper of a charge (`#/charge/new…`), driven as a user does: its fields by their labels. */

export interface NewAsset {
  description: string;
  category: RegExp;
  subcategory: RegExp;
  price: string;
  /** The 200-euro confirm the price asks (spec 02 §5). */
  confirm: 'Bene inventariabile' | 'Bene durevole';
  location?: { site: RegExp; location: RegExp };
  serialNumber?: string;
}

/** Opens a select or combobox of `scope` by its exact label and picks an option. */
export async function choose(page: Page, scope: Locator, field: string, option: RegExp | string) {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types an empty date field's day, month and year (the field moves from one to the next). */
export async function typeDate(page: Page, group: Locator, ddmmyyyy: string) {
  await group.getByRole('spinbutton', { name: 'Giorno' }).click();
  await page.keyboard.type(ddmmyyyy, { delay: 50 });
}

export async function openAssetDialog(page: Page) {
  await page.getByRole('button', { name: 'Nuovo bene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo bene' });
  await expect(dialog.getByLabel('Descrizione')).toBeVisible();
  return dialog;
}

export async function fillAsset(page: Page, dialog: Locator, asset: NewAsset) {
  await dialog.getByLabel('Descrizione').fill(asset.description);
  await choose(page, dialog, 'Categoria', asset.category);
  await choose(page, dialog, 'Sottocategoria', asset.subcategory);
  await dialog.getByLabel('Prezzo storico').fill(asset.price);
  if (asset.location) {
    await choose(page, dialog, 'Sede', asset.location.site);
    await choose(page, dialog, 'Ubicazione', asset.location.location);
  }
  if (asset.serialNumber) await dialog.getByLabel('Matricola').fill(asset.serialNumber);
}

/** A new asset in the assets step: the dialog, then the 200-euro confirm its price asks. */
export async function addAsset(page: Page, asset: NewAsset) {
  const dialog = await openAssetDialog(page);
  await fillAsset(page, dialog, asset);
  await dialog.getByRole('button', { name: 'Aggiungi al carico' }).click();
  const confirm = page.getByRole('dialog', { name: asset.confirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();
}

/** The details step's mandatory causal, then save; answers the detail page's voucher region. */
export async function saveWithCausal(page: Page, causal: string) {
  await choose(page, page.locator('main'), 'Causale', causal);
  await page.getByRole('button', { name: 'Carica i beni' }).click();
  await expect(page).toHaveURL(/#\/charge\/detail\/\d+$/);
  return page.getByRole('region', { name: 'Buono di carico' });
}

/** The lines of the movement being edited ("Beni del carico") or of a saved voucher ("Beni del buono"). */
export function linesGrid(page: Page, name = 'Beni del carico') {
  return page.getByRole('grid', { name });
}

export function next(page: Page) {
  return page.getByRole('button', { name: 'Avanti' }).click();
}
