/**
 * A new school with no financial year and no goods, as a school finds itself on its first sign-in: this
 * file's own empty school (E2V…, e2e/support/schools.ts), signed in through the login page. The demo's
 * second school used to be that school; it now has the goods it hands over in its merge (issue 19).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { screenshotPath } from './support/users.ts';

const card = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('a school without years or assets shows where to start', async ({ page, school }) => {
  await signIn(page, school.dsga);
  // The startup advice that the school has no financial year comes first; while it is open the shell
  // behind it is out of the accessibility tree, so the shell is checked once it is closed.
  const advice = page.getByRole('dialog', { name: 'Avviso' });
  await expect(advice).toBeVisible();
  await advice.getByRole('button', { name: 'Chiudi' }).click();
  await expectShellFor(page, school.dsga);

  await expect(page.getByText('La scuola non ha ancora esercizi finanziari né beni')).toBeVisible();
  await expect(card(page, 'Ultimi movimenti')).toContainText('Nessun movimento registrato');
  const yearCard = card(page, "Movimenti dell'esercizio");
  await expect(yearCard).toContainText('Nessun esercizio finanziario.');
  await expect(yearCard.getByText('0,00 €')).toHaveCount(2);
  await expect(yearCard.getByRole('link', { name: 'Apri il primo esercizio' })).toHaveAttribute(
    'href',
    '#/financial-year',
  );
  await expect(card(page, 'Beni per categoria')).toContainText('Nessun bene caricato');
  await expect(card(page, 'Beni mobili per sottocategoria')).toContainText('Nessun bene mobile caricato');
  await expect(
    card(page, 'Beni in attesa e in proposta di scarico').getByText('0', { exact: true }),
  ).toHaveCount(2);
  // No charts without figures.
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
  await settledScreenshot(page, 'dashboard-empty', { fullPage: true });
});

test('a school without financial years is told after sign-in, and led to the years screen', async ({
  page,
  school,
}) => {
  await signIn(page, school.dsga);
  // The startup advice comes first; while it is open the shell is out of the accessibility tree.
  const advice = page.getByRole('dialog', { name: 'Avviso' });
  await expect(advice).toContainText('Non è presente alcun esercizio finanziario');
  await page.screenshot({ path: screenshotPath('financial-year-missing') });
  await advice.getByRole('button', { name: 'Vai agli esercizi finanziari' }).click();
  await expect(page).toHaveURL(/#\/financial-year$/);
  await expectShellFor(page, school.dsga);
  await expect(page.getByText('Nessun esercizio finanziario')).toBeVisible();
});
