import type { Page } from '@playwright/test';
import { api, subcategoryId, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { screenshotPath } from './support/users.ts';

/**
 * The rules every screen keeps (issue 14): a price is cut to two decimals (spec 02 §5), a text has
 * the contract's length and says so, a required field carries its asterisk (20); a disabled action
 * says why, to the keyboard too (22).
 */

/** A charge of one durable asset dated today, made through the API. */
async function chargeToday(page: Page, description: string): Promise<number> {
  const [causal] = await api<{ code: string }[]>(page, 'GET', '/movement/charge/causalList');
  const charge = await api<{ id: number }>(page, 'POST', '/movement/charge', {
    date: new Date().toISOString().slice(0, 10),
    causal: causal?.code,
    assets: [
      { description, subcategoryId: await subcategoryId(page, 'Macchine per ufficio'), historicalPrice: 50 },
    ],
  });
  return charge.id;
}

async function openWaitingAssetForm(page: Page) {
  await page.goto('/inventario/#/assets');
  await page.getByRole('button', { name: 'Nuovo bene in attesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo bene in attesa' });
  await expect(dialog.getByLabel('Descrizione')).toBeVisible();
  return dialog;
}

test('a price of 1234,5678 is cut to 1.234,56, and a description stops at its limit with a counter', async ({
  page,
}) => {
  const tag = uniqueCode('F');
  const dialog = await openWaitingAssetForm(page);
  const description = dialog.getByRole('textbox', { name: 'Descrizione' });
  await expect(dialog.getByText('0/255')).toBeVisible();
  await description.fill(`Banco ${tag} `.padEnd(300, 'x'));
  await expect(description).toHaveValue(`Banco ${tag} `.padEnd(255, 'x'));
  await expect(dialog.getByText('255/255')).toBeVisible();
  await description.fill(`Banco ${tag}`);

  await dialog.getByRole('combobox', { name: 'Sottocategoria' }).fill('Macchine per uff');
  await page.getByRole('option', { name: /Macchine per ufficio/ }).click();
  const price = dialog.getByRole('textbox', { name: 'Prezzo storico' });
  await price.fill('1234,5678');
  await price.blur();
  await expect(price).toHaveValue('1.234,56');
  await settledScreenshot(page, 'ui-rules-waiting-asset');

  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  const saved = await api<{ assets: { description: string; historicalPrice: number }[] }>(
    page,
    'POST',
    '/asset/search/1/10',
    { text: tag },
  );
  expect(saved.assets.map((asset) => [asset.description, asset.historicalPrice])).toEqual([
    [`Banco ${tag}`, 1234.56],
  ]);
});

test("every text box of a site's form has the contract's limit and shows it", async ({ page }) => {
  await page.goto('/inventario/#/admin-lists/placement');
  await page.getByRole('button', { name: 'Nuova sede' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova sede' });
  const limits = await dialog
    .getByRole('textbox')
    .evaluateAll((boxes) => boxes.map((box) => [box.getAttribute('name'), box.getAttribute('maxlength')]));
  expect(limits).toEqual([
    ['code', '20'],
    ['description', '200'],
    ['address', '200'],
    ['city', '100'],
  ]);
  await expect(dialog.getByText('0/20', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
});

test("a movement's date is marked required, as its causal is", async ({ page }) => {
  await page.goto('/inventario/#/charge');
  const [causal] = await api<{ code: string }[]>(page, 'GET', '/movement/charge/causalList');
  const charge = await api<{ id: number }>(page, 'POST', '/movement/charge', {
    date: new Date().toISOString().slice(0, 10),
    causal: causal?.code,
    assets: [
      {
        description: `Sedia ${uniqueCode('F')}`,
        subcategoryId: await subcategoryId(page, 'Macchine per ufficio'),
        historicalPrice: 50,
      },
    ],
  });
  await page.goto(`/inventario/#/charge/detail/${charge.id}`);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('tab', { name: 'Dettagli' }).click();
  // MUI writes the asterisk of a required field after its label (and again in the outline's legend).
  await expect(page.getByText(/^Data del movimento\s*\*$/).first()).toBeVisible();
  await expect(page.getByText(/^Causale\s*\*$/).first()).toBeVisible();
  await settledScreenshot(page, 'ui-rules-charge-details');
});

test('a charge that is not the latest cannot be deleted, and says why to the keyboard too', async ({
  page,
}) => {
  await page.goto('/inventario/#/charge');
  const earlier = await chargeToday(page, `Lampada ${uniqueCode('F')}`);
  await chargeToday(page, `Lampada ${uniqueCode('F')}`);
  await page.goto(`/inventario/#/charge/detail/${earlier}`);
  const remove = page.getByRole('button', { name: 'Elimina' });
  const reason = "Solo l'ultimo buono di carico, senza beni in movimenti successivi, può essere eliminato";
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(reason);
  // Reached with Tab from the button before it, as a keyboard user does.
  await remove.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  // Not settledScreenshot: the focus ring of a button pulses as long as it has the focus.
  await page.screenshot({ path: screenshotPath('ui-rules-charge-delete-reason') });
  // Neither Enter nor a click (forced: Playwright waits for an enabled button) asks to delete it.
  await page.keyboard.press('Enter');
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
