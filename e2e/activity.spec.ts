import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/axe.ts';
import { api, subcategoryId, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

interface Voucher {
  id: number;
  number: number;
  year: number;
  assets: { id: number; description: string; inventoryNumber: number | null }[];
}

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test("the activity log: records and fields in words, the filters, a record's own history, the export", async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/inventario/#/dashboard');
  // A charge made and edited through the API (its reason and its line's description), and a serial
  // number given to its asset.
  const tag = uniqueCode('ACT');
  const office = await subcategoryId(page, 'Macchine per ufficio');
  const charge = await api<Voucher>(page, 'POST', '/movement/charge', {
    date: isoToday(),
    causal: 'ACQ',
    assets: [{ description: `Notebook ${tag}`, subcategoryId: office, historicalPrice: 689 }],
  });
  const line = charge.assets[0];
  if (!line?.inventoryNumber) throw new Error('The charge has no numbered line');
  const description = `Notebook HP ${tag}`;
  await api(page, 'PUT', '/movement/charge', {
    id: charge.id,
    date: isoToday(),
    causal: 'DON',
    assets: [{ id: line.id, description, subcategoryId: office, historicalPrice: 689 }],
  });
  const asset = { id: line.id, words: `BM ${line.inventoryNumber} ${description}` };
  const serial = uniqueCode('SN');
  await api(page, 'PATCH', `/asset/${asset.id}/fields`, { serialNumber: serial });

  await page.goto('/inventario/#/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro attività' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Eventi del registro attività' });
  const changes = page.getByRole('table', { name: 'Campi modificati' });

  // The voucher by its number/year, linked to its own detail; its fields in words.
  const voucher = `Carico n. ${charge.number}/${charge.year}`;
  const edit = grid.getByRole('row', { name: /Carico modificato/ }).filter({ hasText: voucher });
  await expect(edit.getByRole('link', { name: voucher })).toHaveAttribute(
    'href',
    `#/charge/detail/${charge.id}`,
  );
  await expect(edit).toContainText('Causale');
  await edit.getByText('Carico modificato').click();
  const causal = changes.getByRole('row', { name: /^Causale/ });
  await expect(causal.getByRole('cell')).toHaveText(['ACQ – Acquisto', 'DON – Donazione']);
  const renamed = changes.getByRole('row', {
    name: new RegExp(`^Beni › BM ${line.inventoryNumber} ${description} › Descrizione`),
  });
  await expect(renamed.getByRole('cell')).toHaveText([`Notebook ${tag}`, description]);
  await page.screenshot({ path: '/tmp/b-activity-charge-it.png', fullPage: true });

  // The asset by its register number and description; the serial number as "Matricola".
  const change = grid.getByRole('row', { name: /Dati del bene modificati/ }).first();
  await expect(change).toContainText(asset.words);
  await expect(change).toContainText('Matricola');
  await expect(change).not.toContainText('serialNumber');
  await expect(change.getByRole('link', { name: asset.words })).toHaveAttribute(
    'href',
    `#/assets?asset=${asset.id}`,
  );
  await change.getByText('Matricola').click();
  await expect(changes.getByRole('row', { name: /^Matricola/ })).toContainText(serial);
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
  // Every event of the asset's own history names it by its words.
  const rows = grid.getByRole('row').filter({ hasText: 'Bene' });
  await expect(rows).not.toHaveCount(0);
  for (const row of await rows.all()) await expect(row).toContainText(asset.words);

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
  await grid.getByRole('row').nth(1).getByText('Matricola').click();
  await expect(changes.getByRole('row', { name: /^Matricola/ })).toContainText(serial);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the activity log speaks English and stays accessible', async ({ page }, testInfo) => {
    await page.goto('/inventario/#/dashboard');
    const charge = await api<Voucher>(page, 'POST', '/movement/charge', {
      date: isoToday(),
      causal: 'ACQ',
      assets: [
        {
          description: `Projector ${uniqueCode('EN')}`,
          subcategoryId: await subcategoryId(page, 'Macchine per ufficio'),
          historicalPrice: 450,
        },
      ],
    });
    await page.goto('/inventario/#/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Activity log events' });
    await expect(grid.getByRole('row', { name: /Sign-in/ }).first()).toBeVisible();
    const voucher = `Charge no. ${charge.number}/${charge.year}`;
    const created = grid.getByRole('row').filter({ hasText: voucher });
    await expect(created.getByRole('link', { name: voucher })).toHaveAttribute(
      'href',
      `#/charge/detail/${charge.id}`,
    );
    await expect(created).toContainText('Reason');
    await created.getByText('Charge booked').click();
    const changes = page.getByRole('table', { name: 'Changed fields' });
    await expect(changes.getByRole('row', { name: /^Reason/ })).toContainText('ACQ – Acquisto');
    await expect(page.getByRole('combobox', { name: 'Kind of record' })).toBeVisible();
    await expectAccessible(page, testInfo, 'activity-en');
    await page.screenshot({ path: '/tmp/c-activity-en.png', fullPage: true });
  });
});
