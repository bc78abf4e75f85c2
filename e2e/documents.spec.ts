import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/axe.ts';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

test.use({ viewport: { width: 1366, height: 768 } });

interface Year {
  year: number;
}

interface Printed {
  id: number;
  /** The register's description and the date as the list shows them. */
  register: string;
  atDate: string;
}

/** Publishes an inventory register (type 7) of the school's first register at a date of its latest open year. */
async function publishRegister(page: Page): Promise<Printed> {
  const registers = await api<{ id: number; description: string }[]>(page, 'GET', '/register/list');
  const open = await api<Year[]>(page, 'GET', '/financialYear/open');
  const year = Math.max(...open.map((candidate) => candidate.year));
  const today = new Date();
  const atDate = year === today.getFullYear() ? today.toISOString().slice(0, 10) : `${year}-12-31`;
  const register = registers[0];
  if (!register) throw new Error('The school has no register');
  const answer = await api<{ id: number }>(page, 'POST', '/s3documents/publishMessage', {
    documentType: 7,
    conditions: { idRegister: register.id, atDate },
  });
  return { id: answer.id, register: register.description, atDate: atDate.split('-').reverse().join('/') };
}

test('a published register becomes ready in the documents list, downloads as a PDF and is deleted', async ({
  page,
  school,
}) => {
  await page.goto('/inventario/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const printed = await publishRegister(page);
  const { id } = printed;

  await page.goto('/inventario/#/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti generati' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Documenti generati' });
  const row = grid.locator(`[role="row"][data-id="${id}"]`);
  await expect(row).toContainText('Registro di inventario');
  // Under the type, what was printed: two registers printed at two dates are told apart.
  await expect(row.getByText(`${printed.register} · al ${printed.atDate}`, { exact: true })).toBeVisible();
  await expect(row).toContainText(school.dsga.username);
  // The request time with the whole year.
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  // Queued or processing at first; the poll reloads the list when the worker has rendered it.
  await expect(row.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 30_000 });
  await settledScreenshot(page, 'documents-list', { fullPage: true });

  const search = page.getByRole('search', { name: 'Ricerca dei documenti' });
  await search.getByLabel('Stato').click();
  await page.getByRole('option', { name: 'Non riuscito' }).click();
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(row).toBeHidden();
  await search.getByLabel('Stato').click();
  await page.getByRole('option', { name: 'Pronto' }).click();
  await search.getByLabel('Tipo di documento').fill('registro di inv');
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(row).toBeVisible();
  // The text finds the print by the name of its register too.
  await search.getByLabel('Tipo di documento').fill(printed.register.toUpperCase());
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(row).toBeVisible();
  await search.getByLabel('Tipo di documento').fill(`${printed.register}?`);
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(row).toBeHidden();
  await search.getByLabel('Tipo di documento').fill(printed.register);
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(row).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Scarica il PDF di Registro di inventario' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.setViewportSize({ width: 390, height: 844 });
  await settledScreenshot(page, 'documents-phone', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  await row.getByRole('button', { name: 'Elimina il documento Registro di inventario' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare il documento?' });
  await expect(confirm).toContainText('Registro di inventario');
  await settledScreenshot(page, 'documents-delete');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Documento eliminato: Registro di inventario')).toBeVisible();
  await expect(row).toBeHidden();
});

/**
 * Shows the document as still queued in the search answers while `queued()` says so: the worker is
 * faster than the page, and the poll must see it processing before seeing it ready.
 */
async function holdQueued(page: Page, id: number, queued: () => boolean) {
  await page.route('**/s3documents/search/**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (queued()) {
      for (const document of body.s3Documents) {
        if (document.id !== id || document.processingStatus !== 3) continue;
        Object.assign(document, { processingStatus: 1, finishedAt: null, files: [] });
        body.processing += 1;
      }
    }
    await route.fulfill({ response, json: body });
  });
}

test('a document that becomes ready while the user is elsewhere is announced with a link to the list', async ({
  page,
}) => {
  await page.goto('/inventario/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { id } = await publishRegister(page);
  let queued = true;
  await holdQueued(page, id, () => queued);
  try {
    // The list sees it queued and wakes the poll, which goes on in the shell once the user leaves.
    await page.goto('/inventario/#/documents');
    const row = page
      .getByRole('grid', { name: 'Documenti generati' })
      .locator(`[role="row"][data-id="${id}"]`);
    await expect(row.getByText(/^(In coda|In elaborazione)$/)).toBeVisible();
    await settledScreenshot(page, 'documents-queued');
    await page.goto('/inventario/#/');
    queued = false;
    const toast = page.getByRole('status').filter({ hasText: 'Documento pronto: Registro di inventario.' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await settledScreenshot(page, 'documents-ready-toast');
    await toast.getByRole('link', { name: 'Vai ai documenti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documenti generati' })).toBeVisible();
    await expect(row.getByText('Pronto', { exact: true })).toBeVisible();
  } finally {
    await api(page, 'DELETE', `/s3documents/${id}`);
  }
});

test("the user menu's Pubblicazioni lists the documents the user asked for, ready to download", async ({
  page,
  school,
}) => {
  await page.goto('/inventario/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const printed = await publishRegister(page);
  try {
    await page.getByRole('button', { name: `Menu utente di ${school.dsga.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Pubblicazioni' }).click();
    await expect(page).toHaveURL(/#\/publications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pubblicazioni' })).toBeVisible();
    const row = page
      .getByRole('grid', { name: 'Documenti generati' })
      .locator(`[role="row"][data-id="${printed.id}"]`);
    await expect(row.getByText(`${printed.register} · al ${printed.atDate}`, { exact: true })).toBeVisible();
    await expect(row.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(row.getByRole('button', { name: 'Scarica il PDF di Registro di inventario' })).toBeEnabled();
    await settledScreenshot(page, 'publications');
  } finally {
    await api(page, 'DELETE', `/s3documents/${printed.id}`);
  }
});

/** A text as a regular expression matches it. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Listed {
  id: number;
  documentType: { description: string };
  requestedBy: string;
  files: { fileName: string }[];
}

test('the documents list exports as it shows it: ready ones only, each subject and status in words', async ({
  page,
  school,
}, testInfo) => {
  await page.goto('/inventario/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const printed = await publishRegister(page);
  try {
    await page.goto('/inventario/#/documents');
    const grid = page.getByRole('grid', { name: 'Documenti generati' });
    const row = grid.locator(`[role="row"][data-id="${printed.id}"]`);
    await expect(row.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('search', { name: 'Ricerca dei documenti' });
    await search.getByLabel('Stato').click();
    await page.getByRole('option', { name: 'Pronto' }).click();
    await search.getByRole('button', { name: 'Cerca' }).click();
    const ready = await api<{ s3Documents: Listed[]; total: number }>(
      page,
      'POST',
      '/s3documents/search/1/500',
      {
        processingStatus: 3,
      },
    );
    expect(ready.total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Esporta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esporta «Documenti generati»' });
    await expect(
      dialog.getByText(ready.total === 1 ? '1 riga con 6 colonne' : `${ready.total} righe con 6 colonne`),
    ).toBeVisible();
    await expectAccessible(page, testInfo, 'documents-export-dialog');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Esporta' }).click();
    const file = await (await download).path();
    await expect(dialog.getByText(/è pronto/)).toBeVisible();
    await settledScreenshot(page, 'documents-export-ready');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Documenti generati');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Documento',
      'Oggetto',
      'Stato',
      'File',
      'Richiesto da',
      'Richiesto il',
    ]);
    // The rows the list shows, newest first: its filter (ready ones), not the export being written.
    expect(sheet.rowCount).toBe(ready.total + 1);
    const types = Array.from({ length: ready.total }, (_, index) => sheet.getRow(index + 2).getCell(1).value);
    expect(types).toEqual(ready.s3Documents.map((document) => document.documentType.description));
    const position = ready.s3Documents.findIndex((document) => document.id === printed.id);
    const register = sheet.getRow(position + 2);
    expect(register.getCell(1).value).toBe('Registro di inventario');
    expect(register.getCell(2).value).toBe(`${printed.register} · al ${printed.atDate}`);
    expect(register.getCell(3).value).toBe('Pronto');
    expect(register.getCell(4).value).toMatch(/\.pdf$/);
    expect(register.getCell(5).value).toBe(school.dsga.username);
    expect(register.getCell(6).value).toBeInstanceOf(Date);
    expect(register.getCell(6).numFmt).toBe('dd/mm/yyyy hh:mm');

    // The export is a document of the list too, once ready.
    await search.getByLabel('Stato').click();
    await page.getByRole('option', { name: 'Tutti gli stati' }).click();
    await search.getByRole('button', { name: 'Cerca' }).click();
    await expect(grid.getByText('«Documenti generati» in XLSX').first()).toBeVisible();

    // In English, its words are English ones.
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Generated documents' })).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const english = page.getByRole('dialog', { name: 'Export “Generated documents”' });
    await english.getByRole('radio', { name: /^CSV/ }).check();
    await settledScreenshot(page, 'documents-export-dialog-en');
    const csvDownload = page.waitForEvent('download');
    await english.getByRole('button', { name: 'Export' }).click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDocument;Subject;Status;Files;Requested by;Requested on');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Registro di inventario;${escaped(printed.register)} · at ${printed.atDate};Ready;[^;]+\\.pdf;${school.dsga.username};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
        ),
      ),
    );
    await english.getByRole('button', { name: 'Close' }).click();
  } finally {
    await api(page, 'DELETE', `/s3documents/${printed.id}`);
  }
});
