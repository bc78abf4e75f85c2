import type { Page } from '@playwright/test';
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
