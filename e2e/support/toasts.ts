import { expect, type Page } from '@playwright/test';

/**
 * Closes a toast, so it covers nothing in a picture. A toast lasts 3 s (spec 01 §9): on a loaded
 * machine it may be gone before the click lands, which is as good. Where the toast is the only sign
 * that something happened, look for it first with `toBeVisible`.
 */
export async function dismissToast(page: Page, message: string) {
  const toast = page.getByRole('status').filter({ hasText: message });
  await toast
    .getByRole('button', { name: 'Chiudi' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}
