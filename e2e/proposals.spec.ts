import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { choose, linesGrid, next } from './support/charge-stepper.ts';
import { tickRow } from './support/grids.ts';
import { api, subcategoryId } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { voucherNumber } from './support/voucher-number.ts';

test.use({ viewport: { width: 1366, height: 768 } });

// Every test starts signed in on the proposal list, so the API helper finds the page's tokens.
test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/outdated');
  await expect(page.getByRole('heading', { level: 1, name: 'Proposte di scarico' })).toBeVisible();
});

/** A mark no other run or test has used on this server, to find this test's rows. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

function todayIso() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function shown(iso: string) {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

interface Saved {
  id: number;
  assets: { id: number; description: string }[];
}

/** Two charged assets of this run: an inventory printer (480 €) and a durable mouse (25 €). */
async function chargeTwoAssets(page: Page) {
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  const charge = await api<Saved>(page, 'POST', '/movement/charge', {
    date: todayIso(),
    causal: 'ACQ',
    assets: [
      { description: `Stampante da proporre ${run}`, subcategoryId: machines, historicalPrice: 480 },
      { description: `Mouse da proporre ${run}`, subcategoryId: machines, historicalPrice: 25 },
    ],
  });
  const printer = charge.assets.find((asset) => asset.description.startsWith('Stampante'));
  if (!printer) throw new Error('the charge has no printer');
  return { chargeId: charge.id, printerId: printer.id };
}

/** A decrease voucher of 80 € on an asset: its actual value no longer matches the proposal's line. */
async function decreaseValue(page: Page, assetId: number) {
  const types = await api<{ code: string; kinds: number[]; system: boolean }[]>(
    page,
    'GET',
    '/movement/valueVoucher/typeList',
  );
  const decrease = types.find((type) => type.kinds.includes(5) && !type.system);
  if (!decrease) throw new Error('no decrease voucher type');
  return api<{ id: number }>(page, 'POST', '/movement/valueVoucher', {
    type: 5,
    date: todayIso(),
    voucherType: decrease.code,
    notes: `Svalutazione ${run}`,
    lines: [{ assetId, variation: 80 }],
  });
}

/** A filter's select: its accessible name also reads the option shown ("Stato Tutti"). */
async function chooseFilter(page: Page, field: string, option: string) {
  await page
    .getByRole('search')
    .getByRole('combobox', { name: new RegExp(`^${field}`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

test('proposes two charged assets through the stepper, edits its notes, confirms it despite changed values, restores and deletes it', async ({
  page,
  school,
}) => {
  test.setTimeout(240_000);
  const { chargeId, printerId } = await chargeTwoAssets(page);

  await expect(page.getByRole('grid', { name: 'Proposte di scarico' })).toBeVisible();
  await settledScreenshot(page, 'proposals-list', { fullPage: true });

  await page.getByRole('button', { name: 'Nuova proposta' }).click();
  await expect(page).toHaveURL(/#\/outdated\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova proposta di scarico' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tipo di movimento' })).toHaveValue('Proposta di scarico');
  await expect(page.getByRole('textbox', { name: 'Esercizio' })).toHaveValue(
    String(new Date().getFullYear()),
  );
  await settledScreenshot(page, 'proposal-new-type');
  await next(page);

  // The stepper refuses to go on without assets.
  await next(page);
  const refusal = dialog(page, 'Attenzione');
  await expect(refusal).toContainText('Il movimento non ha beni');
  await refusal.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Aggiungi beni caricati' }).click();
  const charged = dialog(page, 'Beni caricati');
  await charged.getByLabel('Cerca per descrizione, numero, matricola').fill(`da proporre ${run}`);
  await charged.getByRole('button', { name: 'Cerca' }).click();
  const choices = charged.getByRole('grid', { name: 'Beni caricati da scegliere' });
  await expect(choices.getByRole('row')).toHaveCount(3);
  for (const name of [`Stampante da proporre ${run}`, `Mouse da proporre ${run}`]) {
    await tickRow(choices.getByRole('row', { name: new RegExp(name) }));
  }
  await expect(charged.getByText('2 elementi selezionati')).toBeVisible();
  await settledScreenshot(page, 'proposal-charged-dialog');
  await charged.getByRole('button', { name: 'Conferma' }).click();
  await expect(charged).toBeHidden();

  const lines = linesGrid(page, 'Beni della proposta');
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 beni · inventariabili 480,00 € · durevoli 25,00 €')).toBeVisible();
  await settledScreenshot(page, 'proposal-new-assets', { fullPage: true });
  await next(page);

  await expect(page.getByRole('group', { name: 'Data della proposta' })).toContainText(shown(todayIso()));
  // The progressive is the year's next one, above the demo's two proposals.
  const progressive = page.getByRole('spinbutton', { name: 'Progressivo' });
  await expect(progressive).not.toHaveValue('');
  expect(Number(await progressive.inputValue())).toBeGreaterThan(2);
  await expect(
    page.getByText(`Il successivo all'ultima proposta del ${new Date().getFullYear()}`),
  ).toBeVisible();
  await choose(page, page.locator('main'), 'Causale', 'Fuori uso per obsolescenza o deterioramento');
  await expect(page.getByText('Il provvedimento si basa su: Verbale della commissione')).toBeVisible();
  await page.getByLabel('Numero di protocollo').fill(`P-${run}`);
  await page.getByLabel('Note').fill(`Proposta di prova ${run}`);
  await settledScreenshot(page, 'proposal-new-details', { fullPage: true });

  // The server refuses a progressive not above the year's last one, under the field.
  const offered = await progressive.inputValue();
  await progressive.fill('1');
  await page.getByRole('button', { name: 'Salva la proposta' }).click();
  await expect(
    page.getByText("Il progressivo deve essere maggiore di quello dell'ultima proposta di scarico"),
  ).toBeVisible();
  await settledScreenshot(page, 'proposal-new-progressive-refused');
  await progressive.fill(offered);
  await page.getByRole('button', { name: 'Salva la proposta' }).click();

  await expect(page).toHaveURL(/#\/outdated\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio proposta di scarico' })).toBeVisible();
  await expect(page.getByText(/^Proposta di scarico n\. \d+\/\d{4} salvata$/)).toBeVisible();
  const facts = page.getByRole('region', { name: 'Proposta di scarico' });
  const number = await voucherNumber(facts);
  await expect(facts).toContainText('Da confermare');
  await expect(facts).toContainText('Fuori uso per obsolescenza o deterioramento');
  await expect(facts).toContainText(`P-${run}`);
  await expect(facts).toContainText('505,00 €');
  await expect(facts).toContainText(`Proposta di prova ${run}`);
  await expect(linesGrid(page, 'Beni della proposta').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Scarichi collegati' })).toContainText(
    'Nessuno scarico è stato fatto da questa proposta',
  );
  await expect(page.getByRole('button', { name: 'Scarica' })).toBeHidden();
  await settledScreenshot(page, 'proposal-detail', { fullPage: true });

  // Notes change in the stepper, which opens on the details.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByLabel('Note').fill(`Note modificate ${run}`);
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page.getByText(/^Proposta di scarico n\. \d+\/\d{4} salvata$/).last()).toBeVisible();
  await expect(facts).toContainText(`Note modificate ${run}`);

  // The printer loses value after the proposal: confirming it warns that it must be reprinted.
  const voucher = await decreaseValue(page, printerId);
  await page.reload();
  await expect(
    page.getByText('Il valore attuale di alcuni beni è cambiato dalla stampa della proposta'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  const question = dialog(page, `Confermare la proposta n. ${number}?`);
  await question.getByRole('button', { name: 'Conferma' }).click();
  const prices = dialog(page, 'Valori dei beni cambiati');
  await expect(prices).toContainText(`Stampante da proporre ${run}`);
  await expect(prices).toContainText('da 480,00 € a 400,00 €');
  await expect(prices).toContainText('dovrà essere ristampata');
  await settledScreenshot(page, 'proposal-prices-changed');
  await prices.getByRole('button', { name: 'Conferma con i valori attuali' }).click();
  await expect(page.getByText(`Proposta di scarico n. ${number} confermata`)).toBeVisible();
  await expect(facts).toContainText('Confermata');
  await expect(facts).toContainText(school.dsga.username);
  await expect(facts).toContainText('425,00 €');
  await expect(page.getByText('2 beni ancora da scaricare')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Elimina' })).toBeHidden();
  await settledScreenshot(page, 'proposal-confirmed', { fullPage: true });

  // Confirmed, only notes and protocol change: the rest shows as text.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(
    page.getByText('La proposta è confermata: data, progressivo, causale e beni non possono più cambiare'),
  ).toBeVisible();
  await settledScreenshot(page, 'proposal-confirmed-edit', { fullPage: true });
  await page.getByRole('button', { name: 'Annulla' }).click();

  await page.getByRole('button', { name: 'Riporta a da confermare' }).click();
  await dialog(page, `Riportare la proposta n. ${number} a da confermare?`)
    .getByRole('button', { name: 'Riporta a da confermare' })
    .click();
  await expect(page.getByText(`Proposta di scarico n. ${number} riportata a da confermare`)).toBeVisible();
  await expect(facts).toContainText('Da confermare');

  // The voucher goes first: a later movement holding its assets would keep the proposal.
  // An empty JSON body: the helper always says the body is JSON, and the server refuses none.
  await api(page, 'DELETE', `/movement/valueVoucher/${voucher.id}`, {});
  await page.reload();
  await page.getByRole('button', { name: 'Elimina' }).click();
  const removal = dialog(page, `Eliminare la proposta di scarico n. ${number}?`);
  await expect(removal).toContainText('torneranno caricati');
  await removal.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/#\/outdated$/);
  await expect(page.getByText(`Proposta di scarico n. ${number} eliminata`)).toBeVisible();

  // Its assets are charged again: the charge of this test can go too.
  await api(page, 'DELETE', `/movement/charge/${chargeId}`, {});
});

test('the list finds the demo proposals: the stolen notebook to be confirmed, and the discharged one that cannot go back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const list = page.getByRole('grid', { name: 'Proposte di scarico' });
  await chooseFilter(page, 'Stato', 'Da confermare');
  await page.getByLabel('Testo').fill('Carabinieri');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const notebook = list.getByRole('row', { name: /Furto/ });
  await expect(notebook).toHaveCount(1);
  await expect(notebook).toContainText('Da confermare');
  await settledScreenshot(page, 'proposals-list-filtered', { fullPage: true });
  await notebook.click();

  await expect(page).toHaveURL(/#\/outdated\/detail\/\d+$/);
  const facts = page.getByRole('region', { name: 'Proposta di scarico' });
  await expect(facts).toContainText('In attesa della copia della denuncia ai Carabinieri');
  await expect(facts).toContainText('Furto');
  await expect(page.getByRole('button', { name: 'Conferma', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica' })).toBeHidden();
  await settledScreenshot(page, 'proposal-demo-to-confirm', { fullPage: true });

  await page.getByRole('button', { name: 'Torna alle proposte' }).click();
  await page.getByRole('button', { name: 'Azzera' }).click();
  await chooseFilter(page, 'Stato', 'Confermata');
  await page.getByLabel('Progressivo').fill('1');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const printers = list.getByRole('row', { name: /Fuori uso/ });
  await expect(printers).toHaveCount(1);
  await printers.click();

  const related = page.getByRole('region', { name: 'Scarichi collegati' });
  await expect(related.getByRole('link', { name: /^Scarico n\. \d+\/\d{4} del / })).toBeVisible();
  await expect(page.getByText('Tutti i beni della proposta sono stati scaricati')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica' })).toBeHidden();
  await settledScreenshot(page, 'proposal-demo-discharged', { fullPage: true });
  await page.getByRole('button', { name: 'Riporta a da confermare' }).click();
  await dialog(page, /^Riportare la proposta/)
    .getByRole('button', { name: 'Riporta a da confermare' })
    .click();
  const refusal = dialog(page, 'Attenzione');
  await expect(refusal).toContainText('Beni della proposta sono già stati scaricati');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(facts).toContainText('Confermata');
});

test('a phone shows the list and a proposal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('grid', { name: 'Proposte di scarico' })).toBeVisible();
  await settledScreenshot(page, 'proposals-list-phone', { fullPage: true });
  await page.getByRole('grid', { name: 'Proposte di scarico' }).getByRole('row').nth(1).click();
  await expect(page.getByRole('region', { name: 'Proposta di scarico' })).toBeVisible();
  await settledScreenshot(page, 'proposal-detail-phone', { fullPage: true });
});

test("the detail prints the proposal and offers its PDF for download (spec 02 §2: the proposal's documents)", async ({
  page,
}) => {
  test.slow();
  const { printerId } = await chargeTwoAssets(page);
  const year = todayIso().slice(0, 4);
  const { progressive } = await api<{ progressive: number }>(
    page,
    'GET',
    `/movement/out/nextProgressive/${year}`,
  );
  const created = await api<{ id: number }>(page, 'POST', '/movement/out', {
    date: todayIso(),
    progressive,
    causal: 'FUO',
    notes: `Documenti ${run}`,
    assetIds: [printerId],
  });
  await page.goto(`/inventario/#/outdated/detail/${created.id}`);
  const documents = page.getByRole('region', { name: 'Documenti' });
  await expect(documents).toContainText('Nessun documento: stampa la proposta per scaricarla in PDF.');

  await documents.getByRole('button', { name: 'Stampa la proposta' }).click();
  await expect(page.getByText('Stampa della proposta in coda')).toBeVisible();
  const download = documents.getByRole('button', { name: 'Scarica il PDF di Proposta di scarico' });
  // The worker renders it; the list asks again while it waits.
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(documents.getByText('Pronto', { exact: true })).toBeVisible();
  await settledScreenshot(page, 'proposal-documents', { fullPage: true });

  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`proposta-di-scarico-${progressive}-${year}-${todayIso()}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await api(page, 'DELETE', `/movement/out/${created.id}`, {});
});
