import type { Page } from '@playwright/test';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

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
