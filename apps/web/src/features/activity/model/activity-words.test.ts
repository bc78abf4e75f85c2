import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '@/app/i18n/english.ts';
import { italian } from '@/app/i18n/resources.ts';
import enActivity from '@/locales/en/activity.json';
import itActivity from '@/locales/it/activity.json';
import {
  fieldText,
  readableCode,
  recordText,
  recordWords,
  shownChanges,
  valueText,
} from './activity-words.ts';

/** The words of the activity log, read from the real Italian and English texts. */

let it_: TFunction;
let en: TFunction;

beforeAll(async () => {
  const texts = i18next.createInstance();
  await texts.init({
    lng: 'it',
    fallbackLng: 'it',
    interpolation: { escapeValue: false },
    resources: {
      it: { translation: { ...italian, activity: itActivity } },
      en: { translation: { ...english, activity: enActivity } },
    },
  });
  it_ = texts.getFixedT('it');
  en = texts.getFixedT('en');
});

const entityText = (entity: string) => ({ movement: 'Movimento', asset: 'Bene' })[entity] ?? entity;

describe('fieldText', () => {
  it('names the fields of the audited records in Italian and English', () => {
    const field = (t: TFunction, entity: string, path: string) => fieldText(t, entity, { field: path });
    expect(field(it_, 'asset', 'serialNumber')).toBe('Matricola');
    expect(field(en, 'asset', 'serialNumber')).toBe('Serial number');
    expect(field(it_, 'asset', 'locationId')).toBe('Ubicazione');
    expect(field(it_, 'movement', 'causal')).toBe('Causale');
    expect(field(en, 'movement', 'causal')).toBe('Reason');
    expect(field(it_, 'creditor', 'vatNumber')).toBe('Partita IVA');
    expect(field(it_, 'location', 'floorNumber')).toBe('Piano');
    expect(field(it_, 'labelsSetting', 'barcodeScale')).toBe('Scala del codice a barre');
    expect(field(it_, 'schoolData', 'lastDurableProgressive.books')).toBe(
      'Ultimo numero dei beni durevoli › Libri e materiale bibliografico',
    );
    expect(field(en, 'financialYear', 'toDepreciate')).toBe('To depreciate');
  });

  it('joins nested fields, a nested record named by itself rather than by its description', () => {
    const field = (t: TFunction, path: string) => fieldText(t, 'movement', { field: path });
    expect(field(it_, 'location.code')).toBe('Ubicazione › Codice');
    expect(field(en, 'location.code')).toBe('Location › Code');
    expect(field(it_, 'creditor.description')).toBe('Fornitore');
    expect(field(it_, 'discharge.debtor.description')).toBe('Scarico › Destinatario');
    expect(field(en, 'proposal.protocolNumber')).toBe('Discharge proposal › Protocol number');
  });

  it("names a voucher's line by its own words, else by its id", () => {
    const line = { field: 'assets[12].historicalPrice', item: 'BM 7 Notebook' };
    expect(fieldText(it_, 'movement', line)).toBe('Beni › BM 7 Notebook › Prezzo storico');
    expect(fieldText(en, 'movement', { field: 'assets[12].description', item: 'BM 7 Notebook' })).toBe(
      'Assets › BM 7 Notebook › Description',
    );
    expect(fieldText(it_, 'movement', { field: 'assets[12].location.code' })).toBe(
      'Beni › riga 12 › Ubicazione › Codice',
    );
  });

  it("counts an import's and a merge's vouchers", () => {
    expect(fieldText(it_, 'import', { field: 'charge' })).toBe('Carichi');
    expect(fieldText(en, 'merge', { field: 'discharge' })).toBe('Discharges');
    expect(fieldText(it_, 'movement', { field: 'discharge.liability' })).toBe(
      'Scarico › Responsabilità del danno',
    );
  });

  it('falls back to a readable form of an unknown code, never blank', () => {
    expect(fieldText(it_, 'asset', { field: 'energyClassRating' })).toBe('Energy class rating');
    expect(fieldText(it_, 'asset', { field: 'room_code' })).toBe('Room code');
    expect(fieldText(it_, 'asset', { field: '' })).toBe('(intero record)');
    expect(readableCode('x')).toBe('X');
  });
});

describe('shownChanges', () => {
  it("leaves out the record's own id, and a nested record's when another of its fields says which it became", () => {
    const changes = [
      { field: 'id' },
      { field: 'location.code' },
      { field: 'location.id' },
      { field: 'creditor.id' },
      { field: 'assets[3].location.id' },
      { field: 'assets[3].location.description' },
    ];
    expect(shownChanges(changes).map((c) => c.field)).toEqual([
      'location.code',
      'creditor.id',
      'assets[3].location.description',
    ]);
  });
});

describe('valueText', () => {
  it('shows dates, amounts, yes and no as the screens do', () => {
    expect(valueText(it_, 'asset', 'purchaseDate', '2026-03-05')).toBe('05/03/2026');
    expect(valueText(it_, 'asset', 'historicalPrice', 1234.5)).toMatch(/^1\.234,50\s€$/);
    expect(valueText(it_, 'merge', 'totalCents', 639800)).toMatch(/^6\.398,00\s€$/);
    expect(valueText(it_, 'location', 'active', false)).toBe('No');
    expect(valueText(en, 'location', 'active', true)).toBe('Yes');
    expect(valueText(it_, 'asset', 'notes', null)).toBe('—');
    expect(valueText(it_, 'financialYear', 'closedAt', '2026-11-27T11:15:00.200Z', () => 'then')).toBe(
      'then',
    );
  });

  it('shows statuses, types, classes and reasons in words', () => {
    expect(valueText(it_, 'asset', 'status', 2)).toBe('Caricato');
    expect(valueText(en, 'asset', 'status', 4)).toBe('Discharged');
    expect(valueText(it_, 'movement', 'assets[12].status', 3)).toBe('In proposta di scarico');
    expect(valueText(it_, 'financialYear', 'status', 1)).toBe('Aperto');
    expect(valueText(it_, 'movement', 'type', 1)).toBe('Carico');
    expect(valueText(en, 'movement', 'type', 6)).toBe('Increase voucher');
    expect(valueText(it_, 'asset', 'assetClass', 'durable')).toBe('Durevole');
    expect(valueText(it_, 'movement', 'causal', 'ACQ')).toBe('ACQ – Acquisto');
    expect(valueText(it_, 'movement', 'voucherType', 'MST')).toBe(
      'MST – Manutenzione straordinaria e migliorie',
    );
    expect(valueText(it_, 'movement', 'causal', 'ZZZ')).toBe('ZZZ');
    expect(valueText(en, 'creditor', 'vendorType', 'G')).toBe('Legal person');
    expect(valueText(it_, 'movement', 'discharge.liability', 'liable')).toBe("C'è un responsabile");
    expect(valueText(it_, 'import', 'kind', 'creditor')).toBe('Creditore');
    expect(valueText(en, 'labelsSetting', 'kind', 'zebra')).toBe('Zebra printer');
  });

  it('shows records by their words and lists one after another', () => {
    const line = { id: 3, register: { kind: 'movable' }, inventoryNumber: 15, description: 'Lavagna' };
    expect(valueText(it_, 'movement', 'assets[3]', line)).toBe('BM 15 Lavagna');
    expect(valueText(it_, 'movement', 'assets', [line, { ...line, inventoryNumber: 16 }])).toBe(
      'BM 15 Lavagna; BM 16 Lavagna',
    );
    expect(valueText(it_, 'asset', 'assetIds', [1, 2])).toBe('1, 2');
    expect(valueText(it_, 'import', 'entries', [{ action: 'map' }])).toBe('{"action":"map"}');
  });
});

describe('recordWords', () => {
  it('names a movement by its type and number/year, an asset by its register number', () => {
    expect(recordWords(it_, { kind: 'movement', type: 1, number: 3, year: 2026 })).toBe('Carico n. 3/2026');
    expect(recordWords(en, { kind: 'movement', type: 5, number: 2, year: 2025 })).toBe(
      'Decrease voucher no. 2/2025',
    );
    const asset = { kind: 'asset', registerKind: 'books', number: 12, description: 'Atlante' } as const;
    expect(recordWords(it_, asset)).toBe('LB 12 Atlante');
    expect(recordWords(it_, { ...asset, number: null })).toBe('Atlante');
    expect(recordWords(it_, { kind: 'named', code: 'AULA1', name: 'Aula 1' })).toBe('AULA1 – Aula 1');
    expect(recordWords(en, { kind: 'named', code: null, name: 'Informatica Veneta' })).toBe(
      'Informatica Veneta',
    );
  });

  it('keeps the kind and id of a record deleted since', () => {
    const event = { entity: 'movement', entityId: '672', record: null };
    expect(recordText(it_, event, entityText)).toBe('Movimento 672');
    expect(recordText(it_, { ...event, entityId: null }, entityText)).toBe('Movimento');
    expect(
      recordText(it_, { ...event, record: { kind: 'movement', type: 2, number: 1, year: 2026 } }, entityText),
    ).toBe('Scarico n. 1/2026');
  });
});
