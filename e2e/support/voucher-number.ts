import { expect, type Locator } from '@playwright/test';

/**
 * The number ("3/2026") a voucher's facts show under "Numero". Read here, not from the toast that
 * announced the save: a toast lasts three seconds, and on a busy machine it may be fading out, its
 * text no longer rendered, by the time a test reads it.
 */
export async function voucherNumber(facts: Locator): Promise<string> {
  const number = facts.locator('dt:text-is("Numero") + dd');
  await expect(number).toHaveText(/^\d+\/\d{4}$/);
  return (await number.textContent()) ?? '';
}
