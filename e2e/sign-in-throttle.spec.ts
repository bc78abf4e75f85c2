import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { screenshotPath } from './support/users.ts';

/**
 * The login form's throttle as a user meets it. Each test comes from an address of its own (the
 * server trusts the loopback proxy's X-Forwarded-For) with a username nobody has, so the failures
 * touch no other spec's account or address. The lock itself takes minutes of waits: the API tests
 * prove it on a clock they move.
 */
async function openLoginForm(page: Page) {
  await page.goto('/inventario/');
  await expect(page.getByLabel('Password')).toBeVisible();
}

async function fail(page: Page, username: string, submit: string) {
  await page.getByLabel(/Nome utente|Username/).fill(username);
  await page.getByLabel('Password').fill(`wrong-${randomBytes(4).toString('hex')}`);
  await page.getByRole('button', { name: submit }).click();
}

const address = () =>
  `198.18.${1 + ((randomBytes(1)[0] ?? 0) % 250)}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

test.describe('in Italian', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() } });

  test('after three failures the form asks to wait, and refuses the next attempt until then', async ({
    page,
  }) => {
    const username = `nessuno.${randomBytes(4).toString('hex')}`;
    await openLoginForm(page);
    await fail(page, username, 'Accedi');
    await expect(page.getByRole('alert')).toHaveText('Credenziali non valide');
    await fail(page, username, 'Accedi');
    await fail(page, username, 'Accedi');
    await expect(page.getByRole('alert')).toHaveText(
      'Credenziali non valide. Troppi tentativi non riusciti: attendi 1 secondo e riprova.',
    );
    await fail(page, username, 'Accedi');
    // Refused at once (wait 1 s), or, on a slow machine, the fourth failure (wait 2 s): a wait either way.
    await expect(page.getByRole('alert')).toHaveText(
      /^(Credenziali non valide\. )?Troppi tentativi non riusciti: attendi \d+ second[oi] e riprova\.$/,
    );
    await page.screenshot({ path: screenshotPath('sign-in-throttled-it') });
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB', extraHTTPHeaders: { 'x-forwarded-for': address() } });

  test('the same in English', async ({ page }) => {
    const username = `nobody.${randomBytes(4).toString('hex')}`;
    await openLoginForm(page);
    for (let failure = 1; failure <= 4; failure += 1) await fail(page, username, 'Sign in');
    await expect(page.getByRole('alert')).toHaveText(
      /^(Invalid credentials\. )?Too many failed attempts: wait \d seconds? and try again\.$/,
    );
    await page.screenshot({ path: screenshotPath('sign-in-throttled-en') });
  });
});
