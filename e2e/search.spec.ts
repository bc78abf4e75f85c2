import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { api } from './support/page-api.ts';
import { demoUsers, storageStateOf } from './support/users.ts';

/**
 * The toolbar's search (issue 20 "One search") over the demo school, keyboard only: Ctrl+K opens it,
 * the text typed is searched, the arrows walk the grouped results and Enter opens the one chosen
 * (an asset's detail, a movement's detail page); Esc closes it. Reads DEMO001 only.
 */

interface Found {
  assets: {
    id: number;
    description: string;
    registerKind: string;
    inventoryNumber: number | null;
    status: number;
  }[];
  movements: { id: number; type: number; number: number; year: number }[];
}

const search = (page: Page, q: string) => api<Found>(page, 'GET', `/search?q=${encodeURIComponent(q)}`);

async function openSearch(page: Page, name: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  return { dialog, input };
}

test.describe('the search of the demo school', () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga) });

  test('finds an asset by its number, with or without the acronym, and opens its detail', async ({
    page,
  }, testInfo) => {
    await page.goto('/inventario/#/dashboard');
    await expect(page.getByRole('button', { name: /Trova…/ })).toBeVisible();

    // Number 1 of the movable-assets register, as the API finds it.
    const byAcronym = await search(page, 'BM 1');
    const first = byAcronym.assets[0];
    expect(first).toMatchObject({ registerKind: 'movable', inventoryNumber: 1 });

    const { dialog, input } = await openSearch(page, 'Cerca');
    await page.keyboard.type('bm1');
    const listbox = dialog.getByRole('listbox');
    const firstOption = listbox.getByRole('option').first();
    await expect(firstOption).toContainText(`BM 1${first?.description}`);
    await expect(listbox.getByRole('group', { name: 'Beni' })).toBeVisible();
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await firstOption.getAttribute('id')) ?? '',
    );
    await expectAccessible(page, testInfo, 'search-dialog-it');
    await page.screenshot({ path: '/tmp/search-b-it.png' });

    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#/assets\\?asset=${first?.id}$`));
    await expect(page.getByRole('dialog', { name: new RegExp(`^Bene ${first?.description}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/assets$/);

    // A number alone: every register's number 1 first; the arrows choose the second result.
    const plain = await search(page, '1');
    const second = plain.assets[1];
    expect(plain.assets[0]?.id).toBe(first?.id);
    await openSearch(page, 'Cerca');
    await page.keyboard.type('1');
    await expect(page.getByRole('listbox').getByRole('option').nth(1)).toContainText(
      second?.description ?? '',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('dialog', { name: new RegExp(`^Bene ${second?.description}`) }),
    ).toBeVisible();
  });

  test('finds a movement by its number and year, and Esc closes the search', async ({ page }) => {
    await page.goto('/inventario/#/dashboard');
    await expect(page.getByRole('button', { name: /Trova…/ })).toBeVisible();
    const year = new Date().getFullYear();
    const movement = (await search(page, `1/${year}`)).movements.find((m) => m.type === 1);
    expect(movement).toMatchObject({ number: 1, year });

    const { dialog } = await openSearch(page, 'Cerca');
    await page.keyboard.type('zzzz-nulla');
    await expect(dialog.getByText('Nessun risultato per «zzzz-nulla»')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/dashboard$/);

    await openSearch(page, 'Cerca');
    await page.keyboard.type(`1-${year}`);
    const option = page.getByRole('option', { name: new RegExp(`^1/${year}\\s*Carico`) });
    await expect(option).toBeVisible();
    // Walk down to the charge, then open it.
    const options = page.getByRole('listbox').getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.startsWith(`1/${year}Carico`));
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/charge/detail/${movement?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio carico' })).toBeVisible();
  });
});

test.describe('the search in English', () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga), locale: 'en-US' });

  test('speaks English and passes the accessibility check', async ({ page }, testInfo) => {
    await page.goto('/inventario/#/dashboard');
    await expect(page.getByRole('button', { name: /Find…/ })).toBeVisible();
    const { dialog } = await openSearch(page, 'Search');
    await expect(dialog.getByText(/Type an inventory number/)).toBeVisible();
    const first = (await search(page, 'BM 1')).assets[0];
    const statuses = ['', 'Waiting to be charged', 'Charged', 'In a discharge proposal', 'Discharged'];
    await page.keyboard.type('BM 1');
    await expect(dialog.getByRole('group', { name: 'Assets' })).toBeVisible();
    await expect(dialog.getByRole('listbox').getByRole('option').first()).toContainText(
      `BM 1${first?.description}${statuses[first?.status ?? 0]}`,
    );
    await expectAccessible(page, testInfo, 'search-dialog-en');
    await page.screenshot({ path: '/tmp/search-b-en.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // On a phone the button keeps its icon and its name, and opens the same search.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: /Find…/ }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await page.keyboard.type('1');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/search-b-phone.png' });
  });
});
