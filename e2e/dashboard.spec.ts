import { expect, type Page, test } from '@playwright/test';
import { api } from './support/page-api.ts';
import { settledScreenshot } from './support/screens.ts';
import { demoUsers, storageStateOf } from './support/users.ts';

/** `1.234,56 €`, as the application writes amounts (spec 01 §5). */
function euros(value: number): string {
  const number = new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(value);
  return `${number} €`;
}

interface Dashboard {
  lastMovements: { id: number; type: number; inventoryValue: number; durableValue: number }[];
  financialYear: { year: number } | null;
  yearMovements: { type: number; count: number; value: number }[];
  inventoryValue: { inventory: { count: number; value: number }; durable: { count: number; value: number } };
  categories: unknown[];
  pending: { waitingAssets: number; assetsInProposals: number };
}

const card = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('the demo school', () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga) });

  test('reads the five cards with the real figures, and follows their links', async ({ page }) => {
    const year = new Date().getFullYear();
    await page.goto('/inventario/#/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto, Maria Rossi' })).toBeVisible();

    const last = card(page, 'Ultimi movimenti');
    const yearCard = card(page, `Movimenti dell'esercizio ${year}`);
    const categories = card(page, 'Beni per categoria');
    const subcategories = card(page, 'Beni mobili per sottocategoria');
    const pending = card(page, 'Beni in attesa e in proposta di scarico');
    for (const region of [last, yearCard, categories, subcategories, pending])
      await expect(region).toBeVisible();

    // No spec writes to DEMO001 (e2e/support/schools.ts): the screen shows the API's figures.
    const figures = await api<Dashboard>(page, 'GET', '/dashboard');
    expect(figures.financialYear?.year).toBe(year);
    await expect(
      yearCard.getByText(euros(figures.inventoryValue.inventory.value), { exact: true }),
    ).toBeVisible();
    await expect(
      yearCard.getByText(euros(figures.inventoryValue.durable.value), { exact: true }),
    ).toBeVisible();
    const charges = figures.yearMovements.find((entry) => entry.type === 1);
    expect(charges?.count).toBeGreaterThan(0);
    const chargeRow = yearCard.getByRole('table').getByRole('row', { name: /^Carico / });
    await expect(chargeRow.getByRole('cell')).toHaveText([
      'Carico',
      String(charges?.count),
      euros(charges?.value ?? 0),
    ]);
    await expect(pending.getByText(String(figures.pending.waitingAssets), { exact: true })).toBeVisible();
    await expect(last.getByRole('link')).toHaveCount(figures.lastMovements.length);

    await expect(last.getByRole('link')).toHaveCount(3);
    // Each voucher shows what it is worth, its durable part named (a voucher of durable goods is not 0,00 €).
    for (const [i, movement] of figures.lastMovements.entries()) {
      const link = last.getByRole('link').nth(i);
      await expect(link).toContainText(euros(movement.inventoryValue + movement.durableValue));
      if (movement.durableValue > 0) {
        await expect(link).toContainText(`di cui durevoli ${euros(movement.durableValue)}`);
      }
    }
    await expect(yearCard.getByRole('img', { name: /Grafico a barre: valore dei movimenti/ })).toBeVisible();
    await expect(
      categories
        .getByRole('img', { name: /Grafico a torta/ })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expect(categories.getByRole('table').getByRole('row')).not.toHaveCount(1);
    await expect(
      subcategories.getByRole('img', { name: /Grafico a barre: numero di beni mobili/ }),
    ).toBeVisible();
    await expect(
      subcategories.getByRole('table').getByRole('row', { name: /Personal computer/ }),
    ).toBeVisible();
    await settledScreenshot(page, 'dashboard', { fullPage: true });

    // The first movement opens its detail.
    const first = last.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^#\/(charge|discharge|outdated|value-voucher\/(decrease|increase))\/detail\/\d+$/);
    await first.click();
    await expect.poll(() => page.url()).toContain(href ?? '-');

    // The waiting assets' link opens the asset list on the waiting tab.
    await page.goto('/inventario/#/dashboard');
    await pending.getByRole('link', { name: 'Vai ai beni in attesa' }).click();
    await expect(page).toHaveURL(/#\/assets\?view=waiting$/);
    await expect(page.getByRole('tab', { name: 'Beni in attesa' })).toHaveAttribute('aria-selected', 'true');
  });
});
