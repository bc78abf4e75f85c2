/**
 * The import screen of issue 16 in a school that starts empty (E2V…, e2e/support/schools.ts; the
 * fixture starts signed out there). The tests of this file run in order on one worker, in the same
 * school:
 *
 * 1. the DSGA opens Importazione client-server, downloads the type's template, uploads a copy of it
 *    with two mistakes and reads them by sheet, row and column, discards it, then uploads the template
 *    as it is (its example rows are valid) and sees it without errors, with what it holds; discarded
 *    again, the school stays empty;
 * 2. last, since a school that has goods takes no whole inventory any more (`schoolNotEmpty`): the
 *    DSGA uploads the template again, matches its lists (the site 01 is new; the supplier F001 is
 *    mapped onto one the school already has), imports it, follows its progress to the result and
 *    finds the imported charge 1/2024 among the charges.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/axe.ts';
import { chooseImportFile, discardPendingImport, resultCount, XLSX } from './support/imports.ts';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { screenshotPath } from './support/users.ts';

const TEMPLATE_NAME = 'modello-importazione-client-server.xlsx';

/** The count the report gives each kind, and the template's sheet that holds its rows. */
const COUNTED_SHEETS = {
  Sedi: 'Sedi',
  Ubicazioni: 'Ubicazioni',
  Beni: 'Beni',
  Movimenti: 'Movimenti',
} as const;

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}

/** Writes `value` in the first data row of a sheet, under the header named `header`. */
function spoil(workbook: ExcelJS.Workbook, sheet: string, header: string, value: string) {
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`The template has no sheet ${sheet}`);
  let column = 0;
  worksheet.getRow(1).eachCell((cell, index) => {
    if (cell.text === header) column = index;
  });
  if (column === 0) throw new Error(`The sheet ${sheet} has no column ${header}`);
  worksheet.getRow(2).getCell(column).value = value;
}

const dataRows = (workbook: ExcelJS.Workbook, sheet: string) =>
  (workbook.getWorksheet(sheet)?.actualRowCount ?? 1) - 1;

const upload = (page: Page, name: string, buffer: Buffer) =>
  chooseImportFile(page, { name, mimeType: XLSX, buffer });

/** Holds the answers of `GET /import/{id}` until released: the check's state stays on screen meanwhile. */
async function holdTheCheck(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const poll = /\/inventario\/api\/import\/[0-9a-f-]{36}$/;
  await page.route(poll, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    // The held requests go on before the route goes: a route removed under them fails the test.
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** The same report in English, dark, at a phone's width: a context of its own, signed in as the page is. */
async function lookInEnglishOnADarkPhone(page: Page, browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  await phone.addInitScript(() => localStorage.setItem('inventario.themeMode', 'dark'));
  await phone.goto('/inventario/#/configuration/import/client-server');
  // The school still has no financial year: the startup advice comes first here too.
  await phone.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Close' }).click();
  await expect(phone.getByRole('dialog')).toBeHidden();
  await expect(phone.getByRole('heading', { level: 1, name: 'Client-server import' })).toBeVisible();
  await expect(phone.getByText('The file has errors: nothing was imported.')).toBeVisible();
  const amount = phone
    .getByRole('grid', { name: 'Problems of the file' })
    .getByRole('row')
    .filter({ hasText: 'Not an amount: write it as 1.234,56' });
  await expect(amount).toContainText('Row 2');
  await amount.scrollIntoViewIfNeeded();
  await expect(amount.getByText('Not an amount: write it as 1.234,56')).toBeInViewport();
  await phone.evaluate(() => window.scrollTo(0, 0));
  await settledScreenshot(phone, 'imports-en-dark-phone', { fullPage: true });
  await context.close();
}

function issueRow(grid: Locator, message: string) {
  return grid.getByRole('row').filter({ hasText: message });
}

test('the DSGA checks a client-server file: the template, a file with errors, a file without', async ({
  page,
  school,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  let templateBytes: Buffer | undefined;

  await test.step('the screen, from the drawer', async () => {
    await signIn(page, school.dsga);
    // The school has no financial year yet: the startup advice comes first.
    await page.getByRole('dialog', { name: 'Avviso' }).getByRole('button', { name: 'Chiudi' }).click();
    await expectShellFor(page, school.dsga);
    // From here on, the import screen's own: the sign-in's first call may meet a session not yet open.
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await discardPendingImport(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Importazione client-server' }).click();
    await expect(page).toHaveURL(/#\/configuration\/import\/client-server$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Importazione da client-server' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'File da importare' })).toBeVisible();
    await settledScreenshot(page, 'imports-upload');
  });

  await test.step('the template', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica il modello' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(TEMPLATE_NAME);
    templateBytes = await readFile(await download.path());
    expect((await workbookOf(templateBytes)).getWorksheet('Beni')).toBeDefined();
    await expect(page.getByRole('button', { name: 'Scarica il modello' })).toBeEnabled();
  });

  await test.step('a file with errors, read by sheet, row and column, then discarded', async () => {
    if (!templateBytes) throw new Error('no template');
    const template = await workbookOf(templateBytes);
    spoil(template, 'Beni', 'Valore storico', 'dodici euro');
    spoil(template, 'Ubicazioni', 'Codice sede', 'ZZ99');
    const release = await holdTheCheck(page);
    await upload(page, 'inventario-con-errori.xlsx', Buffer.from(await template.xlsx.writeBuffer()));
    await expect(page.getByRole('status').filter({ hasText: 'Verifica del file in corso…' })).toBeVisible();
    // The bar moves for as long as the check runs: no settled picture to wait for.
    await page.screenshot({ path: screenshotPath('imports-validating') });
    await release();

    const report = page.getByRole('region', { name: 'Esito della verifica' });
    await expect(report.getByText('Il file contiene errori: non è stato importato nulla.')).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Problemi del file' });
    const amount = issueRow(grid, 'Non è un importo: scrivilo come 1.234,56');
    await expect(amount).toContainText('Beni');
    await expect(amount.getByRole('gridcell').nth(2)).toHaveText('2');
    await expect(amount).toContainText('Valore storico');
    const site = issueRow(grid, 'La sede ZZ99 non è nel foglio Sedi');
    await expect(site).toContainText('Ubicazioni');
    await expect(site).toContainText('Codice sede');
    await expect(grid.getByRole('row').nth(1)).toContainText('Errore');
    await settledScreenshot(page, 'imports-invalid', { fullPage: true });

    await lookInEnglishOnADarkPhone(page, browser, testInfo.project.use.baseURL);

    await report.getByRole('button', { name: 'Scarta' }).click();
    const question = page.getByRole('dialog', { name: "Scartare l'importazione?" });
    await expect(question).toContainText('inventario-con-errori.xlsx');
    await question.getByRole('button', { name: 'Scarta' }).click();
    await expect(page.getByText('Importazione scartata')).toBeVisible();
    await expect(page.getByRole('group', { name: 'File da importare' })).toBeVisible();
  });

  await test.step('the template as it is: no errors, and what it holds', async () => {
    if (!templateBytes) throw new Error('no template');
    await upload(page, TEMPLATE_NAME, templateBytes);
    const report = page.getByRole('region', { name: 'Esito della verifica' });
    await expect(report.getByRole('alert').filter({ hasText: 'Il file non contiene errori' })).toBeVisible();
    await expect(report.getByText('0 errori')).toBeVisible();
    const written = await workbookOf(templateBytes);
    for (const [label, sheet] of Object.entries(COUNTED_SHEETS)) {
      const term = report.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(
        String(dataRows(written, sheet)),
      );
    }
    await expect(report.getByRole('button', { name: 'Carica un altro file' })).toHaveCount(0);
    await expect(page.getByText('Importazione scartata')).toBeHidden();
    await settledScreenshot(page, 'imports-ready', { fullPage: true });
  });

  await discardPendingImport(page);
  expect(consoleErrors).toEqual([]);
});

/** The type's template, as the app serves it (`GET /import/type/1/template`), from the signed-in page. */
async function templateFile(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const oidcKey = Object.keys(localStorage).find((key) => key.startsWith('oidc.user:')) ?? '';
    const accessToken = JSON.parse(localStorage.getItem(oidcKey) ?? '{}').access_token;
    const session = JSON.parse(localStorage.getItem('inventario.sessionToken') ?? '{}').token;
    const response = await fetch('/inventario/api/import/type/1/template', {
      headers: { Authorization: `Bearer ${accessToken}`, 'x-auth-token': session },
    });
    if (!response.ok) throw new Error(`template: ${response.status}`);
    return [...new Uint8Array(await response.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

/** A supplier of the school the file's F001 (Informatica Veneta S.r.l.) does not match by itself. */
const SCHOOL_SUPPLIER = { vendorType: 'G', businessName: 'Informatica Veneta', vatNumber: '04567890126' };

async function ensureSchoolSupplier(page: Page) {
  const found = await api<{ vatNumber: string | null }[]>(page, 'POST', '/creditor/search', {
    businessNameFullName: SCHOOL_SUPPLIER.businessName,
  });
  if (!found.some((creditor) => creditor.vatNumber === SCHOOL_SUPPLIER.vatNumber))
    await api(page, 'POST', '/creditor', SCHOOL_SUPPLIER);
}

/**
 * The template's run takes less than the screen's poll: its first answer is played back as a run
 * midway (6 of 15 rows), so that the bar is seen moving; the next answers are the server's.
 */
async function playBackRunMidway(page: Page): Promise<() => Promise<void>> {
  const poll = /\/inventario\/api\/import\/[0-9a-f-]{36}$/;
  await page.route(
    poll,
    async (route) => {
      const answer = await route.fetch();
      const summary = await answer.json();
      await route.fulfill({
        response: answer,
        json: {
          ...summary,
          state: 'importing',
          progress: { done: 6, total: 15 },
          result: null,
          finishedAt: null,
        },
      });
    },
    { times: 1 },
  );
  return () => page.unrouteAll({ behavior: 'wait' });
}

test('the DSGA matches the lists of a client-server file, imports it and finds its vouchers', async ({
  page,
  school,
}, testInfo) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];

  await test.step('the template uploaded again, with a supplier of the school to map onto', async () => {
    await signIn(page, school.dsga);
    await page.getByRole('dialog', { name: 'Avviso' }).getByRole('button', { name: 'Chiudi' }).click();
    await expectShellFor(page, school.dsga);
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await discardPendingImport(page);
    await ensureSchoolSupplier(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Importazione client-server' }).click();
    await expect(page.getByRole('list', { name: "Fasi dell'importazione" })).toContainText('Caricamento');
    await upload(page, TEMPLATE_NAME, await templateFile(page));
    const report = page.getByRole('region', { name: 'Esito della verifica' });
    await expect(report.getByRole('alert').filter({ hasText: 'Il file non contiene errori' })).toBeVisible();
    await report.getByRole('button', { name: "Prosegui con l'abbinamento" }).click();
  });

  const mapping = page.getByRole('region', { name: 'Abbinamento delle liste' });

  await test.step('the mapping: the site 01 is new', async () => {
    await expect(mapping.getByRole('tab', { name: 'Sedi (1)' })).toHaveAttribute('aria-selected', 'true');
    const site = mapping
      .getByRole('grid', { name: 'Sedi in arrivo e loro abbinamento' })
      .getByRole('row')
      .filter({ hasText: 'Sede centrale "Galileo Galilei"' });
    await expect(site).toContainText('01');
    await expect(site).toContainText('Nuova');
    await expect(site).toContainText("Sarà creata con l'importazione");
    await expect(site).toContainText('Nessuna voce corrispondente');
    await mapping.getByRole('tab', { name: 'Ubicazioni (2)' }).click();
    await expect(
      mapping.getByRole('grid', { name: 'Ubicazioni in arrivo e loro abbinamento' }),
    ).toContainText('Laboratorio di informatica');
    await mapping.getByRole('tab', { name: 'Sedi (1)' }).click();
    await settledScreenshot(page, 'imports-mapping', { fullPage: true });
    await expectAccessible(page, testInfo, 'imports-mapping');
  });

  await test.step("a supplier of the file mapped onto the school's, and saved", async () => {
    await mapping.getByRole('tab', { name: 'Fornitori (3)' }).click();
    const suppliers = mapping.getByRole('grid', { name: 'Fornitori in arrivo e loro abbinamento' });
    await suppliers
      .getByRole('button', { name: "Cambia l'abbinamento di F001 Informatica Veneta S.r.l." })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Abbinamento di F001 Informatica Veneta S.r.l.' });
    await expect(dialog).toContainText('P. IVA 02897650285');
    await dialog.getByRole('radio', { name: 'Abbinala a una voce che la scuola ha già' }).check();
    await dialog.getByRole('button', { name: 'Cerca fornitore' }).click();
    const search = page.getByRole('dialog', { name: 'Ricerca creditore' });
    await search.getByLabel('Nome, partita IVA o codice fiscale').fill('Informatica Veneta');
    await search.getByRole('button', { name: 'Cerca' }).click();
    await search.getByRole('button', { name: 'Scegli Informatica Veneta', exact: true }).click();
    await expect(search).toBeHidden();
    await expect(dialog.getByLabel(/Fornitore della scuola/)).toHaveValue('Informatica Veneta');
    await settledScreenshot(page, 'imports-mapping-entry');
    await expectAccessible(page, testInfo, 'imports-mapping-entry');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Abbinamento salvato')).toBeVisible();
    const supplier = suppliers.getByRole('row').filter({ hasText: 'F001' });
    await expect(supplier).toContainText('Informatica Veneta');
    await expect(supplier).toContainText('Scelto da te');
    await expect(suppliers.getByRole('row').filter({ hasText: 'F002' })).toContainText('Nuovo');
  });

  await test.step('confirmed: the progress, then the result', async () => {
    const release = await playBackRunMidway(page);
    await mapping.getByRole('button', { name: 'Importa' }).click();
    const question = page.getByRole('dialog', { name: 'Importare il file?' });
    await expect(question).toContainText('tutto o niente');
    await question.getByRole('button', { name: 'Importa' }).click();

    const running = page.getByRole('region', { name: 'Importazione in corso…' });
    await expect(running).toContainText('puoi lasciare questa pagina');
    const bar = running.getByRole('progressbar', { name: "Avanzamento dell'importazione" });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(running).toContainText('6 di 15 righe scritte (40%)');
    await page.screenshot({ path: screenshotPath('imports-running') });
    await release();

    const result = page.getByRole('region', { name: 'Importazione completata' });
    await expect(result).toBeVisible({ timeout: 30_000 });
    const count = (label: string) => resultCount(result, label);
    await expect(count('Beni')).toHaveText('7');
    await expect(count('Esercizi')).toHaveText('2');
    await expect(count('Buoni di carico')).toHaveText('3');
    await expect(count('Sedi create')).toHaveText('1');
    await expect(count('Ubicazioni create')).toHaveText('2');
    // F001 went onto the school's own supplier: only F002 and F003 are new.
    await expect(count('Fornitori creati')).toHaveText('2');
    await expect(page.getByRole('list', { name: "Fasi dell'importazione" })).toContainText('Esito');
    await settledScreenshot(page, 'imports-result', { fullPage: true });
    await expectAccessible(page, testInfo, 'imports-result');
  });

  await test.step('the imported charge 1/2024 among the charges', async () => {
    await page
      .getByRole('region', { name: 'Importazione completata' })
      .getByRole('link', { name: 'Carichi', exact: true })
      .click();
    await expect(page).toHaveURL(/#\/charge$/);
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: '1/2024' })).toBeVisible();
  });

  expect(consoleErrors).toEqual([]);
});
