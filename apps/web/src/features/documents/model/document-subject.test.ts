import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '@/app/i18n/english.ts';
import { italian } from '@/app/i18n/resources.ts';
import { describeSubject } from './document-subject.ts';

let it_: TFunction;
let en: TFunction;

beforeAll(async () => {
  const texts = i18next.createInstance();
  await texts.init({
    resources: { it: { translation: italian }, en: { translation: english } },
    lng: 'it',
    interpolation: { escapeValue: false },
  });
  it_ = texts.getFixedT('it');
  en = texts.getFixedT('en');
});

describe('describeSubject', () => {
  it('names a register at a date (inventory register, subcategories summary)', () => {
    expect(describeSubject({ register: 'Beni mobili', atDate: '2026-12-31' }, it_)).toBe(
      'Beni mobili · al 31/12/2026',
    );
    expect(describeSubject({ register: 'Beni mobili', atDate: '2026-12-31' }, en)).toBe(
      'Beni mobili · at 31/12/2026',
    );
  });

  it('names a register over a period (analytic and durable lists)', () => {
    const subject = { register: 'Libri', fromDate: '2026-01-01', toDate: '2026-06-30' };
    expect(describeSubject(subject, it_)).toBe('Libri · dal 01/01/2026 al 30/06/2026');
  });

  it("names an export's list and format", () => {
    const subject = { export: { title: 'Beni in attesa', format: 'csv' as const } };
    expect(describeSubject(subject, it_)).toBe('«Beni in attesa» in CSV');
    expect(describeSubject(subject, en)).toBe('“Beni in attesa” as CSV');
  });

  it('says when the register was deleted since', () => {
    expect(describeSubject({ register: null, atDate: '2026-03-31' }, it_)).toBe(
      'registro eliminato · al 31/03/2026',
    );
  });

  it('gives Model K its year and the relocation list its period', () => {
    expect(describeSubject({ year: 2026 }, it_)).toBe('esercizio 2026');
    expect(describeSubject({ fromDate: '2026-01-01', toDate: '2026-03-31' }, it_)).toBe(
      'dal 01/01/2026 al 31/03/2026',
    );
    expect(describeSubject({ atDate: '2026-08-31' }, it_)).toBe('al 31/08/2026');
  });

  it('names the sub-consignees, a few then how many more', () => {
    const one = { atDate: '2026-03-31', subConsignees: { names: ['Mario Rossi'], count: 1 } };
    expect(describeSubject(one, it_)).toBe('subconsegnatario Mario Rossi · al 31/03/2026');
    const many = {
      atDate: '2026-03-31',
      subConsignees: { names: ['Rossi', 'Bianchi', 'Verdi'], count: 5 },
    };
    expect(describeSubject(many, it_)).toBe(
      'subconsegnatari Rossi, Bianchi, Verdi e altri 2 · al 31/03/2026',
    );
    expect(describeSubject(many, en)).toBe('sub-consignees Rossi, Bianchi, Verdi and 2 more · at 31/03/2026');
    expect(describeSubject({ subConsignees: { names: [], count: 2 } }, it_)).toBe(
      'subconsegnatari (eliminato)',
    );
  });

  it("names a merged school's handover sites", () => {
    const subject = { atDate: '2026-03-31', sites: { names: ['Sede centrale', 'Plesso Nord'], count: 2 } };
    expect(describeSubject(subject, it_)).toBe('sedi Sede centrale, Plesso Nord · al 31/03/2026');
  });

  it('names the creditor and the site of the lists', () => {
    const creditor = { creditor: 'Rossi srl', fromDate: '2026-01-01', toDate: '2026-12-31' };
    expect(describeSubject(creditor, it_)).toBe('fornitore Rossi srl · dal 01/01/2026 al 31/12/2026');
    expect(describeSubject({ site: 'Plesso Nord', atDate: '2026-05-01' }, it_)).toBe(
      'sede Plesso Nord · al 01/05/2026',
    );
    expect(describeSubject({ creditor: null, fromDate: '2026-01-01', toDate: '2026-12-31' }, it_)).toBe(
      'fornitore (eliminato) · dal 01/01/2026 al 31/12/2026',
    );
  });

  it('gives the ranges of numbers, and the labels their layout and place', () => {
    const original = { range: { kind: 'originalInventoryNumber' as const, from: 'A1', to: 'A9' } };
    expect(describeSubject(original, it_)).toBe('n. originario A1–A9');
    const byNumber = {
      labelsLayout: 'A4 3×8',
      register: 'Beni mobili',
      range: { kind: 'inventoryNumber' as const, from: '1', to: '200' },
    };
    expect(describeSubject(byNumber, it_)).toBe('Beni mobili · n. 1–200 · formato A4 3×8');
    const byPlace = { labelsLayout: 'Zebra', site: 'Sede centrale', location: 'Aula 1' };
    expect(describeSubject(byPlace, it_)).toBe('sede Sede centrale · ubicazione Aula 1 · formato Zebra');
  });

  it('is empty for a request that named nothing', () => {
    expect(describeSubject({}, it_)).toBe('');
  });
});
