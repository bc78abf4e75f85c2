import type { Subcategory } from '../../contracts/catalogue.ts';
import type { Administration, Creditor, Debtor } from '../../contracts/parties.ts';
import type { Location } from '../../contracts/placement.ts';
import type { SubConsignee } from '../../contracts/subconsignees.ts';
import type { ExportCatalog } from './export-columns.ts';
import { templateText } from './templates.ts';

/** A creditor's or debtor's name, kind (`G`, `F`: the client's words) and identifiers. */
const partyColumns = {
  description: { kind: 'text', value: (p: Creditor) => p.description },
  vendorType: { kind: 'text', value: (p: Creditor) => p.vendorType, coded: true },
  vatNumber: { kind: 'text', value: (p: Creditor) => p.vatNumber },
  fiscalCode: { kind: 'text', value: (p: Creditor) => p.fiscalCode },
} as const satisfies ExportCatalog<Creditor>;

/** The creditors' list (admin lists). */
export const CREDITOR_EXPORT_COLUMNS: ExportCatalog<Creditor> = partyColumns;

/** The debtors' list: a creditor's columns, and where the debtor is. */
export const DEBTOR_EXPORT_COLUMNS: ExportCatalog<Debtor> = {
  ...partyColumns,
  city: { kind: 'text', value: (d) => d.city },
  province: { kind: 'text', value: (d) => d.province },
};

/** The administrations' list. */
export const ADMINISTRATION_EXPORT_COLUMNS: ExportCatalog<Administration> = {
  description: { kind: 'text', value: (a) => a.description },
  fiscalCode: { kind: 'text', value: (a) => a.fiscalCode },
  address: { kind: 'text', value: (a) => a.address },
  city: { kind: 'text', value: (a) => a.city },
};

/** A site's locations; `active` is `true` or `false`, in the client's words. */
export const LOCATION_EXPORT_COLUMNS: ExportCatalog<Location> = {
  siteCode: { kind: 'text', value: (l) => l.site.code },
  code: { kind: 'text', value: (l) => l.code },
  description: { kind: 'text', value: (l) => l.description },
  roomNumber: { kind: 'text', value: (l) => l.roomNumber },
  floorNumber: { kind: 'text', value: (l) => l.floorNumber },
  subConsignee: { kind: 'text', value: (l) => l.subConsignee?.description ?? null },
  active: { kind: 'text', value: (l) => String(l.active), coded: true },
  notes: { kind: 'text', value: (l) => l.notes },
};

/** The sub-consignees, with how many locations each is entrusted with. */
export const SUBCONSIGNEE_EXPORT_COLUMNS: ExportCatalog<SubConsignee> = {
  description: { kind: 'text', value: (s) => s.description },
  fiscalCode: { kind: 'text', value: (s) => s.fiscalCode },
  locationCount: { kind: 'integer', value: (s) => s.locationCount },
  notes: { kind: 'text', value: (s) => s.notes },
};

/** A rate as an Italian spreadsheet reads it: `12,5` (the CSV's numbers have a decimal comma too). */
const percentText = (percent: number) =>
  new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: false }).format(percent);

/**
 * The subcategories (the categories page): the rate as the grid's button says it ("10 % dal 2022",
 * templates `rate` and `none` of the column's labels), the aggregation's code or the grid's `none`.
 */
export const SUBCATEGORY_EXPORT_COLUMNS: ExportCatalog<Subcategory> = {
  register: { kind: 'text', value: (s) => s.register.description },
  categoryCode: { kind: 'text', value: (s) => s.category.code },
  category: { kind: 'text', value: (s) => s.category.description },
  code: { kind: 'text', value: (s) => s.code },
  description: { kind: 'text', value: (s) => s.description },
  rate: {
    kind: 'text',
    value: (s) => s.rate?.percent ?? null,
    words: (s, templates) => {
      if (!s.rate) return templateText(templates, 'none') ?? null;
      const params = { percent: percentText(s.rate.percent), year: s.rate.validFromYear };
      return templateText(templates, 'rate', params) ?? `${params.percent} %`;
    },
  },
  aggregation: {
    kind: 'text',
    value: (s) => s.aggregation?.code ?? null,
    words: (s, templates) => s.aggregation?.code ?? templateText(templates, 'none') ?? null,
  },
  aggregationDescription: { kind: 'text', value: (s) => s.aggregation?.description ?? null },
};
