import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './users.ts';

/**
 * Opens the application and signs in through the identity provider's real login page (Italian
 * labels, as a default browser sees it). `remember` ticks "Ricordami".
 */
export async function signIn(
  page: Page,
  user: DemoUser,
  options: { remember?: boolean; route?: string } = {},
) {
  await page.goto(`/inventario/${options.route ? `#${options.route}` : ''}`);
  await page.getByLabel('Nome utente').fill(user.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Ricordami').check();
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Waits until the shell shows the signed-in user. */
export async function expectShellFor(page: Page, user: DemoUser) {
  await expect(page.getByRole('button', { name: `Menu utente di ${user.fullName}` })).toBeVisible();
}
