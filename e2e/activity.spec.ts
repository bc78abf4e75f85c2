import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/axe.ts';
import { api, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

interface AssetPage {
  assets: { id: number; description: string }[];
}

/** One of the school's charged assets, through the API. */
async function anAsset(page: import('@playwright/test').Page) {
  const found = await api<AssetPage>(page, 'POST', '/asset/search/1/1', { status: 2 });
  const asset = found.assets[0];
  if (!asset) throw new Error('The school has no charged asset');
  return asset;
}

test("the activity log: a change with its field, the filters, a record's own history, the export", async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/inventario/#/dashboard');
  const asset = await anAsset(page);
  const serial = uniqueCode('SN');
  await api(page, 'PATCH', `/asset/${asset.id}/fields`, { serialNumber: serial });

  await page.goto('/inventario/#/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro attività' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Eventi del registro attività' });
  const change = grid.getByRole('row', { name: /Dati del bene modificati/ }).first();
  await expect(change).toContainText(`Bene ${asset.id}`);
  await expect(change).toContainText('serialNumber');
  await expect(change.getByRole('link', { name: `Bene ${asset.id}` })).toHaveAttribute(
    'href',
    `#/assets?asset=${asset.id}`,
  );
  await change.getByText('serialNumber').click();
  const changes = page.getByRole('table', { name: 'Campi modificati' });
  await expect(changes.getByRole('row', { name: /serialNumber/ })).toContainText(serial);
  await expectAccessible(page, testInfo, 'activity-it');
  await settledScreenshot(page, 'activity-log-light');
  await page.screenshot({ path: '/tmp/c-activity-it.png', fullPage: true });

  // The filters: the kind of record and its id; then a user who wrote nothing of it.
  await page.getByRole('combobox', { name: 'Tipo di record' }).click();
  await page.getByRole('option', { name: 'Universalità' }).click();
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(grid.getByRole('row', { name: /Dati del bene modificati/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tipo di record' }).click();
  await page.getByRole('option', { name: 'Bene', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Id del record' }).fill(String(asset.id));
  await page.getByRole('button', { name: 'Cerca' }).click();
  // Newest first: the change just made heads the record's history.
  await expect(grid.getByRole('row').nth(1)).toContainText('Dati del bene modificati');
  const rows = grid.getByRole('row').filter({ hasText: 'Bene ' });
  for (const row of await rows.all()) await expect(row).toContainText(`Bene ${asset.id}`);

  // Exported as it is filtered.
  await page.getByRole('button', { name: 'Esporta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta «Registro attività»' });
  await dialog.getByRole('radio', { name: /^CSV/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Quando;Chi;Cosa;Record;Id del record;Campi modificati');
  expect(lines.find((line) => line.includes(serial))).toContain(
    `Dati del bene modificati;Bene;${asset.id};serialNumber: `,
  );
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // A record's own history, from its detail.
  await page.goto(`/inventario/#/assets?asset=${asset.id}`);
  const detail = page.getByRole('dialog');
  await detail.getByRole('link', { name: 'Registro attività' }).click();
  await expect(page).toHaveURL(new RegExp(`#/activity\\?entity=asset&entityId=${asset.id}$`));
  await expect(page.getByRole('searchbox', { name: 'Id del record' })).toHaveValue(String(asset.id));
  await expect(grid.getByRole('row').nth(1)).toContainText('Dati del bene modificati');
  await grid.getByRole('row').nth(1).getByText('serialNumber').click();
  await expect(changes.getByRole('row', { name: /serialNumber/ })).toContainText(serial);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the activity log speaks English and stays accessible', async ({ page }, testInfo) => {
    await page.goto('/inventario/#/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Activity log events' });
    await expect(grid.getByRole('row', { name: /Sign-in/ }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kind of record' })).toBeVisible();
    await expectAccessible(page, testInfo, 'activity-en');
    await page.screenshot({ path: '/tmp/c-activity-en.png', fullPage: true });
  });
});
