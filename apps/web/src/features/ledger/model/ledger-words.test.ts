import { type LedgerVerdict, ledgerProblemSchema } from '@inventario/shared/contracts/ledger';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '@/app/i18n/english.ts';
import { italian } from '@/app/i18n/resources.ts';
import enLedger from '@/locales/en/ledger.json';
import itLedger from '@/locales/it/ledger.json';
import {
  brokenRecordText,
  durationText,
  headTime,
  ledgerRows,
  ledgerSummary,
  nightlyCheckText,
  PROBLEM_TEXT_KEYS,
  problemTextKey,
  summaryText,
  voucherLabel,
} from './ledger-words.ts';

/** The ledger check's words, read from the real Italian and English texts. */

let it_: TFunction;
let en: TFunction;

beforeAll(async () => {
  const texts = i18next.createInstance();
  await texts.init({
    lng: 'it',
    fallbackLng: 'it',
    interpolation: { escapeValue: false },
    resources: {
      it: { translation: { ...italian, ledger: itLedger } },
      en: { translation: { ...english, ledger: enLedger } },
    },
  });
  it_ = texts.getFixedT('it');
  en = texts.getFixedT('en');
});

function verdict(extra: Partial<LedgerVerdict> = {}): LedgerVerdict {
  return {
    customerCode: 'DEMO001',
    intact: true,
    entries: 1234,
    vouchers: 410,
    head: { seq: 1234, hash: 'ab'.repeat(32), recordedAt: '2026-11-27T18:07:44.512Z' },
    firstBroken: null,
    broken: 0,
    checkedMs: 87,
    ...extra,
  };
}

const altered = (customerCode: string) =>
  verdict({
    customerCode,
    intact: false,
    firstBroken: {
      problem: 'voucherChanged',
      seq: 12,
      movementId: 40,
      voucher: { type: 1, year: 2026, number: 12 },
    },
    broken: 2,
  });

describe('problemTextKey', () => {
  it('has a key for each of the six problems of the contract, and each key has words in both languages', () => {
    expect(Object.keys(PROBLEM_TEXT_KEYS).sort()).toEqual([...ledgerProblemSchema.options].sort());
    expect(ledgerProblemSchema.options.map((problem) => it_(problemTextKey(problem)))).toEqual([
      'Voce alterata',
      'Catena interrotta',
      'Voci mancanti in coda',
      "Buono modificato fuori dall'applicazione",
      'Buono non registrato',
      "Buono eliminato fuori dall'applicazione",
    ]);
    expect(ledgerProblemSchema.options.map((problem) => en(problemTextKey(problem)))).toEqual([
      'Entry altered',
      'Chain broken',
      'Entries missing at the end',
      'Voucher changed outside the application',
      'Voucher not recorded',
      'Voucher deleted outside the application',
    ]);
  });
});

describe('voucherLabel', () => {
  it("names a voucher by its movement type's words, number and year", () => {
    const charge = { movementId: 40, voucher: { type: 1, year: 2026, number: 12 } };
    expect(voucherLabel(it_, charge)).toBe('Carico n. 12/2026');
    expect(voucherLabel(en, charge)).toBe('Charge no. 12/2026');
    const decrease = { movementId: 41, voucher: { type: 5, year: 2025, number: 3 } };
    expect(voucherLabel(it_, decrease)).toBe('Buono di decremento n. 3/2025');
    expect(voucherLabel(it_, { movementId: 42, voucher: { type: 3, year: 2026, number: 7 } })).toBe(
      'Proposta di scarico n. 7/2026',
    );
  });

  it('calls a voucher of a type it has no words for a voucher, and one without a number by its id', () => {
    expect(voucherLabel(it_, { movementId: 9, voucher: { type: 9, year: 2026, number: 1 } })).toBe(
      'Buono n. 1/2026',
    );
    expect(voucherLabel(it_, { movementId: 77, voucher: null })).toBe('Buono con id 77');
    expect(voucherLabel(en, { movementId: 77, voucher: null })).toBe('Voucher with id 77');
    expect(voucherLabel(it_, { movementId: 0, voucher: null })).toBe('');
  });
});

describe('brokenRecordText', () => {
  it('names the entry and the voucher, or says the voucher has no entry', () => {
    const voucher = { type: 2, year: 2026, number: 4 };
    expect(brokenRecordText(it_, { problem: 'entryAltered', seq: 12, movementId: 5, voucher })).toBe(
      'Voce 12 · Scarico n. 4/2026',
    );
    expect(brokenRecordText(en, { problem: 'entryAltered', seq: 12, movementId: 5, voucher })).toBe(
      'Entry 12 · Discharge no. 4/2026',
    );
    expect(brokenRecordText(it_, { problem: 'voucherUnrecorded', seq: null, movementId: 5, voucher })).toBe(
      'Nessuna voce · Scarico n. 4/2026',
    );
    // Entries cut off the end: the head names an entry, and no voucher.
    expect(brokenRecordText(it_, { problem: 'headMismatch', seq: 1200, movementId: 0, voucher: null })).toBe(
      'Voce 1200',
    );
  });
});

describe('headTime', () => {
  it("writes the head's time in Italy with seconds, as the registers' footer does", () => {
    expect(headTime('2026-11-27T18:07:44.512Z')).toBe('27/11/2026 19:07:44');
    // Summer time: two hours ahead of UTC.
    expect(headTime('2026-07-01T22:30:05Z')).toBe('02/07/2026 00:30:05');
    expect(headTime('not a time')).toBe('');
  });
});

describe('durationText', () => {
  it('gives milliseconds under a second and seconds with one decimal above, in the language', () => {
    expect(durationText(87, 'it')).toBe('87 ms');
    expect(durationText(999.4, 'it')).toBe('999 ms');
    expect(durationText(999.6, 'it')).toBe('1,0 s');
    expect(durationText(1_250, 'it')).toBe('1,3 s');
    expect(durationText(1_250, 'en')).toBe('1.3 s');
    expect(durationText(72_000, 'en')).toBe('72.0 s');
  });
});

describe('the summary', () => {
  it('counts the schools checked and the altered ones', () => {
    const verdicts = [verdict(), altered('DEMO002'), verdict({ customerCode: 'E2E01' }), altered('E2E02')];
    expect(ledgerSummary(verdicts)).toEqual({ checked: 4, altered: 2 });
    expect(summaryText(it_, verdicts)).toBe('4 scuole verificate, 2 alterate');
    expect(summaryText(en, verdicts)).toBe('4 schools checked, 2 altered');
  });

  it('says one school in the singular, and none altered', () => {
    expect(summaryText(it_, [verdict()])).toBe('1 scuola verificata, 0 alterate');
    expect(summaryText(it_, [altered('DEMO001')])).toBe('1 scuola verificata, 1 alterata');
    expect(summaryText(en, [verdict()])).toBe('1 school checked, 0 altered');
    expect(ledgerSummary([])).toEqual({ checked: 0, altered: 0 });
  });
});

describe('ledgerRows', () => {
  it("gives each verdict its school's name, the altered first, the others as checked", () => {
    const schools = [
      { customerCode: 'DEMO001', name: 'Istituto Comprensivo Demo' },
      { customerCode: 'DEMO002', name: 'Istituto Tecnico Demo' },
    ];
    const rows = ledgerRows(
      [verdict(), verdict({ customerCode: 'E2E01' }), altered('DEMO002'), altered('E2E02')],
      schools,
    );
    expect(rows.map((row) => [row.customerCode, row.schoolName, row.intact])).toEqual([
      ['DEMO002', 'Istituto Tecnico Demo', false],
      ['E2E02', 'E2E02', false],
      ['DEMO001', 'Istituto Comprensivo Demo', true],
      ['E2E01', 'E2E01', true],
    ]);
    expect(rows[0]?.broken).toBe(2);
  });
});

describe('nightlyCheckText', () => {
  it('says when the latest nightly run ended, in Italy, how many schools it checked and how many broke', () => {
    const run = { finishedAt: '2026-11-28T01:30:04.120Z', schools: 120, broken: 1 };
    expect(nightlyCheckText(it_, run)).toBe(
      'Ultimo controllo notturno: 28/11/2026 02:30:04 — 120 scuole, 1 con la catena interrotta',
    );
    expect(nightlyCheckText(en, run)).toBe(
      'Last nightly check: 28/11/2026 02:30:04 — 120 schools, 1 with a broken chain',
    );
    // Summer time: two hours ahead of UTC; one school, none broken.
    const summer = { finishedAt: '2026-07-01T00:30:00Z', schools: 1, broken: 0 };
    expect(nightlyCheckText(it_, summer)).toBe(
      'Ultimo controllo notturno: 01/07/2026 02:30:00 — 1 scuola, 0 con la catena interrotta',
    );
    expect(nightlyCheckText(en, summer)).toBe(
      'Last nightly check: 01/07/2026 02:30:00 — 1 school, 0 with a broken chain',
    );
  });

  it('says that none ran yet before the first run', () => {
    expect(nightlyCheckText(it_, null)).toBe('Nessun controllo notturno ancora eseguito');
    expect(nightlyCheckText(en, null)).toBe('No nightly check has run yet');
  });
});
