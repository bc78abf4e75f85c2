import { expect, test as setup } from '@playwright/test';
import { signedInSchools } from './support/schools.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { type DemoUser, demoUsers, storageStateOf } from './support/users.ts';

/**
 * Signs each user in once through the real login page and keeps the browser state for the specs: the
 * demo users that specs share, and the DSGA of each spec file's copy of DEMO001.
 */
const signedInUsers: DemoUser[] = [
  demoUsers.dsga,
  demoUsers.norin,
  demoUsers.support,
  ...signedInSchools.map((school) => school.dsga),
];

setup.describe.configure({ mode: 'parallel' });

for (const user of signedInUsers) {
  setup(`sign in as ${user.username}`, async ({ page }) => {
    await signIn(page, user);
    await expect(page).toHaveURL(/\/inventario\/#\/dashboard$/);
    await expectShellFor(page, user);
    await page.context().storageState({ path: storageStateOf(user) });
  });
}
