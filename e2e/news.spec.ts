import { expect, test } from '@playwright/test';
import { demoUsers, storageStateOf } from './support/users.ts';

test.use({ storageState: storageStateOf(demoUsers.dsga) });

test('reading a news item lowers the notification count', async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  const bell = page.getByRole('link', { name: /^Notifiche: \d+ non lette$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);

  await bell.click();
  await expect(page).toHaveURL(/#\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novità della versione 1.12.0' })).toBeVisible();
  const unreadRow = page.getByRole('row').filter({ hasText: 'Da leggere' }).first();
  await unreadRow.getByRole('button').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Segna come letto' }).click();
  await expect(page.getByText('Novità segnata come letta')).toBeVisible();
  await expect(page.getByRole('link', { name: `Notifiche: ${before - 1} non lette` })).toBeVisible();
});
