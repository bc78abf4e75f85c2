import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a grid row's checkbox. While the grid reloads (a search's answer, a new page, a refetch) MUI
 * lays its loading overlay over the rows and a click there changes nothing, for a user as for a test:
 * tick again once the overlay is gone, until the box holds the tick.
 */
export async function tickRow(row: Locator): Promise<void> {
  const checkbox = row.getByRole('checkbox');
  await expect(async () => {
    await checkbox.check({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
