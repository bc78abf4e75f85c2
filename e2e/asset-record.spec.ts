import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe.ts';
import { api, subcategoryId, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

type Voucher = { id: number; assets: { id: number; description: string; inventoryNumber: number | null }[] };

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function searchAssets(page: Page, text: string) {
  await page.getByLabel('Descrizione, matricola, marca').fill(text);
  await page.getByRole('button', { name: 'Cerca' }).click();
}

const rowOf = (page: Page, description: string) =>
  page.getByRole('grid', { name: 'Beni' }).getByRole('row', { name: new RegExp(description) });

test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Beni' })).toBeVisible();
});

test("an asset's numbers name their register, its original price and barcode are kept and found, its proposal's status shows", async ({
  page,
}) => {
  test.slow();
  const tag = uniqueCode('REC');
  const cupboard = `Armadio ${tag}`;
  const encyclopedia = `Enciclopedia ${tag}`;
  const charge = await api<Voucher>(page, 'POST', '/movement/charge', {
    date: isoToday(),
    causal: 'ACQ',
    assets: [
      {
        description: cupboard,
        subcategoryId: await subcategoryId(page, 'Mobili e arredi per ufficio'),
        historicalPrice: 480,
      },
      { description: encyclopedia, subcategoryId: await subcategoryId(page, 'Libri'), historicalPrice: 320 },
    ],
  });
  const number = (description: string) =>
    charge.assets.find((asset) => asset.description === description)?.inventoryNumber;

  // Two registers, each numbered from 1: the list and the detail say which register a number is of.
  await searchAssets(page, tag);
  const numberCell = (description: string) =>
    rowOf(page, description).locator('[data-field="inventoryNumber"]');
  await expect(numberCell(cupboard)).toHaveText(`BM ${number(cupboard)}`);
  await expect(numberCell(encyclopedia)).toHaveText(`LB ${number(encyclopedia)}`);
  await settledScreenshot(page, 'asset-record-numbers-light');

  // The original price and the barcode are the user's to set on a charged asset too.
  await page.getByRole('button', { name: `Modifica ${cupboard} (inv. BM ${number(cupboard)})` }).click();
  const edit = page.getByRole('dialog', { name: new RegExp(`Modifica ${cupboard}`) });
  await edit.getByLabel('Codice a barre').fill(`800${tag}`);
  await edit.getByLabel('Prezzo originario').fill('510,40');
  await settledScreenshot(page, 'asset-record-edit-light');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();

  // Found by its barcode alone, and its detail shows both.
  await searchAssets(page, `800${tag}`);
  await expect(page.getByRole('region', { name: 'Elenco dei beni' }).getByText('1–1 di 1')).toBeVisible();
  await page.getByRole('button', { name: `Dettaglio di ${cupboard}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(cupboard) });
  await expect(detail.getByText(`800${tag}`, { exact: true })).toBeVisible();
  await expect(detail.getByText('510,40 €', { exact: true })).toBeVisible();
  await expect(detail.getByText('Prezzo originario: 510,40 €')).toBeVisible();
  await expect(detail.getByText(`BM ${number(cupboard)}`, { exact: true })).toBeVisible();
  await settledScreenshot(page, 'asset-record-detail-light');
  await detail.getByRole('button', { name: 'Chiudi' }).click();

  // In a proposal: to be confirmed, then confirmed.
  const year = Number(isoToday().slice(0, 4));
  const next = await api<{ progressive: number }>(page, 'GET', `/movement/out/nextProgressive/${year}`);
  const proposal = await api<{ id: number }>(page, 'POST', '/movement/out', {
    date: isoToday(),
    causal: 'FUO',
    progressive: next.progressive,
    assetIds: [charge.assets.find((asset) => asset.description === cupboard)?.id],
  });
  // The proposal is made elsewhere (here through the API): the list is read again.
  await page.reload();
  await searchAssets(page, tag);
  await expect(rowOf(page, cupboard)).toContainText('Proposta da confermare');
  await expect(rowOf(page, encyclopedia)).toContainText('Caricato');
  await api(page, 'PUT', '/movement/out/confirm', { id: proposal.id });
  await page.reload();
  await searchAssets(page, tag);
  await expect(rowOf(page, cupboard)).toContainText('Proposta confermata');
  await settledScreenshot(page, 'asset-record-proposal-light');
});

/** A landscape photo a phone held upright: EXIF orientation 6, a camera make and a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N' } } })
    .toBuffer();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test("an asset's photos and documents: added, seen upright, captioned, deleted; a list's thumbnails; a voucher's invoice", async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = uniqueCode('FOT');
  const notebook = `Notebook ${tag}`;
  const charge = await api<Voucher>(page, 'POST', '/movement/charge', {
    date: isoToday(),
    causal: 'ACQ',
    assets: [
      {
        description: notebook,
        subcategoryId: await subcategoryId(page, 'Macchine per ufficio'),
        historicalPrice: 690,
      },
    ],
  });
  const asset = charge.assets[0];
  if (!asset) throw new Error('The charge has no asset');

  await page.goto(`/inventario/#/assets?asset=${asset.id}`);
  const detail = page.getByRole('dialog', { name: new RegExp(notebook) });
  const panel = detail.getByRole('region', { name: /Foto e allegati/ });
  await expect(panel).toContainText('Nessuna foto o documento');

  // Two files at once, and one that is neither a photo nor a PDF whatever its name says.
  await panel.getByLabel('Aggiungi foto o PDF').setInputFiles([
    { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    { name: 'garanzia.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'lettera.jpg', mimeType: '', buffer: Buffer.from('Gentile scuola, ...') },
  ]);
  await expect(page.getByText('2 file allegati')).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText(
    'lettera.jpg non è stato allegato: Si possono allegare foto (JPEG, PNG, WebP) e documenti PDF',
  );
  await expect(panel.getByRole('heading', { name: 'Foto e allegati (2)' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Apri il PDF garanzia.pdf' })).toHaveAttribute(
    'href',
    /s3documents\/file\?token=/,
  );
  await settledScreenshot(page, 'attachments-asset-detail');
  await expectAccessible(page, testInfo, 'attachments-panel');

  // The photo opens large, upright as the phone held it: taller than wide.
  await panel.getByRole('button', { name: 'Apri la foto IMG_0042.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'IMG_0042.jpg' });
  const image = viewer.getByRole('img', { name: 'IMG_0042.jpg' });
  await expect(image).toBeVisible();
  const size = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([800, 1200]);
  await expectAccessible(page, testInfo, 'attachments-viewer');
  await viewer.getByRole('button', { name: 'Chiudi' }).first().click();

  // A caption, then the PDF deleted after the question.
  await panel.getByRole('button', { name: 'Azioni per IMG_0042.jpg' }).click();
  await page.getByRole('menuitem', { name: 'Modifica didascalia' }).click();
  const captionDialog = page.getByRole('dialog', { name: 'Modifica didascalia' });
  await captionDialog.getByLabel('Didascalia').fill('Targhetta con la matricola');
  await captionDialog.getByRole('button', { name: 'Salva' }).click();
  await expect(panel.getByRole('button', { name: 'Apri la foto Targhetta con la matricola' })).toBeVisible();
  await panel.getByRole('button', { name: 'Azioni per garanzia.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Elimina' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare «garanzia.pdf»?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(panel.getByRole('heading', { name: 'Foto e allegati (1)' })).toBeVisible();
  await detail.getByRole('button', { name: 'Chiudi', exact: true }).last().click();

  // The list's photo column, chosen like any column.
  await page.goto('/inventario/#/assets');
  await searchAssets(page, tag);
  await page.getByRole('button', { name: 'Colonne' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Foto' }).click();
  await page.keyboard.press('Escape');
  await expect(
    rowOf(page, notebook).getByRole('img', { name: 'Foto di Targhetta con la matricola' }),
  ).toBeVisible();
  // The focus back on the Columns button pulsates: a click elsewhere lets the screen settle.
  await page.getByRole('heading', { level: 1, name: 'Beni' }).click();
  await settledScreenshot(page, 'attachments-asset-list');

  // The charge voucher carries its invoice.
  await page.goto(`/inventario/#/charge/detail/${charge.id}`);
  const voucherPanel = page.getByRole('region', { name: /Foto e allegati/ });
  await voucherPanel.getByLabel('Aggiungi foto o PDF').setInputFiles({
    name: 'fattura.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(voucherPanel.getByRole('link', { name: 'Apri il PDF fattura.pdf' })).toBeVisible();
  const listed = await api<{ attachments: { fileName: string }[] }>(
    page,
    'GET',
    `/attachments/movement/${charge.id}`,
  );
  expect(listed.attachments.map((a) => a.fileName)).toEqual(['fattura.pdf']);
});
