import type { Page } from '@playwright/test';
import { screenshotPath } from './users.ts';

/**
 * A screenshot once the page has stopped moving: dialogs fade in, and a picture taken during the fade
 * shows the page through the dialog. Waits on the browser's own running animations, not on a timer.
 */
export async function settledScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: screenshotPath(name), fullPage: options.fullPage ?? false });
}
