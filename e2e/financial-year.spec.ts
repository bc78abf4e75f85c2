import type { Page } from '@playwright/test';
import { expect, test } from './support/schools.ts';
import { screenshotPath } from './support/users.ts';

const currentYear = new Date().getFullYear();
const nextYear = currentYear + 1;

function yearRow(page: Page, year: number) {
  return page
    .getByRole('grid', { name: 'Elenco degli esercizi finanziari' })
    .getByRole('row')
    .filter({
      hasText: `01/01/${year}`,
    });
}

async function askNewYear(page: Page, year: number) {
  await page.getByRole('button', { name: 'Nuovo esercizio' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Apri l'esercizio ${year}` })
    .click();
}

test.describe('the financial years screen', () => {
  test('opens the next year, refuses a third open one, deletes it, and offers closing with depreciation', async ({
    page,
  }) => {
    await page.goto('/inventario/#/financial-year');
    await expect(page.getByRole('heading', { level: 1, name: 'Esercizi finanziari' })).toBeVisible();
    await expect(yearRow(page, currentYear)).toContainText('Aperto');

    await askNewYear(page, nextYear);
    await expect(page.getByText(`Esercizio ${nextYear} aperto`)).toBeVisible();
    await expect(yearRow(page, nextYear)).toContainText('Aperto');
    await page.screenshot({ path: screenshotPath('financial-year-list') });

    await askNewYear(page, nextYear + 1);
    const advice = page.getByRole('dialog', { name: 'Avviso' });
    await expect(advice).toContainText('Ci sono già due esercizi finanziari aperti');
    await expect(advice).toContainText("Chiudere l'esercizio più vecchio");
    await page.screenshot({ path: screenshotPath('financial-year-two-open') });
    await advice.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: `Elimina esercizio ${nextYear}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText(`Esercizio ${nextYear} eliminato`)).toBeVisible();
    await expect(yearRow(page, nextYear)).toHaveCount(0);

    // The current year has movements: deleting it is disabled, and says why to the keyboard too.
    const deleteCurrent = page.getByRole('button', { name: `Elimina esercizio ${currentYear}` });
    const reason = new RegExp(
      `^L'esercizio ${currentYear} ha \\d+ movimenti: si può eliminare solo un esercizio senza movimenti$`,
    );
    await expect(deleteCurrent).toHaveAttribute('aria-disabled', 'true');
    await expect(deleteCurrent).toHaveAccessibleDescription(reason);
    // Reached with Tab from the button before it, as a keyboard user does.
    await deleteCurrent.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(deleteCurrent).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    await page.screenshot({ path: screenshotPath('financial-year-delete-reason') });
    // Neither Enter nor a click (forced: Playwright waits for an enabled button) asks to delete it.
    await page.keyboard.press('Enter');
    await deleteCurrent.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: `Chiudi esercizio ${currentYear}` }).click();
    const closeDialog = page.getByRole('dialog', { name: `Chiusura dell'esercizio ${currentYear}` });
    await expect(closeDialog.getByLabel('Data di chiusura')).toHaveValue(`31/12/${currentYear}`);
    await closeDialog.getByLabel('Chiudi con ammortamento').check();
    await expect(closeDialog.getByLabel('Chiudi con ammortamento')).toBeChecked();
    await page.screenshot({ path: screenshotPath('financial-year-close') });
    // Closing is year-close-depreciation.spec's: here the year stays open.
    await closeDialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(yearRow(page, currentYear)).toContainText('Aperto');
  });
});
