import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.2 AA, as the public administration's accessibility obligations (AgID guidelines) ask. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A violation that blocks: axe's own impact scale, of which the issue forbids the top two. */
const BLOCKING = new Set(['serious', 'critical']);

export type Language = 'it' | 'en';
export type ThemeMode = 'light' | 'dark';

/** The four ways a user can see the interface. */
export const variants: { language: Language; theme: ThemeMode }[] = [
  { language: 'it', theme: 'light' },
  { language: 'it', theme: 'dark' },
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
];

export const browserLocale: Record<Language, string> = { it: 'it-IT', en: 'en-US' };

const localesDir = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
const namespaces = new Map<string, unknown>();

/**
 * The interface's text for an i18n key (`namespace:path.to.key`) in a language, read from the web
 * client's own locale files, so a check finds the same button in Italian and in English.
 */
export function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace = '', keyPath = ''] = key.split(':');
  const file = path.join(localesDir, language, `${namespace}.json`);
  if (!namespaces.has(file)) namespaces.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const found = keyPath
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      namespaces.get(file),
    );
  if (typeof found !== 'string') throw new Error(`No text for ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Waits until data has loaded and nothing moves: axe's contrast check misreads a fading element. */
export async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Checks the page (dialogs and menus live in portals, so the whole document) against WCAG 2.2 AA:
 * no serious or critical violation. Every violation found, blocking or not, is attached to the report.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (violations.length > 0) {
    await testInfo.attach(`axe-${name}.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary}`),
    }));
  expect.soft(blocking, `accessibility of ${name}`).toEqual([]);
}
