import { expect, test } from '@playwright/test';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { demoUsers } from './support/users.ts';

test('a remembered user arriving later at the root path is welcomed back and may change user', async ({
  page,
}) => {
  test.slow();
  // Right after typing the password with "Ricordami" ticked there is nobody to welcome back.
  await signIn(page, demoUsers.norin, { remember: true });
  await expectShellFor(page, demoUsers.norin);
  const dialog = page.getByRole('dialog', { name: `Bentornato, ${demoUsers.norin.fullName}` });
  await expect(dialog).toHaveCount(0);

  // Coming back to the app's address later, the remembered session greets them.
  await page.goto('/inventario/');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog).toBeHidden();
  await expectShellFor(page, demoUsers.norin);

  // A deep link is not the root path: no welcome.
  await page.goto('/inventario/#/news');
  await expect(page.getByRole('heading', { level: 1, name: /Novità/ })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/inventario/');
  await dialog.getByRole('button', { name: 'Cambia utente' }).click();
  await expect(page.getByLabel('Nome utente')).toBeVisible();
});

test('a user who did not tick "Ricordami" is not welcomed back', async ({ page }) => {
  await signIn(page, demoUsers.norin);
  await expectShellFor(page, demoUsers.norin);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
