import path from 'node:path';
import { test as base } from '@playwright/test';
import { type DemoUser, storageStateOf } from './users.ts';

/**
 * Which school each spec file works in, so that the suite runs on two workers and no file depends on
 * another's data or on the order files run in.
 *
 * The demo installation (DEMO001 with demo.dsga, demo.norin, demo.noinv, demo.support; DEMO002 with
 * demo.dsga2) is read-only for specs: the files in `demoReaders` read it, several at once. A file that
 * writes anything of a school (a movement, an asset, a list, a setting, a document, a financial year)
 * has a school of its own, which the main server seeds on its first start (E2E_SCHOOLS and
 * E2E_EMPTY_SCHOOLS, apps/server/src/seed/e2e-schools.ts), and imports `test` from this file: its
 * tests get the `school` fixture and run signed in as the school's DSGA (in an empty school, signed
 * out: the advice that it has no financial year covers the shell until the user closes it).
 */

/** Files with a copy of DEMO001 each (lists, two years of movements, external movements, a merged school of its own E2A01…): E2E01… */
const withDemoData = [
  'admin-catalogue',
  'admin-parties',
  'admin-placement',
  'asset-changes',
  'asset-record',
  'assets',
  'charges',
  'compliance',
  'discharge-flow',
  'documents',
  'external-movements',
  'financial-year',
  'invoice-charge',
  'ui-rules',
  'labels-settings',
  'movement-booking',
  'printing',
  'printing-labels',
  'printing-minutes',
  'proposals',
  'settings',
  'universalities',
  'value-vouchers',
  'year-close-depreciation',
  'renewal-demo',
  'merges',
  'activity',
] as const;

/** Files with a new, empty school each (no year, no places, no goods): E2V01… */
const empty = [
  'inventory-flow',
  'imports',
  'imports-software',
  'recognition',
  'recognition-phone',
  'renewal',
  'empty-school',
] as const;

/** Files that only read the demo installation, and `session-expiry`, which has a server of its own. */
export const demoReaders = [
  'accessibility',
  'asset-form',
  'dashboard',
  'help',
  'impersonation',
  'imports-detail',
  'keyboard-and-phone',
  'language',
  'ledger-check',
  'licences',
  'logout',
  'news',
  'routes',
  'search',
  'security-headers',
  'session-expiry',
  'shell',
  'sign-in',
  'sign-in-address',
  'sign-in-throttle',
  'theme',
  'unauthorized',
  'welcome-back',
] as const;

/** What the main server is asked to seed: one school per file above. */
export const schoolCounts = { demo: withDemoData.length, empty: empty.length };

export interface TestSchool {
  /** A copy of DEMO001, or a new school. */
  kind: 'demo' | 'empty';
  code: string;
  name: string;
  city: string;
  /** The DS the customer area keeps. */
  ds: string;
  dsga: DemoUser;
  /** An empty school's vendor staff (e2v01.support…), who make the imports of types 3 and 4. */
  support: DemoUser | null;
  /** A demo copy's merged school (E2A01…, the Milano inventory) and its DSGA; none for an empty school. */
  seller: { code: string; name: string; dsga: DemoUser } | null;
}

/** The school the server seeds as the n-th of its kind (E2E01, E2V01…), with its DSGA. */
function testSchool(kind: TestSchool['kind'], n: number): TestSchool {
  const code = `${kind === 'demo' ? 'E2E' : 'E2V'}${String(n).padStart(2, '0')}`;
  return {
    kind,
    code,
    name: `Istituto di prova ${code}`,
    city: 'Roma',
    ds: 'Anna Ferri',
    dsga: { username: `${code.toLowerCase()}.dsga`, fullName: `Laura Prova ${code}` },
    support:
      kind === 'empty'
        ? { username: `${code.toLowerCase()}.support`, fullName: `Marco Assistenza ${code}` }
        : null,
    seller: kind === 'demo' ? sellerOf(n) : null,
  };
}

/** The merged school the server seeds for the n-th demo copy (apps/server/src/seed/e2e-schools.ts). */
function sellerOf(n: number): TestSchool['seller'] {
  const code = `E2A${String(n).padStart(2, '0')}`;
  return {
    code,
    name: `Istituto tecnico di prova ${code}`,
    dsga: { username: `${code.toLowerCase()}.dsga`, fullName: `Giulia Accorpata ${code}` },
  };
}

const schoolOfSpec = new Map<string, TestSchool>([
  ...withDemoData.map((spec, i) => [spec, testSchool('demo', i + 1)] as const),
  ...empty.map((spec, i) => [spec, testSchool('empty', i + 1)] as const),
]);

/** The schools whose DSGA the setup project signs in: the copies of DEMO001. */
export const signedInSchools = [...schoolOfSpec.values()].filter((school) => school.kind === 'demo');

/** The spec files that have a school of their own, and those that read the demo installation. */
export const classifiedSpecs: readonly string[] = [...withDemoData, ...empty, ...demoReaders];

export const specName = (file: string) => path.basename(file, '.spec.ts');

/** `test` for a spec file with a school of its own: the `school` fixture, signed in as its DSGA. */
export const test = base.extend<{ school: TestSchool }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  school: async ({}, use, testInfo) => {
    const school = schoolOfSpec.get(specName(testInfo.file));
    if (!school)
      throw new Error(`${testInfo.file} has no school of its own: add it in e2e/support/schools.ts`);
    await use(school);
  },
  storageState: async ({ school }, use) =>
    use(school.kind === 'demo' ? storageStateOf(school.dsga) : { cookies: [], origins: [] }),
});

export { expect } from '@playwright/test';
