/**
 * Importazione Spaggiari (type 4, issue 16) in a school that starts empty (E2V…, e2e/support/schools.ts):
 * its vendor staff upload another product's list, whose headers are that product's own, say which
 * column holds which field, check the file, match its lists, import it, and find the columns proposed
 * again at the next upload.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { chooseImportFile, confirmImport, discardPendingImport, resultCount } from './support/imports.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';

/** A list as another product exports it: its own headers, `;`, Italian amounts and dates. */
const OTHER_PRODUCT_CSV = [
  'N. Inv.;Descrizione bene;Cat.;Sottocat.;Locale;Valore;Data buono;Ditta;P.IVA ditta;N. fattura;Data fattura',
  '21;Notebook 15 pollici;03;01;Aula informatica;899,00;15/09/2024;Informatica Srl;01234567890;F-77;10/09/2024',
  '22;Notebook 15 pollici;03;01;Aula informatica;899,00;15/09/2024;Informatica Srl;01234567890;F-77;10/09/2024',
  '23;Cattedra docente;01;01;Aula 1A;350,00;03/02/2025;Arredi Scuola Spa;09876543210;118;28/01/2025',
].join('\r\n');

/** The field (as the screen labels it) → the file's column that holds it. */
const COLUMNS: [field: string, column: string][] = [
  ['Numero inventario', 'N. Inv.'],
  ['Descrizione', 'Descrizione bene'],
  ['Categoria', 'Cat.'],
  ['Sottocategoria', 'Sottocat.'],
  ['Valore storico', 'Valore'],
  ['Data carico', 'Data buono'],
  ['Ubicazione', 'Locale'],
  ['Fornitore', 'Ditta'],
  ['Partita IVA fornitore', 'P.IVA ditta'],
  ['Numero documento', 'N. fattura'],
  ['Data documento', 'Data fattura'],
];

const uploadCsv = (page: Page, name: string, text: string) =>
  chooseImportFile(page, { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

/** The select of a field, by its label exactly (`Numero inventario` is not `Numero inventario originale`). */
const fieldSelect = (page: Page, field: string) =>
  page.getByRole('region', { name: 'Colonne del file' }).getByRole('combobox', { name: field, exact: true });

/** A column for a field; the menu has closed (its backdrop gone) before the next select is clicked. */
async function choose(page: Page, field: string, column: string) {
  await fieldSelect(page, field).click();
  const menu = page.getByRole('listbox');
  await menu.getByRole('option', { name: column, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(fieldSelect(page, field)).toHaveText(column);
}

test('vendor staff import another product’s list, saying which column holds which field', async ({
  page,
  school,
}, testInfo) => {
  test.setTimeout(180_000);
  const support = school.support;
  if (!support) throw new Error(`${school.code} has no vendor staff`);
  const columns = page.getByRole('region', { name: 'Colonne del file' });

  await test.step('the upload of a file with headers of its own', async () => {
    await signIn(page, support);
    // The school has no financial year yet: the startup advice comes first.
    await page.getByRole('dialog', { name: 'Avviso' }).getByRole('button', { name: 'Chiudi' }).click();
    await expectShellFor(page, support);
    await discardPendingImport(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Importazione Spaggiari' }).click();
    await expect(page).toHaveURL(/#\/configuration\/import\/spaggiari$/);
    const steps = page.getByRole('list', { name: "Fasi dell'importazione" });
    await expect(steps).toContainText('Colonne');
    await uploadCsv(page, 'esportazione-altro-software.csv', OTHER_PRODUCT_CSV);
    await expect(columns).toBeVisible();
    const preview = columns.getByRole('region', { name: /Prime righe del foglio/ });
    await expect(preview).toContainText('Descrizione bene');
    await expect(preview).toContainText('Cattedra docente');
  });

  await test.step('a required field left without its column is pointed out', async () => {
    await columns.getByRole('button', { name: 'Verifica il file con queste colonne' }).click();
    await expect(fieldSelect(page, 'Numero inventario')).toBeFocused();
    await expect(columns.getByText('Indica la colonna di questo dato obbligatorio').first()).toBeVisible();
  });

  await test.step('each field given its column, with a sample of what it holds', async () => {
    for (const [field, column] of COLUMNS) await choose(page, field, column);
    await expect(columns.getByText('Es.: Notebook 15 pollici')).toBeVisible();
    await expect(columns.getByText('Indica la colonna di questo dato obbligatorio')).toHaveCount(0);
    await settledScreenshot(page, 'imports-columns', { fullPage: true });
    await expectAccessible(page, testInfo, 'imports-columns');
    await columns.getByRole('button', { name: 'Verifica il file con queste colonne' }).click();
  });

  await test.step('checked, its lists matched, imported', async () => {
    const report = page.getByRole('region', { name: 'Esito della verifica' });
    await expect(report.getByRole('alert').filter({ hasText: 'Il file non contiene errori' })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Cambia le colonne' })).toBeVisible();
    await report.getByRole('button', { name: "Prosegui con l'abbinamento" }).click();
    const mapping = page.getByRole('region', { name: 'Abbinamento delle liste' });
    await mapping.getByRole('tab', { name: 'Ubicazioni (2)' }).click();
    await expect(
      mapping.getByRole('grid', { name: 'Ubicazioni in arrivo e loro abbinamento' }),
    ).toContainText('Aula informatica');
    const result = await confirmImport(page);
    await expect(resultCount(result, 'Beni')).toHaveText('3');
    await expect(resultCount(result, 'Buoni di carico')).toHaveText('2');
    await expect(resultCount(result, 'Esercizi')).toHaveText('2');
    await settledScreenshot(page, 'imports-columns-result', { fullPage: true });
  });

  await test.step('back on the screen later, the latest import and its result again', async () => {
    // The import brought the school its years up to 2025: the startup check offers to open 2026.
    await page.reload();
    const newYear = page.getByRole('dialog', { name: 'Nuovo esercizio finanziario' });
    await expect(newYear).toContainText("Vuoi aprire l'esercizio 2026");
    await newYear.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ultima importazione' })).toBeVisible();
    await expect(page.getByText(/esportazione-altro-software\.csv, conclusa il/)).toBeVisible();
    await settledScreenshot(page, 'imports-last');
    await page.getByRole('button', { name: "Vedi l'esito" }).click();
    await expect(
      resultCount(page.getByRole('region', { name: 'Importazione completata' }), 'Beni'),
    ).toHaveText('3');
  });

  await test.step('the next file of the type gets the same columns proposed', async () => {
    await page.getByRole('button', { name: 'Importa un altro file' }).click();
    await uploadCsv(page, 'esportazione-successiva.csv', OTHER_PRODUCT_CSV);
    await expect(
      columns.getByText("Sono proposte le colonne indicate nell'ultima importazione"),
    ).toBeVisible();
    for (const [field, column] of COLUMNS) await expect(fieldSelect(page, field)).toHaveText(column);
    await columns.getByRole('button', { name: 'Scarta' }).click();
    const question = page.getByRole('dialog', { name: "Scartare l'importazione?" });
    await question.getByRole('button', { name: 'Scarta' }).click();
    await expect(page.getByText('Importazione scartata')).toBeVisible();
  });
});
