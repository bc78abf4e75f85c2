import { type ImportFailureCode, importFailureCodes } from '@inventario/shared/contracts/imports';

/**
 * The counts of an import's `result` (import-writer.ts): what was created of the school's lists (the
 * entries mapped onto the school's own are not counted), then everything of the years and goods, then
 * the vouchers by kind and their lines.
 */
export const RESULT_SECTIONS = {
  created: [
    'sites',
    'locations',
    'subConsignees',
    'categories',
    'subcategories',
    'creditors',
    'debtors',
    'administrations',
  ],
  goods: ['years', 'universalities', 'assets'],
  vouchers: ['charge', 'proposal', 'discharge', 'decrease', 'increase', 'lines'],
} as const;

export type ResultSection = keyof typeof RESULT_SECTIONS;
export type ResultKey = (typeof RESULT_SECTIONS)[ResultSection][number];

export const RESULT_KEYS: readonly ResultKey[] = Object.values(RESULT_SECTIONS).flat();

export interface ResultRow {
  key: ResultKey;
  count: number;
}

/** The result's counts by section, in the order above; a key the result lacks is left out, and an empty section. */
export function resultSections(
  result: Record<string, number>,
): { section: ResultSection; rows: ResultRow[] }[] {
  return (Object.keys(RESULT_SECTIONS) as ResultSection[])
    .map((section) => ({
      section,
      rows: RESULT_SECTIONS[section]
        .filter((key) => typeof result[key] === 'number')
        .map((key) => ({ key, count: result[key] ?? 0 })),
    }))
    .filter((group) => group.rows.length > 0);
}

/** The lists where what came in is found: the screen's path, and the result's keys it shows. */
const RESULT_LINKS = [
  { link: 'charge', path: '/charge', keys: ['charge'] },
  { link: 'proposal', path: '/outdated', keys: ['proposal'] },
  { link: 'discharge', path: '/discharge', keys: ['discharge'] },
  { link: 'valueVouchers', path: '/value-voucher', keys: ['decrease', 'increase'] },
  { link: 'assets', path: '/assets', keys: ['assets'] },
  { link: 'universalities', path: '/universalities', keys: ['universalities'] },
  { link: 'years', path: '/financial-year', keys: ['years'] },
  { link: 'placement', path: '/admin-lists/placement', keys: ['sites', 'locations'] },
  { link: 'subConsignees', path: '/admin-lists/subconsignees', keys: ['subConsignees'] },
  { link: 'catalogue', path: '/admin-lists/categories', keys: ['categories', 'subcategories'] },
  { link: 'creditors', path: '/admin-lists/creditors', keys: ['creditors'] },
  { link: 'debtors', path: '/admin-lists/debtors', keys: ['debtors'] },
  { link: 'administrations', path: '/admin-lists/administrations', keys: ['administrations'] },
] as const satisfies readonly { link: string; path: string; keys: readonly ResultKey[] }[];

export type ResultLink = (typeof RESULT_LINKS)[number]['link'];

/** The ways to what the import brought: a list's link only when the import brought some of it. */
export function resultLinks(result: Record<string, number>): { link: ResultLink; path: string }[] {
  return RESULT_LINKS.filter((entry) => entry.keys.some((key) => (result[key] ?? 0) > 0)).map(
    ({ link, path }) => ({ link, path }),
  );
}

/** Why a run stopped, as the texts know it: an unknown code reads as the generic failure. */
export function failureCodeOf(code: string | null): ImportFailureCode {
  return (importFailureCodes as readonly string[]).includes(code ?? '')
    ? (code as ImportFailureCode)
    : 'importFailed';
}
