import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/schools.ts';
import { screenshotPath } from './support/users.ts';

// Both tests change the same school's general data: one after the other.
test.describe.configure({ mode: 'serial' });

async function openSettings(page: Page) {
  await page.goto('/inventario/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Dati generali della scuola' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Intestazione', exact: true })).toBeVisible();
}

function syncDialog(page: Page) {
  return page.getByRole('dialog', { name: 'DS e DSGA sono cambiati' });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati generali salvati')).toBeVisible();
}

test('DS and DSGA that differ from the customer area are reported and synchronised', async ({
  page,
  school,
}) => {
  // The DS and DSGA the customer area keeps for the school (apps/server/src/seed/e2e-schools.ts).
  const customerArea = { ds: school.ds, dsga: school.dsga.fullName };
  await openSettings(page);
  // A fresh school has no names yet, so the dialog may open at once; this test makes its own difference.
  if (await syncDialog(page).isVisible())
    await syncDialog(page).getByRole('button', { name: 'Non ora' }).click();
  await expect(syncDialog(page)).toBeHidden();

  await page.getByLabel('Dirigente scolastico (DS)').fill('Mario Bianchi');
  await save(page);
  await page.reload();
  const dialog = syncDialog(page);
  await expect(dialog).toBeVisible();
  const comparison = dialog.getByRole('table', { name: 'Confronto dei nominativi' });
  await expect(comparison.getByRole('row', { name: /^DS / })).toContainText('Mario Bianchi');
  await expect(comparison.getByRole('row', { name: /^DS / })).toContainText(customerArea.ds);
  await page.screenshot({ path: screenshotPath('settings-sync-dialog-light') });

  await dialog.getByRole('button', { name: 'Sincronizza DS e DSGA' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("DS e DSGA sincronizzati con l'area clienti")).toBeVisible();
  await expect(page.getByLabel('Dirigente scolastico (DS)')).toHaveValue(customerArea.ds);
  await expect(page.getByLabel('Direttore SGA (DSGA), consegnatario')).toHaveValue(customerArea.dsga);

  await page.reload();
  await expect(page.getByLabel('Dirigente scolastico (DS)')).toHaveValue(customerArea.ds);
  await expect(syncDialog(page)).toBeHidden();

  // The section's button brings back the customer area's names over an unsaved edit.
  await page.getByLabel('Direttore SGA (DSGA), consegnatario').fill('Qualcun altro');
  await page.getByRole('button', { name: 'Sincronizza DS e DSGA' }).click();
  await expect(page.getByLabel('Direttore SGA (DSGA), consegnatario')).toHaveValue(customerArea.dsga);
});

test('the general data are saved and shown again after a reload', async ({ page, school }) => {
  await openSettings(page);
  await expect(syncDialog(page)).toBeHidden();
  const heading = `${school.name} – prova ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Intestazione', exact: true }).fill(heading);
  const labelHeading = page.getByLabel('Intestazione abbreviata per le etichette');
  await labelHeading.fill('IC Demo Roma – Via dei Gracchi');
  await expect(page.getByText('30/100 caratteri', { exact: false })).toBeVisible();
  await labelHeading.fill('x'.repeat(120));
  await expect(labelHeading).toHaveValue('x'.repeat(100));
  await labelHeading.fill('IC Demo Roma');

  const renewal = page.getByRole('group', { name: 'Data ultimo rinnovo' });
  await renewal.click();
  await page.keyboard.type('15032024');
  await page.getByLabel('Beni mobili').fill('12');
  await page.getByLabel('Libri e materiale bibliografico').fill('0');
  await page.getByLabel('Mezzi di trasporto').fill('3');
  await page.getByRole('radio', { name: /Metà aliquota/ }).check();
  await page.screenshot({ path: screenshotPath('settings-form-light') });
  await save(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Intestazione', exact: true })).toHaveValue(heading);
  await expect(page.getByLabel('Intestazione abbreviata per le etichette')).toHaveValue('IC Demo Roma');
  await expect(page.getByRole('group', { name: 'Data ultimo rinnovo' })).toContainText('15/03/2024');
  await expect(page.getByLabel('Beni mobili')).toHaveValue('12');
  await expect(page.getByLabel('Mezzi di trasporto')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: /Metà aliquota/ })).toBeChecked();

  await page.getByLabel('Beni mobili').fill('');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Valore non valido')).toBeVisible();
  await page.getByRole('button', { name: 'Annulla modifiche' }).click();
  await expect(page.getByLabel('Beni mobili')).toHaveValue('12');

  await page.getByRole('button', { name: 'Passa al tema scuro' }).click();
  await page.mouse.move(700, 800);
  await page.screenshot({ path: screenshotPath('settings-form-dark') });
  await page.getByRole('button', { name: 'Sincronizza DS e DSGA' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('settings-heads-dark') });
  await page.getByRole('button', { name: 'Passa al tema chiaro' }).click();
});

test("the school's whole inventory downloads as a workbook in the import format", async ({
  page,
  school,
}) => {
  await openSettings(page);
  const section = page.getByRole('region', { name: "Esporta l'inventario" });
  await expect(section).toContainText('formato di importazione client-server');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Scarica (.xlsx)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^inventario-${school.code}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'Sedi',
    'Subconsegnatari',
    'Ubicazioni',
    'Sottocategorie',
    'Fornitori',
    'Esercizi',
    'Universalità',
    'Beni',
    'Movimenti',
    'Righe',
  ]);
  // The demo school's goods and vouchers, one row each under the header.
  expect(workbook.getWorksheet('Beni')?.rowCount).toBeGreaterThan(10);
  expect(workbook.getWorksheet('Movimenti')?.rowCount).toBeGreaterThan(5);
});
