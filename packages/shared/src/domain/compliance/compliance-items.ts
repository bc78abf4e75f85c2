import { YEAR_STATUS, type YearState } from '../financial-years/financial-year.ts';

/**
 * The compliance calendar of the dashboard: what the law and the year ask of the school, computed
 * from its own data (DOMAIN §5, §7, §8). Each item names why and where it is done; a due date is
 * given only when the school's data supports one (the last recognition's end, the last renewal's
 * date): a school with no recognition, or no renewal date recorded, is told so, never given a date.
 * Dates are ISO `YYYY-MM-DD`, which compare as text.
 */

/** The recognition: at least every five years (DOMAIN §7). */
export const RECOGNITION_EVERY_YEARS = 5;
/** The renewal: at least every ten years (DOMAIN §8). */
export const RENEWAL_EVERY_YEARS = 10;
/** A due date this close is announced as due soon. */
export const DUE_SOON_DAYS = 180;
/** Waiting assets recorded longer ago than this are reported: goods delivered should be charged. */
export const WAITING_DAYS = 30;

export const complianceKinds = [
  'recognitionMissing',
  'recognitionDue',
  'recognitionOngoing',
  'renewalDateMissing',
  'renewalDue',
  'renewalOngoing',
  'yearToOpen',
  'yearToClose',
  'depreciationMissing',
  'confirmedProposals',
  'waitingAssets',
  'incompleteUniversalities',
  'headsMissing',
] as const;
export type ComplianceKind = (typeof complianceKinds)[number];

/** Past its due date; due within {@link DUE_SOON_DAYS}; to do, with no date the data gives. */
export const complianceSeverities = ['overdue', 'dueSoon', 'toDo'] as const;
export type ComplianceSeverity = (typeof complianceSeverities)[number];

export const schoolHeads = ['manager', 'consignee'] as const;
export type SchoolHead = (typeof schoolHeads)[number];

export interface ComplianceItem {
  kind: ComplianceKind;
  severity: ComplianceSeverity;
  /** The date the law asks it by, only when the school's data gives one. */
  dueDate: string | null;
  /**
   * The fact the item rests on: the last recognition's end or the last renewal's date (…Due), the
   * ongoing one's start (…Ongoing), the oldest waiting asset's recording (waitingAssets).
   */
  since: string | null;
  /** The financial year of yearToOpen, yearToClose, depreciationMissing; the renewal's year. */
  year: number | null;
  /** How many: proposals, waiting assets, universalities. */
  count: number | null;
  /** The heads the school data lacks (headsMissing). */
  missing: SchoolHead[];
  /** The client route where it is done (`#/…`). */
  route: string;
}

export interface ComplianceFacts {
  today: string;
  /** The latest end date of the school's completed recognitions, null when it has none. */
  lastRecognitionEnd: string | null;
  ongoingRecognition: { id: number; startDate: string } | null;
  /** The school's last renewal (its data's date, or its latest completed renewal), null when unknown. */
  lastRenewalDate: string | null;
  ongoingRenewal: { startDate: string; renewalDate: string } | null;
  years: readonly YearState[];
  /** Confirmed discharge proposals not yet discharged (what blocks a close, `existingOutConfirmed`). */
  pendingConfirmedProposals: number;
  /** Waiting assets recorded before {@link waitingCutoff}, and the oldest one's date. */
  oldWaitingAssets: { count: number; oldest: string | null };
  /** Universalities neither charged nor imported whose components stay under the threshold. */
  incompleteUniversalities: number;
  /** DS and DSGA as the school data keeps them for the prints. */
  manager: string | null;
  consignee: string | null;
}

export const complianceRoutes = {
  recognition: '#/recognition',
  recognitionDetail: (id: number) => `#/recognition/detail/${id}`,
  renewal: '#/renewal',
  financialYears: '#/financial-year',
  depreciation: '#/annual-amortization',
  proposals: '#/outdated',
  waitingAssets: '#/assets?view=waiting',
  universalities: '#/universalities',
  schoolData: '#/settings',
} as const;

const DAY_MS = 86_400_000;

function utc(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February falls on the 28th in a year without it. */
export function addYears(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years;
  const month = Number(iso.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(iso.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(iso: string, days: number): string {
  return isoOf(utc(iso) + days * DAY_MS);
}

/** Waiting assets recorded before this day have waited more than {@link WAITING_DAYS} days. */
export function waitingCutoff(today: string): string {
  return addDays(today, -WAITING_DAYS);
}

/** Overdue after its due date, due soon within {@link DUE_SOON_DAYS}, else not yet anything to do. */
export function severityOfDue(dueDate: string, today: string): ComplianceSeverity | null {
  if (today > dueDate) return 'overdue';
  return today >= addDays(dueDate, -DUE_SOON_DAYS) ? 'dueSoon' : null;
}

type Draft = Partial<ComplianceItem> & Pick<ComplianceItem, 'kind' | 'severity' | 'route'>;

function item(draft: Draft): ComplianceItem {
  return { dueDate: null, since: null, year: null, count: null, missing: [], ...draft };
}

/** A periodic duty (recognition, renewal): ongoing, due from the last one, or never recorded. */
function periodic(
  facts: ComplianceFacts,
  last: string | null,
  everyYears: number,
  ongoing: { since: string; route: string; year?: number } | null,
  kinds: { ongoing: ComplianceKind; due: ComplianceKind; missing: ComplianceKind },
  routes: { due: string; missing: string },
): ComplianceItem[] {
  const dueDate = last === null ? null : addYears(last, everyYears);
  const dueSeverity = dueDate === null ? null : severityOfDue(dueDate, facts.today);
  if (ongoing) {
    return [
      item({
        kind: kinds.ongoing,
        severity: dueSeverity ?? 'toDo',
        dueDate,
        since: ongoing.since,
        year: ongoing.year ?? null,
        route: ongoing.route,
      }),
    ];
  }
  if (last === null) return [item({ kind: kinds.missing, severity: 'toDo', route: routes.missing })];
  if (dueSeverity === null) return [];
  return [item({ kind: kinds.due, severity: dueSeverity, dueDate, since: last, route: routes.due })];
}

function recognitionItems(facts: ComplianceFacts): ComplianceItem[] {
  const ongoing = facts.ongoingRecognition;
  return periodic(
    facts,
    facts.lastRecognitionEnd,
    RECOGNITION_EVERY_YEARS,
    ongoing ? { since: ongoing.startDate, route: complianceRoutes.recognitionDetail(ongoing.id) } : null,
    { ongoing: 'recognitionOngoing', due: 'recognitionDue', missing: 'recognitionMissing' },
    { due: complianceRoutes.recognition, missing: complianceRoutes.recognition },
  );
}

/**
 * The renewal is due ten years after the school's last one. Most schools renewed at 31/12/2021, the
 * last national renewal, but only the school's own data says so: without it the school is asked to
 * record the date in its general data.
 */
function renewalItems(facts: ComplianceFacts): ComplianceItem[] {
  const ongoing = facts.ongoingRenewal;
  return periodic(
    facts,
    facts.lastRenewalDate,
    RENEWAL_EVERY_YEARS,
    ongoing
      ? {
          since: ongoing.startDate,
          route: complianceRoutes.renewal,
          year: Number(ongoing.renewalDate.slice(0, 4)),
        }
      : null,
    { ongoing: 'renewalOngoing', due: 'renewalDue', missing: 'renewalDateMissing' },
    { due: complianceRoutes.renewal, missing: complianceRoutes.schoolData },
  );
}

/**
 * The years (DOMAIN §5): today's year to open when the school's latest is older; each past year still
 * open, to close; the latest closed year when it was closed without depreciation (the only one that can
 * be reopened and closed with it). Imported years are history from elsewhere: never asked for.
 */
function yearItems(facts: ComplianceFacts): ComplianceItem[] {
  const currentYear = Number(facts.today.slice(0, 4));
  const items: ComplianceItem[] = [];
  const latest = facts.years.reduce<number | null>(
    (max, y) => (max === null || y.year > max ? y.year : max),
    null,
  );
  if (latest === null || latest < currentYear) {
    items.push(
      item({
        kind: 'yearToOpen',
        severity: 'toDo',
        year: currentYear,
        route: complianceRoutes.financialYears,
      }),
    );
  }
  const pastOpen = facts.years
    .filter((y) => y.status === YEAR_STATUS.open && y.year < currentYear)
    .sort((a, b) => a.year - b.year);
  for (const y of pastOpen) {
    items.push(
      item({ kind: 'yearToClose', severity: 'toDo', year: y.year, route: complianceRoutes.financialYears }),
    );
  }
  const latestClosed = facts.years
    .filter((y) => y.status === YEAR_STATUS.closed || y.status === YEAR_STATUS.closedWithDepreciation)
    .sort((a, b) => b.year - a.year)[0];
  if (latestClosed?.status === YEAR_STATUS.closed) {
    items.push(
      item({
        kind: 'depreciationMissing',
        severity: 'toDo',
        year: latestClosed.year,
        route: complianceRoutes.depreciation,
      }),
    );
  }
  return items;
}

function pendingItems(facts: ComplianceFacts): ComplianceItem[] {
  const items: ComplianceItem[] = [];
  if (facts.pendingConfirmedProposals > 0) {
    items.push(
      item({
        kind: 'confirmedProposals',
        severity: 'toDo',
        count: facts.pendingConfirmedProposals,
        route: complianceRoutes.proposals,
      }),
    );
  }
  if (facts.oldWaitingAssets.count > 0) {
    items.push(
      item({
        kind: 'waitingAssets',
        severity: 'toDo',
        count: facts.oldWaitingAssets.count,
        since: facts.oldWaitingAssets.oldest,
        route: complianceRoutes.waitingAssets,
      }),
    );
  }
  if (facts.incompleteUniversalities > 0) {
    items.push(
      item({
        kind: 'incompleteUniversalities',
        severity: 'toDo',
        count: facts.incompleteUniversalities,
        route: complianceRoutes.universalities,
      }),
    );
  }
  const blank = (name: string | null) => (name ?? '').trim() === '';
  const missing = schoolHeads.filter((head) => blank(facts[head]));
  if (missing.length > 0) {
    items.push(item({ kind: 'headsMissing', severity: 'toDo', missing, route: complianceRoutes.schoolData }));
  }
  return items;
}

const severityRank: Record<ComplianceSeverity, number> = { overdue: 0, dueSoon: 1, toDo: 2 };

/**
 * The school's compliance items, the most pressing first: overdue, then due soon (the nearer due date
 * first), then the rest in the order of {@link complianceKinds}.
 */
export function complianceItems(facts: ComplianceFacts): ComplianceItem[] {
  const items = [
    ...recognitionItems(facts),
    ...renewalItems(facts),
    ...yearItems(facts),
    ...pendingItems(facts),
  ];
  const kindRank = (kind: ComplianceKind) => complianceKinds.indexOf(kind);
  return items.sort(
    (a, b) =>
      severityRank[a.severity] - severityRank[b.severity] ||
      (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
      kindRank(a.kind) - kindRank(b.kind) ||
      (a.year ?? 0) - (b.year ?? 0),
  );
}
