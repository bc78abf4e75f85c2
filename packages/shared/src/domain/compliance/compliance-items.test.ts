import { describe, expect, it } from 'vitest';
import { YEAR_STATUS } from '../financial-years/financial-year.ts';
import {
  addDays,
  addYears,
  type ComplianceFacts,
  complianceItems,
  severityOfDue,
  waitingCutoff,
} from './compliance-items.ts';

/** A school with nothing to do on 2026-06-15: recent recognition and renewal, years in order. */
const clean: ComplianceFacts = {
  today: '2026-06-15',
  lastRecognitionEnd: '2024-03-12',
  ongoingRecognition: null,
  lastRenewalDate: '2021-12-31',
  ongoingRenewal: null,
  years: [
    { year: 2025, status: YEAR_STATUS.closedWithDepreciation },
    { year: 2026, status: YEAR_STATUS.open },
  ],
  pendingConfirmedProposals: 0,
  oldWaitingAssets: { count: 0, oldest: null },
  incompleteUniversalities: 0,
  manager: 'Anna Ferri',
  consignee: 'Maria Rossi',
};

const kinds = (facts: ComplianceFacts) => complianceItems(facts).map((i) => i.kind);

describe('dates', () => {
  it('adds years keeping the day, 29 February falling on the 28th', () => {
    expect(addYears('2019-03-12', 5)).toBe('2024-03-12');
    expect(addYears('2021-12-31', 10)).toBe('2031-12-31');
    expect(addYears('2020-02-29', 5)).toBe('2025-02-28');
    expect(addYears('2020-02-29', 4)).toBe('2024-02-29');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-01-10', -30)).toBe('2025-12-11');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(waitingCutoff('2026-06-15')).toBe('2026-05-16');
  });

  it('is overdue after the due date, due soon within 180 days, else nothing yet', () => {
    expect(severityOfDue('2026-06-14', '2026-06-15')).toBe('overdue');
    expect(severityOfDue('2026-06-15', '2026-06-15')).toBe('dueSoon');
    expect(severityOfDue('2026-12-12', '2026-06-15')).toBe('dueSoon');
    expect(severityOfDue('2026-12-13', '2026-06-15')).toBeNull();
  });
});

describe('complianceItems', () => {
  it('has nothing to ask of a school in order', () => {
    expect(complianceItems(clean)).toEqual([]);
  });

  it('asks for the recognition five years after the last one, with its date', () => {
    const items = complianceItems({ ...clean, lastRecognitionEnd: '2019-03-12' });
    expect(items).toEqual([
      {
        kind: 'recognitionDue',
        severity: 'overdue',
        dueDate: '2024-03-12',
        since: '2019-03-12',
        year: null,
        count: null,
        missing: [],
        route: '#/recognition',
      },
    ]);
    expect(complianceItems({ ...clean, lastRecognitionEnd: '2021-10-01' })[0]).toMatchObject({
      kind: 'recognitionDue',
      severity: 'dueSoon',
      dueDate: '2026-10-01',
    });
  });

  it('says there is no recognition without inventing a date', () => {
    expect(complianceItems({ ...clean, lastRecognitionEnd: null })).toEqual([
      expect.objectContaining({ kind: 'recognitionMissing', severity: 'toDo', dueDate: null, since: null }),
    ]);
  });

  it('shows an ongoing recognition with its start, its link, and the due date of the last one', () => {
    const ongoingRecognition = { id: 7, startDate: '2026-05-02' };
    expect(complianceItems({ ...clean, lastRecognitionEnd: null, ongoingRecognition })).toEqual([
      expect.objectContaining({
        kind: 'recognitionOngoing',
        severity: 'toDo',
        dueDate: null,
        since: '2026-05-02',
        route: '#/recognition/detail/7',
      }),
    ]);
    expect(
      complianceItems({ ...clean, lastRecognitionEnd: '2020-01-31', ongoingRecognition })[0],
    ).toMatchObject({ kind: 'recognitionOngoing', severity: 'overdue', dueDate: '2025-01-31' });
  });

  it('asks for the renewal ten years after the last one', () => {
    const lateSchool = { ...clean, today: '2031-09-01' as const, years: [] };
    expect(complianceItems(lateSchool).find((i) => i.kind === 'renewalDue')).toMatchObject({
      severity: 'dueSoon',
      dueDate: '2031-12-31',
      since: '2021-12-31',
      route: '#/renewal',
    });
    expect(complianceItems({ ...clean, lastRenewalDate: '2015-12-31' })[0]).toMatchObject({
      kind: 'renewalDue',
      severity: 'overdue',
      dueDate: '2025-12-31',
    });
  });

  it('does not assume the national renewal of 31/12/2021: it asks for the date in the school data', () => {
    const items = complianceItems({ ...clean, lastRenewalDate: null });
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'renewalDateMissing',
        severity: 'toDo',
        dueDate: null,
        since: null,
        route: '#/settings',
      }),
    ]);
  });

  it('shows an ongoing renewal with its year', () => {
    const items = complianceItems({
      ...clean,
      ongoingRenewal: { startDate: '2026-02-01', renewalDate: '2025-12-31' },
    });
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'renewalOngoing',
        since: '2026-02-01',
        year: 2025,
        route: '#/renewal',
      }),
    ]);
  });

  it("asks to open today's year, close past open years and depreciate the latest closed one", () => {
    const items = complianceItems({
      ...clean,
      today: '2027-01-20',
      years: [
        { year: 2024, status: YEAR_STATUS.closed },
        { year: 2025, status: YEAR_STATUS.closed },
        { year: 2026, status: YEAR_STATUS.open },
      ],
    });
    expect(items.map((i) => [i.kind, i.year, i.route])).toEqual([
      ['yearToOpen', 2027, '#/financial-year'],
      ['yearToClose', 2026, '#/financial-year'],
      ['depreciationMissing', 2025, '#/annual-amortization'],
    ]);
  });

  it('asks for no depreciation of a year closed with it, nor of imported years', () => {
    const years = [
      { year: 2024, status: YEAR_STATUS.closed },
      { year: 2025, status: YEAR_STATUS.closedWithDepreciation },
      { year: 2026, status: YEAR_STATUS.open },
    ];
    expect(complianceItems({ ...clean, years })).toEqual([]);
    const imported = [
      { year: 2025, status: YEAR_STATUS.imported },
      { year: 2026, status: YEAR_STATUS.open },
    ];
    expect(complianceItems({ ...clean, years: imported })).toEqual([]);
  });

  it('asks a school without years to open the current one', () => {
    expect(complianceItems({ ...clean, years: [] })).toEqual([
      expect.objectContaining({ kind: 'yearToOpen', year: 2026 }),
    ]);
    // The year after the latest: open it too.
    expect(kinds({ ...clean, years: [{ year: 2025, status: YEAR_STATUS.closedWithDepreciation }] })).toEqual([
      'yearToOpen',
    ]);
  });

  it('counts proposals, waiting assets and universalities with their links', () => {
    const items = complianceItems({
      ...clean,
      pendingConfirmedProposals: 2,
      oldWaitingAssets: { count: 3, oldest: '2026-01-05' },
      incompleteUniversalities: 1,
    });
    expect(items.map((i) => [i.kind, i.count, i.since, i.route])).toEqual([
      ['confirmedProposals', 2, null, '#/outdated'],
      ['waitingAssets', 3, '2026-01-05', '#/assets?view=waiting'],
      ['incompleteUniversalities', 1, null, '#/universalities'],
    ]);
  });

  it('names the DS and DSGA the school data lacks, blank names included', () => {
    expect(complianceItems({ ...clean, manager: null, consignee: '  ' })).toEqual([
      expect.objectContaining({
        kind: 'headsMissing',
        missing: ['manager', 'consignee'],
        route: '#/settings',
      }),
    ]);
    expect(complianceItems({ ...clean, consignee: null })[0]?.missing).toEqual(['consignee']);
  });

  it('puts overdue items first, then due soon, then the rest', () => {
    const items = complianceItems({
      ...clean,
      lastRecognitionEnd: '2021-10-01',
      lastRenewalDate: '2015-12-31',
      incompleteUniversalities: 4,
      manager: null,
    });
    expect(items.map((i) => [i.kind, i.severity])).toEqual([
      ['renewalDue', 'overdue'],
      ['recognitionDue', 'dueSoon'],
      ['incompleteUniversalities', 'toDo'],
      ['headsMissing', 'toDo'],
    ]);
  });
});
