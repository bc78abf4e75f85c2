import { expect, type Page, test } from '@playwright/test';
import { settledScreenshot } from './support/screens.ts';
import { demoSchools, demoUsers, storageStateOf } from './support/users.ts';

/**
 * Issue 14 (23): a list row opens from the keyboard and its number is a link; on a phone (390×844)
 * nothing overflows, the top bar keeps the school and the external movements, and the asset filters
 * fold behind "Filtri". Reads the demo school only.
 */
test.use({ storageState: storageStateOf(demoUsers.dsga) });

/** Whether the page scrolls sideways: its content is wider than the window. */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test('a charge opens from the keyboard: its number is a link, Enter on its row opens it', async ({
  page,
}) => {
  await page.goto('/inventario/#/charge');
  const grid = page.getByRole('grid', { name: 'Buoni di carico' });
  const firstNumber = grid.getByRole('link').first();
  await expect(firstNumber).toHaveText(/^\d+\/\d{4}$/);
  await expect(firstNumber).toHaveAttribute('href', /#\/charge\/detail\/\d+$/);
  const href = (await firstNumber.getAttribute('href')) ?? '';

  // The keyboard reaches the grid's cells with Tab and the arrows, then Enter opens the row.
  await grid.getByRole('columnheader').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await settledScreenshot(page, 'keyboard-charge-list-focus');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/^.*#/, '#').replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio carico' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the width, and the top bar keeps the school and the external movements', async ({
    page,
  }) => {
    await page.goto('/inventario/#/dashboard');
    await expect(page.getByRole('region', { name: 'Ultimi movimenti' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beni per categoria' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    const bar = page.getByRole('banner');
    await expect(bar.getByText(demoSchools.main.name, { exact: false })).toBeVisible();
    await expect(bar.getByRole('link', { name: /movimenti esterni/i })).toBeVisible();
    await settledScreenshot(page, 'phone-dashboard');
  });

  test('the asset filters fold behind "Filtri", which counts the active ones', async ({ page }) => {
    await page.goto('/inventario/#/assets');
    const toggle = page.getByRole('button', { name: /^Filtri/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the list starts within the first screen.
    const grid = page.getByRole('grid', { name: 'Beni' });
    const top = (await grid.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan(844);
    expect(await overflowsSideways(page)).toBe(false);
    await settledScreenshot(page, 'phone-assets-folded');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Descrizione, matricola, marca').fill('Notebook');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Filtri (1 attivo)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await settledScreenshot(page, 'phone-assets-filtered');
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });

    test('the theme moves into the user menu, and the dark top bar keeps the school', async ({ page }) => {
      await page.goto('/inventario/#/dashboard');
      await expect(page.getByRole('region', { name: 'Last movements' })).toBeVisible();
      await page.getByRole('button', { name: /^User menu of/ }).click();
      await page.getByRole('menuitem', { name: 'Switch to the dark theme' }).click();
      const bar = page.getByRole('banner');
      await expect(bar.getByText(demoSchools.main.name, { exact: false })).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await settledScreenshot(page, 'phone-dashboard-en-dark');
      await page.getByRole('button', { name: /^User menu of/ }).click();
      await page.getByRole('menuitem', { name: 'Switch to the light theme' }).click();
    });
  });
});
