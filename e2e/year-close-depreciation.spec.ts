import type { Page } from '@playwright/test';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { dismissToast } from './support/toasts.ts';

/**
 * The year close with depreciation, end to end on a copy of the demo school: the preview on
 * `#/annual-amortization`, the close, the 'DEP' decrease vouchers it writes, the registers' historical
 * pictures on `#/financial-year`, and the reopen that takes it all back. Each test leaves the school
 * as it found it (the cleanup below reopens the year and removes the proposal if a step fails), so
 * the next test, or a retry, starts from the demo's open year.
 */

test.use({ viewport: { width: 1366, height: 768 } });

interface Year {
  id: number;
  year: number;
  status: { code: number };
}
interface MovementPage {
  movements: { id: number; voucherType: string | null }[];
}

/** The 'DEP' decrease vouchers of a year, as the movement search finds them. */
async function depreciationVoucherIds(page: Page, year: number): Promise<number[]> {
  const found = await api<MovementPage>(page, 'POST', '/movement/search/1/100', { type: 5, year });
  return found.movements.filter((m) => m.voucherType === 'DEP').map((m) => m.id);
}

/** The older open year: the one a close applies to. */
async function olderOpenYear(page: Page): Promise<number> {
  const open = await api<Year[]>(page, 'GET', '/financialYear/open');
  const years = open.map((y) => y.year).sort((a, b) => a - b);
  expect(years.length, 'the school has an open year').toBeGreaterThan(0);
  return years[0] as number;
}

/** Set once the close has happened, so a failure afterwards still reopens the year. */
let closedYear: number | undefined;
/** The proposal the first test confirms, restored and deleted whatever happens. */
let proposalId: number | undefined;

/** Today as an ISO date: a proposal's date in the open year (the demo year is the current one). */
function todayIso() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A confirmed proposal of one charged inventory asset, made for the test (and noted to be undone). */
async function confirmedProposal(page: Page, year: number): Promise<number> {
  const charged = await api<{ assets: { id: number }[] }>(page, 'POST', '/asset/search/1/1', {
    status: 2,
    assetClass: 'inventory',
    sortBy: 'inventoryNumber',
    sortDesc: true,
  });
  const [asset] = charged.assets;
  if (!asset) throw new Error('The school has no charged inventory asset');
  const [causal] = await api<{ code: string }[]>(page, 'GET', '/movement/out/causalList');
  const { progressive } = await api<{ progressive: number }>(
    page,
    'GET',
    `/movement/out/nextProgressive/${year}`,
  );
  const created = await api<{ id: number }>(page, 'POST', '/movement/out', {
    date: todayIso(),
    progressive,
    causal: causal?.code,
    notes: `e2e year-close ${Date.now().toString(36)}`,
    assetIds: [asset.id],
  });
  proposalId = created.id;
  await api(page, 'PUT', '/movement/out/confirm', { id: created.id });
  return created.id;
}

async function undoProposal(page: Page, id: number) {
  await api(page, 'PUT', '/movement/out/removeConfirmation', { id });
  await api(page, 'DELETE', `/movement/out/${id}`, {});
}

test.afterEach(async ({ page }) => {
  if (proposalId !== undefined) {
    const id = proposalId;
    proposalId = undefined;
    const pending = await api<{ id: number }[]>(page, 'GET', '/movement/out/confirmedForDischarge');
    if (pending.some((p) => p.id === id)) await api(page, 'PUT', '/movement/out/removeConfirmation', { id });
    await api(page, 'DELETE', `/movement/out/${id}`, {}).catch(() => undefined);
  }
  if (closedYear === undefined) return;
  const open = await api<Year[]>(page, 'GET', '/financialYear/open');
  if (!open.some((y) => y.year === closedYear)) {
    await api(page, 'PUT', '/financialYear/reopen', { year: closedYear });
  }
  closedYear = undefined;
});

test('a confirmed proposal waiting for its discharge blocks the close, and the screen says where it is', async ({
  page,
}) => {
  await page.goto('/inventario/#/annual-amortization');
  await expect(page.getByRole('heading', { level: 1, name: 'Ammortamento annuale' })).toBeVisible();
  const year = await olderOpenYear(page);
  const id = await confirmedProposal(page, year);
  await page.reload();

  const notice = page.getByRole('alert').filter({ hasText: 'Esiste una proposta di scarico confermata' });
  // Ours alone: the demo's confirmed proposal is discharged already.
  await expect(notice).toContainText('1 proposta confermata da scaricare');
  await expect(notice.getByRole('link', { name: 'Proposte di scarico' })).toHaveAttribute(
    'href',
    '#/outdated',
  );
  await expect(page.getByRole('button', { name: "Chiudi l'esercizio con ammortamento" })).toBeDisabled();
  await settledScreenshot(page, 'year-close-blocked');

  // Restored and deleted, the close is offered again.
  await undoProposal(page, id);
  proposalId = undefined;
  await page.reload();
  await expect(page.getByRole('button', { name: "Chiudi l'esercizio con ammortamento" })).toBeEnabled();
  await expect(notice).toHaveCount(0);
});

test('closes the older open year with depreciation, shows its vouchers and pictures, then reopens it', async ({
  page,
}) => {
  await page.goto('/inventario/#/annual-amortization');
  const heading = page.getByRole('heading', { level: 1, name: 'Ammortamento annuale' });
  await expect(heading).toBeVisible();

  // Preconditions of the close (DOMAIN §4, §5): no confirmed proposal waiting for its discharge.
  const year = await olderOpenYear(page);
  const pending = await api<unknown[]>(page, 'GET', '/movement/out/confirmedForDischarge');
  expect(pending, 'no confirmed proposal is left to discharge by the test before this one').toEqual([]);
  expect(await depreciationVoucherIds(page, year)).toEqual([]);

  // The preview: the older open year is shown first, by register, with the total.
  await expect(page.getByRole('combobox', { name: 'Esercizio' })).toContainText(`${year} — Aperto`);
  const preview = page.getByRole('region', { name: `Anteprima dell'ammortamento ${year} per registro` });
  const table = preview.getByRole('table', { name: `Ammortamento ${year} per registro` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^Totale/ })).toBeVisible();
  await expect(page.getByText(`Anteprima al 31/12/${year}`)).toBeVisible();
  await expect(preview.getByRole('img', { name: /Grafico del valore attuale/ })).toBeVisible();

  // A register opens by subcategory, with each subcategory's rate.
  const openRegister = table.getByRole('button', { name: /^Dettaglio per sottocategoria: / }).first();
  const registerName = ((await openRegister.getAttribute('aria-label')) ?? '').replace(
    'Dettaglio per sottocategoria: ',
    '',
  );
  await openRegister.click();
  await expect(openRegister).toHaveAttribute('aria-expanded', 'true');
  const bySubcategory = page.getByRole('table', { name: `${registerName} per sottocategoria` });
  await expect(bySubcategory.getByRole('columnheader', { name: 'Aliquota' })).toBeVisible();
  await expect(bySubcategory.getByRole('cell', { name: /%$/ }).first()).toBeVisible();
  await settledScreenshot(page, 'year-close-preview', { fullPage: true });

  // The close, through the financial years' dialog, already on "with depreciation".
  await page.getByRole('button', { name: "Chiudi l'esercizio con ammortamento" }).click();
  const closeDialog = page.getByRole('dialog', { name: `Chiusura dell'esercizio ${year}` });
  await expect(closeDialog.getByLabel('Data di chiusura')).toHaveValue(`31/12/${year}`);
  await expect(closeDialog.getByLabel('Chiudi con ammortamento')).toBeChecked();
  await settledScreenshot(page, 'year-close-dialog');
  await closeDialog.getByRole('button', { name: "Chiudi l'esercizio" }).click();
  closedYear = year;
  await dismissToast(page, `Esercizio ${year} chiuso`);
  await expect(closeDialog).toBeHidden();

  // Done: the figures are the vouchers', and the vouchers are listed, each opening its detail.
  await expect(page.getByRole('combobox', { name: 'Esercizio' })).toContainText(
    `${year} — Chiuso con ammortamento`,
  );
  await expect(page.getByRole('region', { name: `Ammortamento ${year} per registro` })).toBeVisible();
  await expect(
    page.getByText(`L'esercizio ${year} è chiuso con ammortamento al 31/12/${year}`),
  ).toBeVisible();
  const vouchers = page.getByRole('table', { name: `Buoni di decremento dell'ammortamento ${year}` });
  const voucherLinks = vouchers.getByRole('link', { name: /^N\. \d+\/\d{4}$/ });
  await expect(voucherLinks.first()).toBeVisible();
  const created = await depreciationVoucherIds(page, year);
  expect(created.length).toBeGreaterThan(0);
  await expect(voucherLinks).toHaveCount(created.length);
  // Each voucher names its register: the one opened above has one.
  await expect(vouchers.getByRole('row').filter({ hasText: registerName })).toHaveCount(1);
  await settledScreenshot(page, 'year-close-done', { fullPage: true });

  const firstLink = voucherLinks.first();
  const href = (await firstLink.getAttribute('href')) ?? '';
  const voucherId = Number(href.split('/').pop());
  expect(created).toContain(voucherId);
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`#/value-voucher/decrease/detail/${voucherId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settledScreenshot(page, 'year-close-voucher');

  // The registers' historical pictures of the closed year.
  await page.goto('/inventario/#/financial-year');
  const yearRow = page
    .getByRole('grid', { name: 'Elenco degli esercizi finanziari' })
    .getByRole('row')
    .filter({ hasText: `01/01/${year}` });
  await expect(yearRow).toContainText('Chiuso con ammortamento');
  await settledScreenshot(page, 'year-close-years');
  await yearRow.getByRole('button', { name: `Fotografie dei registri dell'esercizio ${year}` }).click();
  const pictures = page.getByRole('dialog', { name: `Fotografie dei registri — esercizio ${year}` });
  const picturesTable = pictures.getByRole('table', {
    name: `Fotografie dei registri dell'esercizio ${year}`,
  });
  await expect(picturesTable.getByRole('cell', { name: 'Inventariabili' }).first()).toBeVisible();
  await expect(picturesTable.getByRole('row', { name: /^Totale inventariabili/ })).toBeVisible();
  await expect(pictures).toContainText(`alla chiusura del 31/12/${year}`);
  await settledScreenshot(page, 'year-close-pictures');
  await pictures.getByRole('button', { name: 'Chiudi' }).click();
  await expect(pictures).toBeHidden();

  // The reopen takes the depreciation back: the vouchers are gone and the year is open again.
  await page.getByRole('button', { name: `Riapri esercizio ${year}` }).click();
  await page
    .getByRole('dialog', { name: "Riapertura dell'esercizio" })
    .getByRole('button', { name: 'Riapri' })
    .click();
  await dismissToast(page, `Esercizio ${year} riaperto`);
  await expect(yearRow).toContainText('Aperto');
  closedYear = undefined;
  expect(await depreciationVoucherIds(page, year)).toEqual([]);
  const open = await api<Year[]>(page, 'GET', '/financialYear/open');
  expect(open.map((y) => y.year)).toContain(year);

  await page.goto('/inventario/#/annual-amortization');
  await expect(page.getByRole('combobox', { name: 'Esercizio' })).toContainText(`${year} — Aperto`);
  await expect(page.getByRole('button', { name: "Chiudi l'esercizio con ammortamento" })).toBeEnabled();
  await expect(
    page.getByRole('table', { name: `Buoni di decremento dell'ammortamento ${year}` }),
  ).toHaveCount(0);

  // On a phone the page stacks: the figures scroll sideways inside their panel, the chart goes below.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: `Ammortamento ${year} per registro` })).toBeVisible();
  await settledScreenshot(page, 'year-close-phone', { fullPage: true });
});
