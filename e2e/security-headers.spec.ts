import { expect, type Page, test } from '@playwright/test';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { demoUsers } from './support/users.ts';

/**
 * Records what the Content-Security-Policy refuses: the console's reports (they outlive a navigation,
 * so the sign-in and logout pages count) and the pages' own `securitypolicyviolation` events.
 */
function watchViolations(page: Page): () => Promise<string[]> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reported.push(message.text());
  });
  void page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test('signing in, working and signing out under the Content-Security-Policy: nothing is refused', async ({
  page,
}) => {
  const violations = watchViolations(page);
  const spa = page.waitForResponse((response) => new URL(response.url()).pathname === '/inventario/');
  await signIn(page, demoUsers.dsga, { route: '/assets' });
  const policy = (await spa).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("'unsafe-eval'");
  await expectShellFor(page, demoUsers.dsga);
  await expect(page.getByRole('grid')).toBeVisible();

  await page.goto('/inventario/#/documents');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // The logout passes through the provider's confirm page, whose script is a file.
  await page.getByRole('button', { name: `Menu utente di ${demoUsers.dsga.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the Swagger UI of the API works under the policy', async ({ page }) => {
  const violations = watchViolations(page);
  const answer = await page.goto('/inventario/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The first load builds the OpenAPI document of every route and parses a large bundle: slow under load.
  await expect(page.getByRole('heading', { name: /Inventario API/ })).toBeVisible({ timeout: 45_000 });
  // The UI draws the tags as they scroll into view: a user scrolls down to the documents' operations.
  const publish = page.getByText('/s3documents/publishMessage').first();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 2_000);
      return publish.isVisible();
    })
    .toBe(true);
  expect(await violations()).toEqual([]);
});
