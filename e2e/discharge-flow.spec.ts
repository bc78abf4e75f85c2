import type { Locator, Page } from '@playwright/test';
import { choose, linesGrid, next, typeDate } from './support/charge-stepper.ts';
import { tickRow } from './support/grids.ts';
import { api, subcategoryId } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { voucherNumber } from './support/voucher-number.ts';

test.use({ viewport: { width: 1366, height: 768 } });

// Every test starts signed in on the discharge list, so the API helper finds the page's tokens.
test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/discharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Scarichi' })).toBeVisible();
});

/** A mark no other run or test has used on this server, to find this test's rows. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

function today() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const [day, month, year] = [pad(now.getDate()), pad(now.getMonth() + 1), String(now.getFullYear())];
  return { iso: `${year}-${month}-${day}`, shown: `${day}/${month}/${year}`, typed: `${day}${month}${year}` };
}

interface Saved {
  id: number;
  assets: { id: number; description: string }[];
}

/** Charged assets of this run (today, so nothing of an earlier open year is discharged). */
async function charge(page: Page, assets: { description: string; historicalPrice: number }[]) {
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  return api<Saved>(page, 'POST', '/movement/charge', {
    date: today().iso,
    causal: 'ACQ',
    assets: assets.map((asset) => ({ ...asset, subcategoryId: machines })),
  });
}

/** A whole-page picture from the top: a page scrolled to a field would show its toolbar mid-page. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settledScreenshot(page, name, { fullPage: true });
}

function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

/** Chooses charged assets of this run in the shared dialog, by their descriptions. */
async function chooseCharged(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Aggiungi beni caricati' }).click();
  const charged = dialog(page, 'Beni caricati');
  await charged.getByLabel('Cerca per descrizione, numero, matricola').fill(run);
  await charged.getByRole('button', { name: 'Cerca' }).click();
  const choices = charged.getByRole('grid', { name: 'Beni caricati da scegliere' });
  for (const name of names) {
    await tickRow(choices.getByRole('row', { name: new RegExp(name) }));
  }
  await charged.getByRole('button', { name: 'Conferma' }).click();
  await expect(charged).toBeHidden();
}

async function expectAlert(page: Page, text: string) {
  const refusal = dialog(page, 'Attenzione');
  await expect(refusal).toContainText(text);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
}

/** The id at the end of the page's hash route. */
function idOf(page: Page): number {
  return Number(new URL(page.url()).hash.split('/').at(-1));
}

function voucherRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Buono di scarico' });
}

test('proposes two charged assets, confirms the proposal, discharges it from its page and sees the related movements both ways', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const printer = `Stampante da scaricare ${run}`;
  const scanner = `Scanner da scaricare ${run}`;
  await charge(page, [
    { description: printer, historicalPrice: 420 },
    { description: scanner, historicalPrice: 90 },
  ]);

  // The proposal, through its own screens.
  await page.goto('/inventario/#/outdated/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova proposta di scarico' })).toBeVisible();
  await next(page);
  await chooseCharged(page, [printer, scanner]);
  await expect(linesGrid(page, 'Beni della proposta').getByRole('row')).toHaveCount(3);
  await next(page);
  await choose(page, page.locator('main'), 'Causale', 'Fuori uso per obsolescenza o deterioramento');
  await page.getByLabel('Numero di protocollo').fill(`PS-${run}`);
  await page.getByLabel('Note').fill(`Proposta da scaricare ${run}`);
  await page.getByRole('button', { name: 'Salva la proposta' }).click();
  await expect(page).toHaveURL(/#\/outdated\/detail\/\d+$/);
  const proposalId = idOf(page);
  const proposalNumber = await voucherNumber(page.getByRole('region', { name: 'Proposta di scarico' }));

  // A proposal still to be confirmed cannot be discharged: the page says so and leads back to it.
  await page.goto(`/inventario/#/discharge/new/from-out/${proposalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo scarico da proposta' })).toBeVisible();
  await expect(page.getByText('La proposta non è tra le proposte confermate da scaricare')).toBeVisible();
  await settledScreenshot(page, 'discharge-from-out-refused');
  await page.getByRole('button', { name: 'Torna alla proposta' }).click();
  await expect(page).toHaveURL(new RegExp(`#/outdated/detail/${proposalId}$`));

  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await dialog(page, `Confermare la proposta n. ${proposalNumber}?`)
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(page.getByText(`Proposta di scarico n. ${proposalNumber} confermata`)).toBeVisible();

  // The discharge, from the proposal's page: the stepper starts with the proposal ticked.
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/discharge/new/from-out/${proposalId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo scarico da proposta' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Da proposte di scarico confermate' })).toBeChecked();
  const proposals = page.getByRole('grid', { name: 'Proposte confermate da scaricare' });
  const proposalRow = proposals.getByRole('row', { name: new RegExp(proposalNumber.replace('/', '\\/')) });
  await expect(proposalRow.getByRole('checkbox')).toBeChecked();
  await expect(proposalRow).toContainText(`PS-${run}`);
  await expect(page.getByText('1 proposta scelta')).toBeVisible();
  await pageShot(page, 'discharge-new-type');
  await next(page);

  const lines = linesGrid(page, 'Beni dello scarico');
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText(printer);
  await expect(lines).toContainText(scanner);
  await expect(lines.getByRole('button', { name: /^Togli il bene/ })).toHaveCount(0);
  await expect(page.getByText(`Proposta n. ${proposalNumber} del ${today().shown}: 2 beni`)).toBeVisible();
  await expect(page.getByText('2 beni · inventariabili 420,00 € · durevoli 90,00 €')).toBeVisible();
  await pageShot(page, 'discharge-new-assets');
  await next(page);

  // The proposal's causal and measure come along; the destination is the demo's Comune di Roma.
  const main = page.locator('main');
  await expect(main.getByRole('combobox', { name: 'Causale', exact: true })).toHaveText(
    'Fuori uso per obsolescenza o deterioramento',
  );
  await expect(page.getByText('Il provvedimento si basa su: Verbale della commissione')).toBeVisible();
  await expect(page.getByLabel('Numero di protocollo')).toHaveValue(`PS-${run}`);
  await typeDate(page, page.getByRole('group', { name: 'Data del protocollo' }), today().typed);
  await page.getByRole('button', { name: 'Cerca destinatario' }).click();
  const search = dialog(page, 'Destinatario dei beni');
  await search.getByLabel('Nome, partita IVA o codice fiscale').fill('Comune di Roma');
  await search.getByRole('button', { name: 'Cerca' }).click();
  await settledScreenshot(page, 'discharge-debtor-search');
  await search.getByRole('button', { name: 'Scegli Comune di Roma' }).click();
  await expect(search).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Destinatario' })).toHaveValue('Comune di Roma');
  await expect(page.getByRole('radio', { name: 'Nessuno è responsabile' })).toBeChecked();
  await page.getByLabel('Note').fill(`Scarico da proposta ${run}`);
  await pageShot(page, 'discharge-new-details');
  await page.getByRole('button', { name: 'Scarica i beni' }).click();

  await expect(page).toHaveURL(/#\/discharge\/detail\/\d+$/);
  const dischargeId = idOf(page);
  await expect(page.getByText(/^Buono di scarico n\. \d+\/\d{4} salvato$/)).toBeVisible();
  const facts = voucherRegion(page);
  const dischargeNumber = await voucherNumber(facts);
  await expect(facts).toContainText(dischargeNumber);
  await expect(facts).toContainText('Fuori uso per obsolescenza o deterioramento');
  await expect(facts).toContainText('Comune di Roma');
  await expect(facts).toContainText(`PS-${run}`);
  await expect(facts).toContainText('510,00 €');
  await expect(facts).toContainText('nessuno è responsabile del danno');
  await expect(facts).toContainText(`Scarico da proposta ${run}`);
  await expect(linesGrid(page, 'Beni del buono').getByRole('row')).toHaveCount(3);
  await pageShot(page, 'discharge-detail');

  // Related movements both ways: discharge → proposal → discharge.
  const related = page.getByRole('region', { name: 'Proposte di provenienza' });
  await related.getByRole('link', { name: `Proposta n. ${proposalNumber} del ${today().shown}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/outdated/detail/${proposalId}$`));
  await expect(page.getByText('Tutti i beni della proposta sono stati scaricati')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica', exact: true })).toBeHidden();
  await page
    .getByRole('region', { name: 'Scarichi collegati' })
    .getByRole('link', { name: `Scarico n. ${dischargeNumber} del ${today().shown}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/discharge/detail/${dischargeId}$`));
  await expect(voucherRegion(page)).toContainText(`PS-${run}`);

  // The list finds it by the measure's protocol and by its destination.
  await page.getByRole('button', { name: 'Torna agli scarichi' }).click();
  const list = page.getByRole('grid', { name: 'Buoni di scarico' });
  await page.getByRole('search').getByLabel('Testo').fill(`PS-${run}`);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const row = list.getByRole('row', { name: new RegExp(`PS-${run}`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Comune di Roma');
  await expect(row).toContainText('510,00 €');
  await pageShot(page, 'discharges-list-filtered');
  await page.getByRole('button', { name: 'Azzera' }).click();
  await expect(list.getByRole('row', { name: /Comune di Roma/ }).first()).toBeVisible();
  await pageShot(page, 'discharges-list');
});

test('discharges one charged asset directly with a liable party, to a new debtor; edits the notes and deletes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const notebook = `Notebook rubato ${run}`;
  const charged = await charge(page, [{ description: notebook, historicalPrice: 980 }]);

  await page.getByRole('button', { name: 'Nuovo scarico' }).click();
  await expect(page).toHaveURL(/#\/discharge\/new$/);
  await page.getByRole('radio', { name: 'Scarico diretto di beni caricati' }).check();
  await expect(page.getByRole('grid', { name: 'Proposte confermate da scaricare' })).toBeHidden();
  await settledScreenshot(page, 'discharge-direct-type');
  await next(page);

  // The stepper refuses to go on without assets.
  await next(page);
  await expectAlert(page, 'Il movimento non ha beni');
  await chooseCharged(page, [notebook]);
  const lines = linesGrid(page, 'Beni dello scarico');
  await expect(lines.getByRole('row')).toHaveCount(2);
  await expect(lines.getByRole('button', { name: `Togli il bene ${notebook}` })).toBeVisible();
  await expect(page.getByText('1 bene · inventariabili 980,00 € · durevoli 0,00 €')).toBeVisible();
  await pageShot(page, 'discharge-direct-assets');
  await next(page);

  await choose(page, page.locator('main'), 'Causale', 'Furto');
  await expect(
    page.getByText("Il provvedimento si basa su: Copia della denuncia all'autorità"),
  ).toBeVisible();
  await page.getByLabel('Numero di protocollo').fill(`PD-${run}`);
  // Someone is liable: who must make good the loss is mandatory (art. 33).
  await page.getByRole('radio', { name: "C'è un responsabile" }).check();
  await page.getByRole('button', { name: 'Scarica i beni' }).click();
  const party = page.getByRole('textbox', { name: 'Chi è tenuto a reintegrare il danno' });
  await expect(page.getByText('Dato obbligatorio')).toBeVisible();
  await party.fill(`Ditta Vigilanza ${run}`);

  // A new debtor, made from the destination search.
  await page.getByRole('button', { name: 'Cerca destinatario' }).click();
  const search = dialog(page, 'Destinatario dei beni');
  await search.getByRole('button', { name: 'Nuovo debitore' }).click();
  const newDebtor = dialog(page, 'Nuovo debitore');
  await newDebtor.getByLabel('Ragione sociale').fill(`Assicurazioni ${run}`);
  await newDebtor.getByLabel(/^Partita IVA/).fill('01234567897');
  await newDebtor.getByRole('button', { name: 'Salva' }).click();
  await expect(newDebtor).toBeHidden();
  await expect(search).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Destinatario' })).toHaveValue(`Assicurazioni ${run}`);
  await pageShot(page, 'discharge-direct-details');
  await page.getByRole('button', { name: 'Scarica i beni' }).click();

  await expect(page).toHaveURL(/#\/discharge\/detail\/\d+$/);
  const facts = voucherRegion(page);
  const number = await voucherNumber(facts);
  await expect(facts).toContainText('Furto');
  await expect(facts).toContainText(`Assicurazioni ${run}`);
  await expect(facts).toContainText(`Il provvedimento dichiara responsabile: Ditta Vigilanza ${run}`);
  await expect(facts).toContainText('980,00 €');
  await expect(page.getByRole('region', { name: 'Proposte di provenienza' })).toContainText(
    'Scarico diretto: nessuna proposta di scarico',
  );
  await pageShot(page, 'discharge-direct-detail');

  // The edit opens on the details; the assets are a step away.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByRole('textbox', { name: 'Chi è tenuto a reintegrare il danno' })).toHaveValue(
    `Ditta Vigilanza ${run}`,
  );
  await page.getByLabel('Note').fill(`Denuncia ai Carabinieri ${run}`);
  await pageShot(page, 'discharge-edit-details');
  await page.getByRole('tab', { name: 'Beni' }).click();
  await expect(linesGrid(page, 'Beni dello scarico').getByRole('row')).toHaveCount(2);
  await pageShot(page, 'discharge-edit-assets');
  // Back on the details, the notes typed before are still there.
  await page.getByRole('tab', { name: 'Dettagli' }).click();
  await expect(page.getByLabel('Note')).toHaveValue(`Denuncia ai Carabinieri ${run}`);
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page.getByText(`Buono di scarico n. ${number} salvato`).last()).toBeVisible();
  await expect(facts).toContainText(`Denuncia ai Carabinieri ${run}`);

  // The latest discharge can go: its asset is charged again, and so can the charge of this test.
  await page.getByRole('button', { name: 'Elimina' }).click();
  const removal = dialog(page, `Eliminare il buono di scarico n. ${number}?`);
  await expect(removal).toContainText('I beni torneranno caricati');
  await removal.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/#\/discharge$/);
  await expect(page.getByText(`Buono di scarico n. ${number} eliminato`)).toBeVisible();
  await api(page, 'DELETE', `/movement/charge/${charged.id}`);
});

test('a phone shows the list and a discharge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const list = page.getByRole('grid', { name: 'Buoni di scarico' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await pageShot(page, 'discharges-list-phone');
  await list.getByRole('row').nth(1).click();
  await expect(voucherRegion(page)).toBeVisible();
  await pageShot(page, 'discharge-detail-phone');
});
