import type { Page } from '@playwright/test';
import { tickRow } from './support/grids.ts';
import { api, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

async function officeMachinesSubcategory(page: Page): Promise<number> {
  const all = await api<{ id: number; description: string }[]>(page, 'GET', '/subcategory/inventory');
  const found = all.find((subcategory) => subcategory.description === 'Macchine per ufficio');
  if (!found) throw new Error('The school has no "Macchine per ufficio" subcategory');
  return found.id;
}

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
  await page.mouse.move(700, 840);
}

test('a universality: create, a new component, waiting durables added until complete, removal confirm, rename, charge link', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueCode('U');
  const name = `Laboratorio ${tag}`;
  await page.goto('/inventario/#/universalities');
  await expect(page.getByRole('heading', { level: 1, name: 'Universalità' })).toBeVisible();
  const subcategoryId = await officeMachinesSubcategory(page);
  for (const [description, historicalPrice] of [
    [`Mouse ${tag}`, 90],
    [`Tastiera ${tag}`, 120],
  ] as const) {
    await api(page, 'POST', '/asset', { description, subcategoryId, historicalPrice });
  }

  await page.getByRole('button', { name: 'Nuova universalità' }).click();
  const create = page.getByRole('dialog', { name: 'Nuova universalità' });
  await create.getByLabel('Descrizione').fill(name);
  await create.getByRole('button', { name: 'Salva' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('Universalità creata')).toBeVisible();
  const panel = page.getByRole('region', { name: `Beni dell'universalità ${name}` });
  await expect(panel.getByText("L'universalità non ha ancora beni")).toBeVisible();
  await expect(panel.getByText('Incompleta', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Nuovo bene' }).click();
  const component = page.getByRole('dialog', { name: `Nuovo bene dell'universalità ${name}` });
  await component.getByLabel('Descrizione').fill(`Cavo ${tag}`);
  await component.getByRole('combobox', { name: 'Sottocategoria' }).fill('Macchine per uff');
  await page.getByRole('option', { name: /Macchine per ufficio/ }).click();
  await component.getByLabel('Prezzo storico').fill('250,00');
  await component.getByRole('button', { name: 'Salva' }).click();
  await expect(
    component.getByText("Un bene di un'universalità non può raggiungere da solo i 200 euro"),
  ).toBeVisible();
  await component.getByLabel('Prezzo storico').fill('25,00');
  await component.getByRole('button', { name: 'Salva' }).click();
  const below = page.getByRole('dialog', { name: 'Confermare il salvataggio?' });
  await expect(below).toContainText("l'universalità vale in tutto 25,00 €");
  await below.getByRole('button', { name: 'Conferma' }).click();
  await expect(component).toBeHidden();
  await expect(panel.getByRole('row', { name: new RegExp(`Cavo ${tag}`) })).toBeVisible();
  await expect(panel.getByText('1 bene · totale storico 25,00 €')).toBeVisible();

  for (const [asset, summary] of [
    [`Mouse ${tag}`, '2 beni · totale storico 115,00 €'],
    [`Tastiera ${tag}`, '3 beni · totale storico 235,00 €'],
  ] as const) {
    await panel.getByRole('button', { name: 'Aggiungi beni in attesa' }).click();
    const waiting = page.getByRole('dialog', { name: 'Beni durevoli in attesa' });
    await waiting.getByLabel('Descrizione, matricola, marca').fill(asset);
    await waiting.getByRole('button', { name: 'Cerca' }).click();
    // The search's answer replaces the first page: choose in it, not in the page it replaces.
    await expect(waiting.getByText('1–1 di 1')).toBeVisible();
    await tickRow(waiting.getByRole('row', { name: new RegExp(asset) }));
    if (asset.startsWith('Mouse')) await settledScreenshot(page, 'universality-add-waiting-light');
    await waiting.getByRole('button', { name: 'Conferma' }).click();
    await expect(waiting).toBeHidden();
    await expect(page.getByText("1 bene aggiunto all'universalità").first()).toBeVisible();
    await expect(panel.getByText(summary)).toBeVisible();
    if (asset.startsWith('Mouse')) {
      await expect(panel.getByText('Mancano 85,00 € per raggiungere i 200 €')).toBeVisible();
      await settledScreenshot(page, 'universality-incomplete-light');
    }
  }
  await expect(panel.getByText('Completa', { exact: true })).toBeVisible();
  await expect(panel.getByText("L'universalità è completa e si può caricare.")).toBeVisible();
  const row = page.getByRole('grid', { name: 'Universalità' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Completa');
  await expect(row).toContainText('235,00 €');

  await panel.getByRole('button', { name: `Togli Mouse ${tag} dall'universalità` }).click();
  const removal = page.getByRole('dialog', { name: "Togliere il bene dall'universalità?" });
  await expect(removal).toContainText("L'universalità resterà con un totale di 145,00 €, sotto i 200 €");
  await settledScreenshot(page, 'universality-remove-confirm-light');
  await removal.getByRole('button', { name: 'Annulla' }).click();
  await panel.getByRole('button', { name: `Togli Cavo ${tag} dall'universalità` }).click();
  await expect(removal).not.toContainText('sotto i 200 €');
  await removal.getByRole('button', { name: 'Togli' }).click();
  await expect(page.getByText("Bene tolto dall'universalità")).toBeVisible();
  await expect(panel.getByText('2 beni · totale storico 210,00 €')).toBeVisible();
  await settledScreenshot(page, 'universality-complete-light');

  await row.getByRole('button', { name: `Rinomina ${name}` }).click();
  const rename = page.getByRole('dialog', { name: `Rinomina ${name}` });
  await rename.getByLabel('Descrizione').fill(`${name} – postazioni`);
  await rename.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Universalità rinominata')).toBeVisible();
  const renamed = page.getByRole('region', { name: `Beni dell'universalità ${name} – postazioni` });
  await expect(renamed).toBeVisible();

  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'universality-complete-dark', { fullPage: true });
  await renamed.getByRole('button', { name: 'Aggiungi beni in attesa' }).click();
  await expect(page.getByRole('dialog', { name: 'Beni durevoli in attesa' })).toBeVisible();
  await settledScreenshot(page, 'universality-add-waiting-dark');
  await page
    .getByRole('dialog', { name: 'Beni durevoli in attesa' })
    .getByRole('button', { name: 'Annulla' })
    .click();
  await toggleTheme(page, 'chiaro');

  await renamed.getByRole('link', { name: 'Carica' }).click();
  await expect(page).toHaveURL(/#\/charge\/new\/universality\/\d+$/);
});

test('deleting a universality sends its components back to the waiting assets', async ({ page }) => {
  const tag = uniqueCode('D');
  await page.goto('/inventario/#/universalities');
  await expect(page.getByRole('heading', { level: 1, name: 'Universalità' })).toBeVisible();
  const subcategoryId = await officeMachinesSubcategory(page);
  const { id } = await api<{ id: number }>(page, 'POST', '/universality', {
    description: `Da eliminare ${tag}`,
  });
  const asset = await api<{ id: number }>(page, 'POST', '/asset', {
    description: `Cuffie ${tag}`,
    subcategoryId,
    historicalPrice: 40,
  });
  await api(page, 'PUT', `/universality/${id}/assets`, { assetIds: [asset.id] });
  await page.reload();

  await page.getByLabel('Cerca per descrizione').fill(tag);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = page.getByRole('grid', { name: 'Universalità' }).getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText('Incompleta');
  await row.getByRole('button', { name: `Elimina Da eliminare ${tag}` }).click();
  const confirm = page.getByRole('dialog', { name: "Eliminare l'universalità?" });
  await expect(confirm).toContainText('il suo bene torna tra i beni in attesa');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Universalità eliminata')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/inventario/#/assets');
  await page.getByRole('tab', { name: 'Beni in attesa' }).click();
  await page.getByLabel('Descrizione, matricola, marca').fill(tag);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(
    page.getByRole('grid', { name: 'Beni in attesa' }).getByRole('row', { name: new RegExp(tag) }),
  ).toContainText('In attesa');
});
