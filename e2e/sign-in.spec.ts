import { expect, test } from '@playwright/test';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { demoUsers } from './support/users.ts';

test('signing in from a deep link lands on that page, with the code and state gone from the address', async ({
  page,
}) => {
  await signIn(page, demoUsers.dsga, { route: '/news' });
  await expect(page).toHaveURL(/\/inventario\/#\/news$/);
  await expectShellFor(page, demoUsers.dsga);
  await expect(page.getByRole('heading', { level: 1, name: /Novità/ })).toBeVisible();
});
