import type { Locator, Page } from '@playwright/test';
import { next } from './support/charge-stepper.ts';
import { tickRow } from './support/grids.ts';
import { api, subcategoryId } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';

test.use({ viewport: { width: 1366, height: 768 } });

// Every test starts signed in on the value voucher list, so the API helper finds the page's tokens.
test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/value-voucher');
  await expect(page.getByRole('heading', { level: 1, name: 'Buoni di valore' })).toBeVisible();
});

/** A mark no other run or test has used on this server, to find this test's rows. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

function todayIso() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Saved {
  id: number;
  assets: { id: number; description: string }[];
}

/** Charges inventory assets of this run (description → historical price), as a school would have them. */
async function chargeAssets(page: Page, assets: Record<string, number>) {
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  const charge = await api<Saved>(page, 'POST', '/movement/charge', {
    date: todayIso(),
    causal: 'ACQ',
    assets: Object.entries(assets).map(([description, historicalPrice]) => ({
      description,
      subcategoryId: machines,
      historicalPrice,
    })),
  });
  return charge.assets;
}

async function actualPrice(page: Page, assetId: number) {
  return (await api<{ actualPrice: number }>(page, 'GET', `/asset/${assetId}`)).actualPrice;
}

/** A picture of the page once its dialogs and ripples have settled, without the toasts over it. */
async function picture(page: Page, name: string) {
  const toasts = page.getByRole('button', { name: 'Chiudi' });
  // A toast may leave by itself while it is being closed (it slides out, then is gone): what counts is
  // that none is left.
  for (const close of await toasts.all()) await close.click({ timeout: 3_000 }).catch(() => undefined);
  await expect(toasts).toHaveCount(0);
  await page.mouse.move(1300, 760);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `/tmp/h3-${name}.png`, fullPage: true });
}

/** The stepper's "attention" alert: its message, then closed. */
async function expectBlocked(page: Page, message: string) {
  const alert = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

async function chooseReason(page: Page, reason: string) {
  await page.getByRole('combobox', { name: /^Motivo della variazione/ }).click();
  await page.getByRole('option', { name: reason, exact: true }).click();
}

/** Picks this run's charged assets whose description contains `text` in the charged-assets dialog. */
async function addCharged(page: Page, text: string, count: number) {
  await page.getByRole('button', { name: 'Aggiungi beni caricati' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beni caricati' });
  await dialog.getByLabel('Cerca per descrizione, numero, matricola').fill(text);
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  const rows = dialog.getByRole('grid', { name: 'Beni caricati da scegliere' }).getByRole('row', {
    name: new RegExp(text),
  });
  await expect(rows).toHaveCount(count);
  for (let index = 0; index < count; index++) await tickRow(rows.nth(index));
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();
}

function variationOf(page: Page, description: string): Locator {
  return page.getByRole('textbox', { name: `Variazione del bene ${description}` });
}

function linesGrid(page: Page) {
  return page.getByRole('grid', { name: 'Beni del buono' });
}

test('an increase voucher of two charged assets: blocked while a variation is missing, saved, shown with the new values', async ({
  page,
}) => {
  const projector = `Videoproiettore ${run}`;
  const copier = `Fotocopiatrice ${run}`;
  const [first, second] = await chargeAssets(page, { [projector]: 600, [copier]: 250 });
  if (!(first && second)) throw new Error('the charge has no assets');
  const projectorId = first.description === projector ? first.id : second.id;

  await expect(page.getByRole('grid', { name: 'Buoni di valore' }).getByRole('row')).not.toHaveCount(1);
  await picture(page, 'list');
  await page.getByRole('button', { name: 'Nuovo buono di incremento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo buono di incremento' })).toBeVisible();

  // The reason first: the stepper does not go on without it, and says so under the field, as the
  // details' fields do (issue 14, 20: no "attention" alert for a missing value).
  await next(page);
  await expect(page.getByRole('dialog', { name: 'Attenzione' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Motivo della variazione/ })).toBeFocused();
  await expect(page.getByText('Dato obbligatorio')).toBeVisible();
  await chooseReason(page, 'Manutenzione straordinaria e migliorie');
  await picture(page, 'step-type');
  await next(page);

  await next(page);
  await expectBlocked(page, 'Il movimento non ha beni');
  await addCharged(page, run, 2);
  await expect(linesGrid(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 beni · variazioni 0,00 € · valore da 850,00 € a 850,00 €')).toBeVisible();

  // Typed a key at a time, as a user does: the field keeps its focus while the line's new value follows.
  await variationOf(page, projector).click();
  await page.keyboard.type('150', { delay: 30 });
  await expect(variationOf(page, projector)).toHaveValue('150');
  await expect(linesGrid(page).getByRole('row', { name: new RegExp(projector) })).toContainText('750,00 €');
  await next(page);
  await expectBlocked(page, 'Indica la variazione di ogni bene');
  await expect(variationOf(page, copier)).toHaveAttribute('aria-invalid', 'true');
  await variationOf(page, copier).fill('49,50');
  await expect(
    page.getByText('2 beni · variazioni 199,50 € · valore da 850,00 € a 1.049,50 €'),
  ).toBeVisible();
  await picture(page, 'step-assets');
  await next(page);

  await page.getByLabel('Note').fill(`Ampliamento ${run}`);
  await picture(page, 'step-details');
  await page.getByRole('button', { name: 'Salva il buono' }).click();

  await expect(page).toHaveURL(/#\/value-voucher\/increase\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio buono di incremento' })).toBeVisible();
  const voucher = page.getByRole('region', { name: 'Buono', exact: true });
  await expect(voucher).toContainText('Manutenzione straordinaria e migliorie');
  await expect(voucher).toContainText(`Ampliamento ${run}`);
  await expect(voucher).toContainText('199,50 €');
  const lines = page.getByRole('grid', { name: 'Beni e variazioni del buono' });
  const projectorLine = lines.getByRole('row', { name: new RegExp(projector) });
  await expect(projectorLine).toContainText('600,00 €');
  await expect(projectorLine).toContainText('+150,00 €');
  await expect(projectorLine).toContainText('750,00 €');
  expect(await actualPrice(page, projectorId)).toBe(750);
  await picture(page, 'detail-increase');

  // Edited: the variations of the latest voucher still change, from the values before it.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(variationOf(page, projector)).toHaveValue('150,00');
  await variationOf(page, projector).fill('100');
  await expect(linesGrid(page).getByRole('row', { name: new RegExp(projector) })).toContainText('700,00 €');
  await next(page);
  await page.getByLabel('Note').fill(`Ampliamento rivisto ${run}`);
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(voucher).toContainText(`Ampliamento rivisto ${run}`);
  await expect(voucher).toContainText('149,50 €');
  await expect(projectorLine).toContainText('+100,00 €');
  expect(await actualPrice(page, projectorId)).toBe(700);

  // On a phone: the facts in one column, the lines scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(page, 'detail-phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  // The same voucher under the other kind's path leads to its own.
  const id = page.url().split('/').at(-1);
  await page.goto(`/inventario/#/value-voucher/decrease/detail/${id}`);
  await expect(page).toHaveURL(new RegExp(`#/value-voucher/increase/detail/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio buono di incremento' })).toBeVisible();
});

test('a decrease voucher across the 200-euro threshold asks the reclassification, then is deleted', async ({
  page,
}) => {
  const printer = `Stampante laser ${run}`;
  const [asset] = await chargeAssets(page, { [printer]: 250 });
  if (!asset) throw new Error('the charge has no asset');

  await page.setViewportSize({ width: 390, height: 844 });
  await picture(page, 'list-phone');
  await page.getByRole('button', { name: 'Nuovo buono di decremento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo buono di decremento' })).toBeVisible();
  await chooseReason(page, 'Svalutazione');
  await next(page);
  await addCharged(page, printer, 1);

  // More than its value: refused on the line.
  await variationOf(page, printer).fill('300');
  await next(page);
  await expectBlocked(page, 'La diminuzione supera il valore attuale del bene');
  await variationOf(page, printer).fill('100');
  const line = linesGrid(page).getByRole('row', { name: new RegExp(printer) });
  await expect(line).toContainText('150,00 €');
  await expect(line).toContainText('Sotto i 200 €');
  await expect(page.getByText("1 bene passa dall'altra parte della soglia di 200 euro")).toBeVisible();
  await picture(page, 'step-assets-phone');
  await page.setViewportSize({ width: 1366, height: 768 });
  await next(page);
  await page.getByLabel('Note').fill(`Svalutazione ${run}`);
  await page.getByRole('button', { name: 'Salva il buono' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confermi il superamento della soglia?' });
  await expect(confirm).toContainText(`${printer}: da 250,00 € a 150,00 €`);
  await picture(page, 'threshold-confirm');
  await confirm.getByRole('button', { name: 'Conferma e salva' }).click();

  await expect(page).toHaveURL(/#\/value-voucher\/decrease\/detail\/\d+$/);
  const lines = page.getByRole('grid', { name: 'Beni e variazioni del buono' });
  await expect(lines.getByRole('row', { name: new RegExp(printer) })).toContainText('-100,00 €');
  expect(await actualPrice(page, asset.id)).toBe(150);
  await picture(page, 'detail-decrease');

  // In the list, among the others: found by its notes.
  await page.getByRole('button', { name: 'Torna ai buoni di valore' }).click();
  const search = page.getByRole('search', { name: 'Filtri dei buoni di valore' });
  await search.getByLabel('Testo').fill(`Svalutazione ${run}`);
  await search.getByRole('button', { name: 'Cerca' }).click();
  const grid = page.getByRole('grid', { name: 'Buoni di valore' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').nth(1)).toContainText('Decremento');
  await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
  await expect(page).toHaveURL(/#\/value-voucher\/decrease\/detail\/\d+$/);

  await page.getByRole('button', { name: 'Elimina' }).click();
  const ask = page.getByRole('dialog', { name: /^Eliminare il buono di decremento n\./ });
  await expect(ask).toContainText('I beni riprendono il valore che avevano prima del buono');
  await ask.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/#\/value-voucher$/);
  expect(await actualPrice(page, asset.id)).toBe(250);
  await search.getByLabel('Testo').fill(`Svalutazione ${run}`);
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(grid).toContainText('Nessun buono di valore corrisponde ai filtri');
});
