import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/axe.ts';
import { chooseImportFile, confirmImport, discardPendingImport, resultCount } from './support/imports.ts';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { screenshotPath } from './support/users.ts';

/** A code no other run or test has used on this server (codes are unique per school). */
function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;
}

async function addSite(page: Page, code: string, description: string) {
  await page.getByRole('button', { name: 'Nuova sede' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova sede' });
  await dialog.getByLabel('Codice').fill(code);
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByLabel('Indirizzo').fill('Via Appia 1');
  await dialog.getByLabel('Città').fill('Roma');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  return dialog;
}

async function addLocation(page: Page, code: string, description: string) {
  await page.getByRole('button', { name: 'Nuova ubicazione' }).click();
  const dialog = page.getByRole('dialog', { name: /^Nuova ubicazione della sede/ });
  await dialog.getByLabel('Codice').fill(code);
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByLabel('Numero stanza').fill(`1${code.slice(-2)}`);
  await dialog.getByLabel('Piano').fill('1');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  return dialog;
}

/** The locations panel of a site: its grid with the paging footer. */
function locationsGrid(page: Page, siteCode: string) {
  return page.getByRole('region', { name: new RegExp(`^Ubicazioni della sede ${siteCode} `) });
}

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
  // Away from the toggle, so its tooltip stays out of the screenshots.
  await page.mouse.move(700, 800);
}

test('a site with its locations: add, refuse duplicate codes, page and search, and refuse to delete a site in use', async ({
  page,
}) => {
  // Seven dialogs and ten pictures: about 45 s alone on the machine, more beside another worker.
  test.slow();
  const siteCode = uniqueCode('E2E');
  await page.goto('/inventario/#/admin-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste amministrative' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-lists-hub-light') });
  await page.getByRole('link', { name: /Sedi e ubicazioni/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sedi e ubicazioni' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Sedi' }).getByRole('row', { name: /RM01/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-sites-light') });

  await expect(await addSite(page, siteCode, 'Sede di prova e2e')).toBeHidden();
  await expect(page.getByText('Sede salvata')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Ubicazioni della sede ${siteCode} – Sede di prova e2e` }),
  ).toBeVisible();
  await expect(locationsGrid(page, siteCode).getByText('Nessuna ubicazione in questa sede')).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-empty-locations-light') });

  const duplicate = await addSite(page, siteCode.toLowerCase(), 'Un altro nome');
  await expect(duplicate.getByText('Esiste già una sede con lo stesso codice')).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-site-duplicate-light') });
  await duplicate.getByRole('button', { name: 'Annulla' }).click();

  for (const index of [1, 2, 3, 4, 5, 6]) {
    await expect(await addLocation(page, `U0${index}`, `Aula ${index}`)).toBeHidden();
  }
  const grid = locationsGrid(page, siteCode);
  await expect(grid.getByText('1–6 di 6')).toBeVisible();

  const repeated = await addLocation(page, 'U01', 'Aula doppia');
  await expect(
    repeated.getByText("Esiste già un'ubicazione con lo stesso codice per questa sede"),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-location-duplicate-light') });
  await repeated.getByRole('button', { name: 'Annulla' }).click();

  await grid.getByRole('combobox', { name: 'Righe per pagina:' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(grid.getByText('1–5 di 6')).toBeVisible();
  await expect(grid.getByRole('row', { name: /U05/ })).toBeVisible();
  await grid.getByRole('button', { name: 'Vai alla pagina successiva' }).click();
  await expect(grid.getByText('6–6 di 6')).toBeVisible();
  await expect(grid.getByRole('row', { name: /U06/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /U01/ })).toBeHidden();

  await page.getByLabel('Descrizione ubicazione').fill('Aula 3');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(grid.getByText('1–1 di 1')).toBeVisible();
  await expect(grid.getByRole('row', { name: /U03/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-locations-light') });

  await page.getByRole('button', { name: `Elimina sede ${siteCode}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare la sede?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(
    page.getByText(`La sede ${siteCode} non si può eliminare: contiene ancora delle ubicazioni.`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-site-in-use-light') });
  await page.getByRole('button', { name: 'OK' }).click();

  await toggleTheme(page, 'scuro');
  await page.screenshot({ path: screenshotPath('placement-locations-dark') });
  await grid.getByRole('button', { name: 'Modifica ubicazione U03' }).click();
  await expect(
    page.getByRole('dialog', { name: `Modifica ubicazione U03 della sede ${siteCode}` }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('placement-location-dialog-dark') });
  await page.getByRole('button', { name: 'Annulla' }).click();
  await page.goto('/inventario/#/admin-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste amministrative' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-lists-hub-dark') });
  await toggleTheme(page, 'chiaro');
});

test('sites imported from a file: the one the school has is left as it is, the new one created', async ({
  page,
}, testInfo) => {
  test.slow();
  const newCode = uniqueCode('IMP');
  await page.goto('/inventario/#/admin-lists/placement');
  await discardPendingImport(page);
  await page.getByRole('link', { name: 'Importa da file: Sedi' }).click();
  await expect(page).toHaveURL(/#\/admin-lists\/import\/sites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importazione delle sedi' })).toBeVisible();

  const csv = [
    'Codice;Descrizione;Indirizzo;Comune',
    'RM01;Sede centrale;Via Roma 1;Roma',
    `${newCode};Plesso importato;Via Appia 2;Roma`,
  ];
  await chooseImportFile(page, {
    name: 'sedi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n')),
  });
  const report = page.getByRole('region', { name: 'Esito della verifica' });
  await expect(report.getByRole('alert').filter({ hasText: 'Il file non contiene errori' })).toBeVisible();
  await report.getByRole('button', { name: "Prosegui con l'abbinamento" }).click();

  const mapping = page.getByRole('region', { name: 'Abbinamento delle liste' });
  await expect(mapping.getByRole('tab')).toHaveCount(1);
  const sites = mapping.getByRole('grid', { name: 'Sedi in arrivo e loro abbinamento' });
  await expect(sites.getByRole('row').filter({ hasText: newCode })).toContainText('Nuova');
  await expect(sites.getByRole('row').filter({ hasText: 'RM01' })).not.toContainText('Nuova');
  await settledScreenshot(page, 'placement-import-mapping', { fullPage: true });
  await expectAccessible(page, testInfo, 'placement-import-mapping');
  const result = await confirmImport(page);
  await expect(resultCount(result, 'Sedi create')).toHaveText('1');
  await result.getByRole('link', { name: 'Sedi e ubicazioni' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sedi e ubicazioni' })).toBeVisible();
  await page.getByLabel('Cerca per codice, descrizione, indirizzo o città').fill(newCode);
  await expect(
    page.getByRole('grid', { name: 'Sedi' }).getByRole('row', { name: new RegExp(newCode) }),
  ).toBeVisible();
});

test('a sub-consignee: checked fiscal code, entrusted with a location, and kept while entrusted', async ({
  page,
}) => {
  const name = `Prof. Prova ${uniqueCode('')}`;
  const siteCode = uniqueCode('SC');
  await page.goto('/inventario/#/admin-lists/subconsignees');
  await expect(page.getByRole('heading', { level: 1, name: 'Subconsegnatari' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Subconsegnatari' }).getByRole('row', { name: /Franco Riva/ }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('subconsignees-light') });

  await page.getByRole('button', { name: 'Nuovo subconsegnatario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo subconsegnatario' });
  await dialog.getByLabel('Descrizione').fill(name);
  await dialog.getByLabel('Codice fiscale').fill('RSSMRA85T10A562X');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Codice fiscale non valido')).toBeVisible();
  await page.screenshot({ path: screenshotPath('subconsignee-dialog-light') });
  await dialog.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Subconsegnatario salvato')).toBeVisible();

  await page.goto('/inventario/#/admin-lists/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'Sedi e ubicazioni' })).toBeVisible();
  await expect(await addSite(page, siteCode, 'Sede dei subconsegnatari')).toBeHidden();
  await expect(await addLocation(page, 'LAB1', 'Laboratorio')).toBeHidden();
  const grid = locationsGrid(page, siteCode);
  await grid.getByRole('button', { name: 'Modifica ubicazione LAB1' }).click();
  const edit = page.getByRole('dialog', { name: `Modifica ubicazione LAB1 della sede ${siteCode}` });
  await edit.getByLabel('Subconsegnatario').click();
  await page.getByRole('option', { name }).click();
  await edit.getByLabel('Note').fill('Chiavi in segreteria');
  await page.screenshot({ path: screenshotPath('placement-location-dialog-light') });
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();
  await expect(grid.getByRole('row', { name: /LAB1/ })).toContainText(name);

  await page.goto('/inventario/#/admin-lists/subconsignees');
  await page.getByRole('searchbox', { name: 'Cerca per descrizione' }).fill(name);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = page
    .getByRole('grid', { name: 'Subconsegnatari' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('RSSMRA85T10A562S');
  await expect(row).toContainText('1');
  await row.getByRole('button', { name: `Elimina ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare il subconsegnatario?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(
    page.getByText(`${name} non si può eliminare: gli è affidata un'ubicazione.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await toggleTheme(page, 'scuro');
  await page.screenshot({ path: screenshotPath('subconsignees-dark') });
  await row.getByRole('button', { name: `Modifica ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Modifica subconsegnatario' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('subconsignee-dialog-dark') });
  await page.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');
});

interface Site {
  code: string;
  description: string;
  address: string | null;
  city: string | null;
}

test('the sites export as the grid shows them: searched, sorted by the user, every page', async ({
  page,
}, testInfo) => {
  const tag = uniqueCode('X');
  await page.goto('/inventario/#/admin-lists/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'Sedi e ubicazioni' })).toBeVisible();
  const created: Site[] = [
    { code: `${tag}A`, description: `Plesso ${tag} Alfa`, address: 'Via Appia 1', city: 'Roma' },
    { code: `${tag}B`, description: `Plesso ${tag} Beta`, address: null, city: 'Latina' },
    { code: `${tag}C`, description: `-Plesso ${tag} Gamma`, address: 'Via Roma 3', city: null },
  ];
  for (const site of created) await api(page, 'POST', '/site', site);
  await page.reload();

  await page.getByLabel('Cerca per codice, descrizione, indirizzo o città').fill(tag);
  const grid = page.getByRole('grid', { name: 'Sedi' });
  await expect(grid.getByRole('row')).toHaveCount(4);
  // By description, down: Beta, Alfa, then the one whose description starts with "-".
  await grid.getByRole('columnheader', { name: 'Descrizione' }).click();
  await grid.getByRole('columnheader', { name: 'Descrizione' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText(`Plesso ${tag} Beta`);

  const sitesPanel = page.getByRole('region', { name: 'Sedi', exact: true });
  await sitesPanel.getByRole('button', { name: 'Esporta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta «Sedi»' });
  await expect(dialog.getByText('3 righe con 4 colonne')).toBeVisible();
  await expectAccessible(page, testInfo, 'sites-export-dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  const file = await (await download).path();
  await expect(dialog.getByText(/è pronto/)).toBeVisible();
  await settledScreenshot(page, 'placement-sites-export-ready');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Sedi');
  if (!sheet) throw new Error('no sheet');
  const values = Array.from({ length: sheet.rowCount }, (_, index) => sheet.getRow(index + 1).values);
  const sorted = [...created].sort((a, b) => b.description.localeCompare(a.description));
  expect(values).toEqual([
    [undefined, 'Codice', 'Descrizione', 'Indirizzo', 'Città'],
    ...sorted.map((site) => {
      const row: unknown[] = [undefined, site.code, site.description, site.address ?? undefined, site.city];
      return row.slice(0, site.city ? 5 : 4);
    }),
  ]);
  // Text stays text: the description starting with "-" is no formula.
  expect(sheet.getRow(4).getCell(2).type).toBe(ExcelJS.ValueType.String);
});
