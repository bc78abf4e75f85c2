import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { signedInState } from './support/api-sign-in.ts';
import { signedInSchools } from './support/schools.ts';
import { expectShellFor } from './support/sign-in.ts';
import { type DemoUser, demoUsers, storageStateOf } from './support/users.ts';

/**
 * Signs each user in once, over HTTP through the identity provider's real login form, and keeps the
 * browser state for the specs: the demo users that specs share, and the DSGA of each spec file's copy
 * of DEMO001. The first user's state is opened in the browser, so a state the app cannot use fails
 * here and not in every spec.
 */
const signedInUsers: DemoUser[] = [
  demoUsers.dsga,
  demoUsers.norin,
  demoUsers.support,
  ...signedInSchools.map((school) => school.dsga),
];

setup.describe.configure({ mode: 'parallel' });

for (const [index, user] of signedInUsers.entries()) {
  setup(`sign in as ${user.username}`, async ({ baseURL, browser }) => {
    if (!baseURL) throw new Error('no baseURL');
    const state = await signedInState(baseURL, user);
    const file = storageStateOf(user);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(state));
    if (index > 0) return;
    const context = await browser.newContext({ storageState: file });
    const page = await context.newPage();
    await page.goto('/inventario/');
    await expect(page).toHaveURL(/\/inventario\/#\/dashboard$/);
    await expectShellFor(page, user);
    await context.close();
  });
}
