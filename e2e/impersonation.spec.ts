import { expect, test } from '@playwright/test';
import { demoSchools, demoUsers, storageStateOf } from './support/users.ts';

test.use({ storageState: storageStateOf(demoUsers.support) });

test('vendor staff act for another school and come back to their own', async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(`${demoSchools.main.name}, ${demoSchools.main.city}`)).toBeVisible();

  await banner.getByRole('button', { name: `Menu utente di ${demoUsers.support.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Selezione scuola' }).click();
  await expect(page).toHaveURL(/#\/school-selection$/);
  const currentSchool = page.getByRole('region', { name: 'Scuola in uso' });
  await expect(currentSchool).toContainText(demoSchools.main.name);

  await page.getByLabel('Cerca per codice, denominazione o comune').fill('milano');
  await page.getByRole('button', { name: `Seleziona la scuola ${demoSchools.second.name}` }).click();
  await expect(page.getByText(`Ora stai operando per ${demoSchools.second.name}`)).toBeVisible();
  await expect(banner.getByText(`${demoSchools.second.name}, ${demoSchools.second.city}`)).toBeVisible();
  await expect(currentSchool).toContainText(demoSchools.second.name);

  // The choice belongs to the backend session: it survives a reload.
  await page.reload();
  await expect(banner.getByText(`${demoSchools.second.name}, ${demoSchools.second.city}`)).toBeVisible();

  await page.getByRole('button', { name: 'Torna alla tua scuola' }).click();
  await expect(page.getByText('Sei tornato alla tua scuola')).toBeVisible();
  await expect(banner.getByText(`${demoSchools.main.name}, ${demoSchools.main.city}`)).toBeVisible();
  await expect(currentSchool).toContainText(demoSchools.main.name);
});
