import { expect, type Page, test } from '@playwright/test';
import { settledScreenshot } from './support/screens.ts';
import { demoUsers, storageStateOf } from './support/users.ts';

/**
 * `#/imports-detail`: vendor staff see every school's imports. The file only reads the demo
 * installation; other files import into schools of their own meanwhile, so the real list may or may
 * not have rows: it checks the screen, its filters and columns and a search that nothing matches, and
 * shows the rows of a page of the API's answer played back.
 */

const grid = (page: Page) => page.getByRole('grid', { name: 'Importazioni delle scuole' });
const filters = (page: Page) => page.getByRole('search', { name: 'Filtri delle importazioni' });

/** An import of the overview as the API answers it: a whole inventory imported into DEMO001. */
function overviewRow(extra: Record<string, unknown>) {
  return {
    id: '0b9f7c1e-3d5a-4c8e-9f10-2a3b4c5d6e70',
    type: 1,
    listKind: null,
    state: 'imported',
    fileName: 'inventario-client-server.xlsx',
    sizeBytes: 24_576,
    createdBy: demoUsers.dsga.fullName,
    createdAt: '2026-03-02T09:15:00.000Z',
    validatedAt: '2026-03-02T09:15:03.000Z',
    errorCount: 0,
    warningCount: 0,
    counts: { sites: 1, assets: 7, movements: 6, lines: 10 },
    progress: { done: 10, total: 10 },
    finishedAt: '2026-03-02T09:20:00.000Z',
    result: {
      sites: 1,
      assets: 7,
      charge: 3,
      proposal: 1,
      discharge: 1,
      decrease: 0,
      increase: 1,
      lines: 10,
    },
    failureCode: null,
    customerCode: 'DEMO001',
    schoolName: 'Istituto Comprensivo Demo',
    confirmedBy: demoUsers.dsga.fullName,
    ...extra,
  };
}

/** A page of three: the imported file, a vendor's migration that failed, a durable file with errors. */
const playedBack = {
  imports: [
    overviewRow({}),
    overviewRow({
      id: '0b9f7c1e-3d5a-4c8e-9f10-2a3b4c5d6e71',
      type: 3,
      state: 'failed',
      fileName: 'migrazione.zip',
      sizeBytes: 3_565_158,
      createdBy: demoUsers.support.fullName,
      counts: { assets: 1, movements: 1 },
      result: null,
      failureCode: 'importSchoolChanged',
      customerCode: 'DEMO002',
      schoolName: 'Istituto Tecnico Demo',
      confirmedBy: demoUsers.support.fullName,
    }),
    overviewRow({
      id: '0b9f7c1e-3d5a-4c8e-9f10-2a3b4c5d6e72',
      type: 2,
      state: 'invalid',
      fileName: 'beni-durevoli.csv',
      sizeBytes: 2_048,
      errorCount: 2,
      warningCount: 1,
      counts: { assets: 12 },
      finishedAt: null,
      result: null,
      confirmedBy: null,
    }),
  ],
  total: 3,
};

test.describe('vendor staff', () => {
  test.use({ storageState: storageStateOf(demoUsers.support) });

  // The support user's backend session is shared with the impersonation spec, which may leave it
  // acting for the second demo school: its startup notice (no financial year) is closed when it shows.
  test.beforeEach(async ({ page }) => {
    const notice = page.getByRole('dialog', { name: 'Avviso' });
    await page.addLocatorHandler(notice, () => notice.getByRole('button', { name: 'Chiudi' }).click());
  });

  test("open every school's imports from the user menu: filters and columns", async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Menu utente di ${demoUsers.support.fullName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Dettaglio importazioni' }).click();
    await expect(page).toHaveURL(/#\/imports-detail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio importazioni' })).toBeVisible();

    await expect(filters(page).getByRole('searchbox', { name: 'Scuola (codice o nome)' })).toBeVisible();
    await expect(filters(page).getByRole('combobox', { name: 'Stato' })).toBeVisible();
    await expect(filters(page).getByRole('combobox', { name: 'Tipo' })).toBeVisible();
    await expect(filters(page).getByRole('group', { name: 'Caricate dal' })).toBeVisible();
    await expect(filters(page).getByRole('group', { name: 'Al', exact: true })).toBeVisible();
    const headers = ['Scuola', 'Tipo', 'File', 'Caricata da', 'Stato', 'Contenuto', 'Conclusa il'];
    for (const name of headers) {
      await expect(grid(page).getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await settledScreenshot(page, 'imports-detail-real');
  });

  test('search a school that has no import: the list says none matches', async ({ page }) => {
    await page.goto('/inventario/#/imports-detail');
    await filters(page)
      .getByRole('searchbox', { name: 'Scuola (codice o nome)' })
      .fill('Nessuna scuola così');
    await filters(page).getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Importata' }).click();
    await filters(page).getByRole('button', { name: 'Cerca' }).click();
    await expect(grid(page).getByText('Nessuna importazione corrisponde ai filtri')).toBeVisible();
  });

  test('see each import: school, type, file, who and when, state and why, contents, end', async ({
    page,
  }) => {
    // The API's answer, played back: what other files import meanwhile does not change the picture.
    await page.route('**/inventario/api/import/overview/search/**', (route) =>
      route.fulfill({ json: playedBack }),
    );
    await page.goto('/inventario/#/imports-detail');
    const imported = grid(page).getByRole('row', { name: /inventario-client-server\.xlsx/ });
    for (const text of ['Istituto Comprensivo Demo', 'DEMO001', 'Client-server', '24 KB', 'Importata']) {
      await expect(imported.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(imported.getByText('7 beni · 6 buoni')).toBeVisible();
    await expect(imported.getByText(`Confermata da ${demoUsers.dsga.fullName}`)).toBeVisible();
    const failed = grid(page).getByRole('row', { name: /migrazione\.zip/ });
    await expect(failed.getByText('Non riuscita')).toBeVisible();
    await expect(failed.getByText(/Dopo la verifica del file la scuola è cambiata/)).toBeVisible();
    const invalid = grid(page).getByRole('row', { name: /beni-durevoli\.csv/ });
    await expect(invalid.getByText('Con errori')).toBeVisible();
    await expect(invalid.getByText('2 errori · 1 avviso')).toBeVisible();
    await expect(invalid.getByText('12 beni · 0 buoni')).toBeVisible();
    await settledScreenshot(page, 'imports-detail');
  });
});

test.describe("the school's staff", () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga) });

  test('do not find the screen: it is "not found" for them', async ({ page }) => {
    await page.goto('/inventario/#/imports-detail');
    await expect(page).toHaveURL(/#\/404$/);
  });
});
