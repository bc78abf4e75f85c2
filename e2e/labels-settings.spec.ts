import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { api } from './support/page-api.ts';
import { documentBytes, latestDocuments, waitForIdle } from './support/prints.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { signIn } from './support/sign-in.ts';

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
}

test('the four default layouts are read-only; a new layout is previewed, saved, changed and deleted', async ({
  page,
}) => {
  const description = `Foglio e2e ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.goto('/inventario/#/configuration/labels');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurazione etichette' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Formati delle etichette' });
  const firstDefault = grid.getByRole('row', { name: /A4 3 colonne × 8 righe/ });
  await expect(firstDefault.getByText('predefinito')).toBeVisible();
  await expect(firstDefault.getByRole('button')).toHaveCount(0);
  await expect(grid.getByText('predefinito')).toHaveCount(4);
  await expect(grid.getByRole('row', { name: /Stampante Zebra.*40/ })).toBeVisible();
  await settledScreenshot(page, 'labels-settings-light', { fullPage: true });

  await page.getByRole('button', { name: 'Nuovo formato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo formato di etichette' });
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByLabel(/^Righe/).fill('10');
  await dialog.getByLabel(/^Colonne/).fill('2');
  await expect(
    dialog.getByRole('img', { name: 'Foglio di 10 righe per 2 colonne: 20 etichette' }),
  ).toBeVisible();
  await expect(dialog.getByText("Intestazione dell'etichetta: al massimo 100 caratteri")).toBeVisible();
  await settledScreenshot(page, 'labels-settings-dialog-light');

  await dialog.getByRole('radio', { name: 'Stampante Zebra' }).check();
  await expect(dialog.getByLabel(/^Righe/)).toHaveValue('1');
  await expect(dialog.getByLabel(/^Colonne/)).toBeDisabled();
  await expect(dialog.getByText('al massimo 40 caratteri')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Foglio' }).check();
  await dialog.getByLabel(/^Righe/).fill('10');
  await dialog.getByLabel(/^Colonne/).fill('2');
  await dialog.getByLabel(/^Scala del codice a barre/).fill('1,5');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Formato salvato')).toBeVisible();

  const row = grid.getByRole('row', { name: new RegExp(`${description}.*Foglio.*10.*2.*1,50.*100`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('predefinito')).toHaveCount(0);
  // Its sample sheet renders in the background; the layouts' poll (every 2 s) shows it once ready.
  const sample = row.getByRole('button', { name: `Scarica il foglio di prova di ${description}` });
  await expect(sample).toBeVisible({ timeout: 20_000 });
  await settledScreenshot(page, 'labels-settings-sample-ready');
  const downloading = page.waitForEvent('download');
  await sample.click();
  expect((await downloading).suggestedFilename()).toMatch(/^foglio-di-prova-foglio-e2e-.*\.pdf$/);
  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'labels-settings-dark', { fullPage: true });
  await row.getByRole('button', { name: `Modifica il formato ${description}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifica del formato ${description}` });
  await edit.getByLabel(/^Colonne/).fill('3');
  await expect(edit.getByText('al massimo 60 caratteri')).toBeVisible();
  await settledScreenshot(page, 'labels-settings-dialog-dark');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();
  await toggleTheme(page, 'chiaro');
  await expect(
    grid.getByRole('row', { name: new RegExp(`${description}.*Foglio.*10.*3.*1,50.*60`) }),
  ).toBeVisible();

  await grid.getByRole('button', { name: `Elimina il formato ${description}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare il formato?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Formato eliminato')).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(description) })).toBeHidden();
});

/**
 * What a scanner reads on each label of the first page of a labels PDF: the page rasterised at 300
 * dpi (`pdftoppm -r 300`), one label cell at a time (as a phone or a reader sees one label), each cell
 * decoded by `zbarimg` with Code 128 and QR codes on.
 */
function decodeLabelCells(pdf: Buffer, grid: { rows: number; columns: number }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-labels-'));
  try {
    const file = path.join(dir, 'labels.pdf');
    writeFileSync(file, pdf);
    // A4 at 300 dpi: 2480 × 3508 pixels.
    const [width, height] = [2480 / grid.columns, 3508 / grid.rows];
    const cells: { code128: string[]; qr: string[] }[] = [];
    for (let row = 0; row < grid.rows; row++) {
      for (let column = 0; column < grid.columns; column++) {
        const crop = [
          Math.round(column * width),
          Math.round(row * height),
          Math.floor(width),
          Math.floor(height),
        ];
        const image = path.join(dir, `cell-${row}-${column}`);
        execFileSync('pdftoppm', [
          '-r',
          '300',
          '-gray',
          '-singlefile',
          '-f',
          '1',
          '-l',
          '1',
          '-x',
          String(crop[0]),
          '-y',
          String(crop[1]),
          '-W',
          String(crop[2]),
          '-H',
          String(crop[3]),
          file,
          image,
        ]);
        const read = spawnSync(
          'zbarimg',
          ['-q', '-Sdisable', '-Scode128.enable', '-Sqrcode.enable', `${image}.pgm`],
          {
            encoding: 'utf8',
          },
        );
        const lines = read.stdout.split('\n').filter(Boolean);
        cells.push({
          code128: lines.filter((line) => line.startsWith('CODE-128:')).map((line) => line.slice(9)),
          qr: lines.filter((line) => line.startsWith('QR-Code:')).map((line) => line.slice(8)),
        });
      }
    }
    return cells;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ChargedAsset {
  id: number;
  description: string;
  inventoryNumber: number | null;
  register: { id: number; description: string };
}

test('a layout prints a QR code beside the barcode: every label decodes, and its link opens the asset', async ({
  page,
  browser,
  school,
}, testInfo) => {
  test.setTimeout(120_000);
  const description = `QR e2e ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.goto('/inventario/#/configuration/labels');
  const grid = page.getByRole('grid', { name: 'Formati delle etichette' });
  await expect(grid.getByText('predefinito')).toHaveCount(4);
  await waitForIdle(page);

  await page.getByRole('button', { name: 'Nuovo formato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo formato di etichette' });
  const symbols = dialog.getByRole('radiogroup', { name: 'Codici stampati su ogni etichetta' });
  await expect(symbols.getByRole('radio', { name: 'Codice a barre', exact: true })).toBeChecked();
  await dialog.getByLabel('Descrizione').fill(description);
  // 6 × 20 labels (35 × 14.85 mm) have no room for a QR code: said on the choice, and the save refused.
  await dialog.getByLabel(/^Righe/).fill('20');
  await dialog.getByLabel(/^Colonne/).fill('6');
  await symbols.getByRole('radio', { name: 'Codice a barre e codice QR' }).check();
  const tooSmall = dialog.getByText("L'etichetta è troppo piccola per il codice QR", { exact: false });
  await expect(tooSmall).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Righe/).fill('8');
  await dialog.getByLabel(/^Colonne/).fill('3');
  await dialog.getByLabel(/^Righe/).blur();
  await expect(tooSmall).toBeHidden();
  await expect(
    dialog.getByText('Ogni etichetta: codice a barre e, accanto, codice QR del bene'),
  ).toBeVisible();
  await expect(dialog.getByTestId('label-preview-qr')).toHaveCount(24);
  await expectAccessible(page, testInfo, 'labels-settings-qr-dialog');
  await settledScreenshot(page, 'labels-settings-qr-dialog');
  await page.screenshot({ path: '/tmp/labels-qr-dialog-it.png' });
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    grid.getByRole('row', { name: new RegExp(`${description}.*Codice a barre e codice QR`) }),
  ).toBeVisible();

  const layouts = await api<{ id: number; description: string; symbols: string }[]>(
    page,
    'GET',
    '/labelsSetting/list',
  );
  const layout = layouts.find((candidate) => candidate.description === description);
  expect(layout?.symbols).toBe('both');
  await waitForIdle(page);

  // Print the labels of a few charged assets of one register, as the print dialog asks for them.
  const found = await api<{ assets: ChargedAsset[] }>(page, 'POST', '/asset/search/1/20', {
    status: 2,
    assetClass: 'inventory',
    sortBy: 'inventoryNumber',
    sortDesc: false,
  });
  const first = found.assets[0];
  if (!first || first.inventoryNumber === null) throw new Error('The school has no charged asset');
  const from = first.inventoryNumber;
  const to = from + 4;
  const inRange = found.assets.filter(
    (asset) =>
      asset.register.id === first.register.id &&
      asset.inventoryNumber !== null &&
      asset.inventoryNumber >= from &&
      asset.inventoryNumber <= to,
  );
  const before = new Set((await latestDocuments(page)).map((doc) => doc.id));
  await api(page, 'POST', '/s3documents/publishMessage', {
    documentType: { id: 29, description: 'Etichette' },
    year: null,
    date: null,
    register: null,
    requestMessage: {
      requestMessageDetail: {
        objectType: null,
        objectId: null,
        filename: null,
        variables: {},
        conditions: {
          idLabelsSetting: layout?.id,
          labelsHeading: '',
          labelsStartRow: 1,
          labelsStartColumn: 1,
          includeOriginalInventoryNumber: false,
          idRegister: first.register.id,
          fromInventoryNumber: from,
          toInventoryNumber: to,
        },
      },
    },
  });
  await waitForIdle(page);
  const printed = (await latestDocuments(page)).filter((doc) => !before.has(doc.id));
  expect(printed.map((doc) => [doc.documentType.id, doc.processingStatus])).toEqual([[29, 3]]);
  const id = printed[0]?.id ?? 0;
  try {
    const pdf = await documentBytes(page, id);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const cells = decodeLabelCells(pdf, { rows: 8, columns: 3 }).filter(
      (cell) => cell.code128.length + cell.qr.length > 0,
    );
    const origin = new URL(page.url()).origin;
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    const numbers = [...text.matchAll(/N\. inv\. (\S+)/g)].map((match) => match[1]);
    // Every label carries one barcode of its printed number and one QR code of its asset's link.
    expect(cells.length).toBe(numbers.length);
    expect(cells.every((cell) => cell.code128.length === 1 && cell.qr.length === 1)).toBe(true);
    expect(cells.map((cell) => cell.code128[0])).toEqual(numbers);
    expect(cells.map((cell) => cell.code128[0]?.replace(/^.*\//, ''))).toEqual(
      expect.arrayContaining(inRange.map((asset) => String(asset.inventoryNumber))),
    );
    const links = cells.map((cell) => cell.qr[0] ?? '');
    expect(links.every((link) => link.startsWith(`${origin}/inventario/#/assets?asset=`))).toBe(true);
    expect(links).toEqual(
      expect.arrayContaining(inRange.map((asset) => `${origin}/inventario/#/assets?asset=${asset.id}`)),
    );
  } finally {
    await api(page, 'DELETE', `/s3documents/${id}`);
  }

  // The QR code's link, opened signed in, shows the asset's detail.
  await page.goto(`/inventario/#/assets?asset=${first.id}`);
  await expect(page.getByRole('dialog', { name: new RegExp(`^Bene ${first.description}`) })).toBeVisible();

  // Opened by a phone not signed in yet: the link survives the sign-in and opens the same detail.
  const phone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'it-IT',
    storageState: { cookies: [], origins: [] },
  });
  try {
    const phonePage = await phone.newPage();
    await signIn(phonePage, school.dsga, { route: `/assets?asset=${first.id}` });
    await expect(phonePage).toHaveURL(new RegExp(`#/assets\\?asset=${first.id}$`));
    // The detail dialog opens over the shell (which leaves the accessibility tree while it is open).
    await expect(
      phonePage.getByRole('dialog', { name: new RegExp(`^Bene ${first.description}`) }),
    ).toBeVisible();
    await phonePage.screenshot({ path: '/tmp/labels-qr-deep-link-after-sign-in.png' });
  } finally {
    await phone.close();
  }

  await api(page, 'DELETE', `/labelsSetting/${layout?.id}`);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the layout form offers the QR code in English and stays accessible', async ({ page }, testInfo) => {
    await page.goto('/inventario/#/configuration/labels');
    const grid = page.getByRole('grid', { name: 'Label layouts' });
    await expect(grid.getByRole('columnheader', { name: 'Printed codes' })).toBeVisible();
    await page.getByRole('button', { name: 'New layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New label layout' });
    const symbols = dialog.getByRole('radiogroup', { name: 'Codes printed on each label' });
    await symbols.getByRole('radio', { name: 'QR code', exact: true }).check();
    await expect(dialog.getByText("Each label: the asset's QR code and inventory number")).toBeVisible();
    await dialog.getByLabel(/^Rows/).fill('20');
    await dialog.getByLabel(/^Columns/).fill('6');
    await expect(dialog.getByText('The label is too small for the QR code', { exact: false })).toBeVisible();
    await expectAccessible(page, testInfo, 'labels-settings-qr-dialog-en');
    await page.screenshot({ path: '/tmp/labels-qr-dialog-en.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
