import { tickRow } from './support/grids.ts';
import { handOverEverySite, sellerPage } from './support/merges.ts';
import {
  chooseDocumentType,
  documentIds,
  openPrintDialog,
  takeNewDocuments,
  waitForIdle,
} from './support/prints.ts';
import { expect, test } from './support/schools.ts';

test.use({ viewport: { width: 1366, height: 768 } });

const READY = 3;

test.beforeEach(async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForIdle(page);
});

test('prints the handover to a sub-consignee: the DS/DSGA sync offer, then the locations to hand over', async ({
  page,
  school,
}) => {
  // The stored DS differs from the customer area's only in this answer, so the school's data stays as it is.
  await page.route('**/inventario/api/school/data', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), manager: 'Dott. Piero Neri' } });
  });
  const before = await documentIds(page);
  const dialog = await openPrintDialog(page, 'Verbali');
  await chooseDocumentType(page, dialog, 'Verbale di consegna dei beni al subconsegnatario');
  await dialog.getByRole('button', { name: 'Genera' }).click();
  await expect(dialog.getByText('Dato obbligatorio')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Subconsegnatario' }).click();
  await page.getByRole('option', { name: 'Prof. Marco Gallo (laboratorio di scienze)' }).click();
  await dialog.getByRole('button', { name: 'Genera' }).click();

  const sync = page.getByRole('dialog', { name: 'DS e DSGA sono cambiati' });
  await expect(sync).toContainText('Dott. Piero Neri');
  await expect(sync).toContainText(school.ds);
  await page.screenshot({ path: '/tmp/pm-sync.png' });
  await sync.getByRole('button', { name: 'Non ora' }).click();

  const locations = page.getByRole('dialog', { name: 'Seleziona le ubicazioni' });
  const grid = locations.getByRole('grid', { name: 'Ubicazioni' });
  await expect(grid.getByRole('row', { name: /Laboratorio di scienze/ })).toBeVisible();
  // Only the sub-consignee's locations are offered.
  await expect(grid.getByRole('row', { name: /Palestra/ })).toHaveCount(0);
  await locations.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('dialog', { name: 'Attenzione' })).toContainText('Selezionare almeno');
  await page.getByRole('dialog', { name: 'Attenzione' }).getByRole('button', { name: 'OK' }).click();
  await tickRow(grid.getByRole('row', { name: /Laboratorio di scienze/ }));
  await page.screenshot({ path: '/tmp/pm-locations.png' });
  await locations.getByRole('button', { name: 'Conferma' }).click();

  await expect(page.getByText('Stampa in coda')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await takeNewDocuments(page, before)).toEqual([[23, READY]]);
});

test('Model K shows the subcategories and cannot be generated while one has no aggregation', async ({
  page,
}) => {
  let withoutAggregation = true;
  await page.route('**/inventario/api/subcategory/inventory', async (route) => {
    const response = await route.fetch();
    const subcategories = (await response.json()) as { aggregation: unknown }[];
    if (withoutAggregation && subcategories[0]) subcategories[0] = { ...subcategories[0], aggregation: null };
    return route.fulfill({ response, json: subcategories });
  });
  const before = await documentIds(page);
  const dialog = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, dialog, 'Modello K');
  await dialog.getByRole('button', { name: 'Genera' }).click();

  const check = page.getByRole('dialog', { name: 'Sottocategorie del Modello K' });
  await expect(check.getByRole('alert')).toContainText("Una sottocategoria non ha l'aggregazione");
  await expect(check.getByRole('button', { name: 'Genera' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/pm-model-k-missing.png' });
  await check.getByRole('button', { name: 'Annulla' }).click();
  await expect(check).toBeHidden();
  await expect(dialog).toBeVisible();

  withoutAggregation = false;
  await dialog.getByRole('button', { name: 'Genera' }).click();
  await expect(check.getByRole('grid', { name: 'Sottocategorie del Modello K' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Genera' })).toBeEnabled({ timeout: 10_000 });
  await expect(check.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/pm-model-k.png' });
  await check.getByRole('button', { name: 'Genera' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  expect(await takeNewDocuments(page, before)).toEqual([[10, READY]]);
});

test('prints the asset list of a supplier found with the creditor search', async ({ page }) => {
  const before = await documentIds(page);
  const dialog = await openPrintDialog(page, 'Elenchi e altro');
  await chooseDocumentType(page, dialog, 'Elenco dei beni per fornitore');
  await dialog.getByRole('button', { name: 'Genera' }).click();
  await expect(dialog.getByText('Dato obbligatorio')).toBeVisible();

  await dialog.getByRole('button', { name: 'Cerca fornitore' }).click();
  const search = page.getByRole('dialog', { name: 'Ricerca creditore' });
  await search.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('dialog', { name: 'Attenzione' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Attenzione' }).getByRole('button', { name: 'OK' }).click();
  await search.getByLabel('Nome, partita IVA o codice fiscale').fill('s');
  await search.getByRole('button', { name: 'Cerca' }).click();
  const results = search.getByRole('list', { name: 'Creditori trovati' });
  const first = results.getByRole('button').first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Scegli /, '');
  await first.click();
  await expect(dialog.getByRole('textbox', { name: 'Fornitore' })).toHaveValue(name);
  await page.screenshot({ path: '/tmp/pm-creditor.png' });

  await dialog.getByRole('button', { name: 'Genera' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  expect(await takeNewDocuments(page, before)).toEqual([[28, READY]]);
});

test('prints the asset list of some locations of a site', async ({ page }) => {
  const before = await documentIds(page);
  const dialog = await openPrintDialog(page, 'Elenchi e altro');
  await chooseDocumentType(page, dialog, 'Elenco dei beni per sede e ubicazione');
  await dialog.getByRole('combobox', { name: 'Sede' }).click();
  await page.getByRole('option', { name: /^RM01 / }).click();
  await dialog.getByRole('switch', { name: 'Tutte le ubicazioni della sede' }).uncheck();
  await dialog.getByRole('button', { name: 'Genera' }).click();

  const locations = page.getByRole('dialog', { name: 'Seleziona le ubicazioni della sede' });
  const grid = locations.getByRole('grid', { name: 'Ubicazioni' });
  await tickRow(grid.getByRole('row', { name: /Laboratorio di informatica/ }));
  await tickRow(grid.getByRole('row', { name: /Presidenza/ }));
  await expect(locations.getByText('2 elementi selezionati')).toBeVisible();
  await locations.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  expect(await takeNewDocuments(page, before)).toEqual([[30, READY]]);
});

test('prints Model 24 of the chosen sub-consignees', async ({ page }) => {
  const before = await documentIds(page);
  const dialog = await openPrintDialog(page, 'Elenchi e altro');
  await chooseDocumentType(page, dialog, 'Modello 24');
  await dialog.getByRole('radio', { name: 'Beni affidati ai subconsegnatari' }).check();
  await dialog.getByRole('button', { name: 'Genera' }).click();
  const chooser = page.getByRole('dialog', { name: 'Seleziona i subconsegnatari' });
  await tickRow(
    chooser.getByRole('grid', { name: 'Subconsegnatari' }).getByRole('row', { name: /Sig. Franco Riva/ }),
  );
  await chooser.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  expect(await takeNewDocuments(page, before)).toEqual([[44, READY]]);
});

test('says so when no sub-consignee looks after a location', async ({ page }) => {
  await page.route('**/inventario/api/subconsignee/list/withAssignedLocation', (route) =>
    route.fulfill({ status: 200, json: [] }),
  );
  const dialog = await openPrintDialog(page, 'Elenchi e altro');
  await chooseDocumentType(page, dialog, 'Modello 24');
  await dialog.getByRole('radio', { name: 'Beni affidati ai subconsegnatari' }).check();
  await expect(dialog.getByRole('alert')).toContainText('Nessun subconsegnatario ha ubicazioni assegnate');
  await expect(dialog.getByRole('button', { name: 'Genera' })).toBeDisabled();
});

test('prints the DSGA handover of a merged school for the chosen sites', async ({
  page,
  browser,
  baseURL,
  school,
}) => {
  // The school's merged school hands its site over first: the dialog lists the sites of the package.
  const seller = await sellerPage(browser, baseURL ?? '', school);
  await handOverEverySite(seller);
  await seller.context().close();
  const before = await documentIds(page);
  const dialog = await openPrintDialog(page, 'Verbali');
  await chooseDocumentType(page, dialog, 'Verbale di passaggio di consegne tra DSGA');
  // Like DEMO001, the school results from a merge (it receives its E2A school), so the merge option is offered.
  await dialog.getByRole('switch', { name: 'Verbale per scuola accorpata' }).check();
  await dialog.getByRole('button', { name: 'Genera' }).click();
  const sites = page.getByRole('dialog', {
    name: 'Seleziona le sedi della scuola accorpata da includere nel verbale',
  });
  await tickRow(
    sites.getByRole('grid', { name: 'Sedi della scuola accorpata' }).getByRole('row', { name: /MI01/ }),
  );
  await page.screenshot({ path: '/tmp/pm-merged-sites.png' });
  await sites.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  expect(await takeNewDocuments(page, before)).toEqual([[22, READY]]);
});
