import { describe, expect, it } from 'vitest';
import type { PublishRequest } from './documents.ts';
import { type PrintRequest, publishBodySchema, toPrintRequest } from './print-request.ts';

/** One compact request of each document type. */
const COMPACT: PublishRequest[] = [
  { documentType: 7, conditions: { idRegister: 3, atDate: '2026-12-31' } },
  {
    documentType: 8,
    conditions: { idRegister: 3, fromDate: '2026-01-01', toDate: '2026-06-30', startPage: 12 },
  },
  {
    documentType: 20,
    conditions: { idRegister: 3, fromDate: '2026-01-01', toDate: '2026-06-30', startPage: 1 },
  },
  { documentType: 10, conditions: { year: 2025 } },
  { documentType: 21, conditions: { atDate: '2026-09-01', idSubConsigneeList: [4, 5] } },
  { documentType: 22, conditions: { atDate: '2026-09-01', merge: true, idSiteList: [7] } },
  { documentType: 22, conditions: { atDate: '2026-09-01', merge: false, idSiteList: [] } },
  { documentType: 23, conditions: { atDate: '2026-09-01', idSubConsignee: 4, idLocationList: [8, 9] } },
  {
    documentType: 24,
    conditions: { atDate: '2026-09-01', idSubConsignee: 4, idLocationList: [8], idRegister: 3 },
  },
  { documentType: 28, conditions: { idCreditorDebtor: 6, fromDate: '2026-01-01', toDate: '2026-12-31' } },
  {
    documentType: 29,
    conditions: {
      idLabelsSetting: 1,
      labelsHeading: 'IC Rodari',
      labelsStartRow: 2,
      labelsStartColumn: 3,
      includeOriginalInventoryNumber: true,
      basis: { kind: 'inventoryNumber', idRegister: 3, fromInventoryNumber: 1, toInventoryNumber: 40 },
      sortBy: 'location',
      sortDesc: false,
    },
  },
  {
    documentType: 32,
    conditions: {
      idLabelsSetting: 4,
      labelsHeading: '',
      labelsStartRow: 1,
      labelsStartColumn: 1,
      includeOriginalInventoryNumber: false,
      basis: { kind: 'location', idSite: 2, idLocation: 8 },
    },
  },
  { documentType: 30, conditions: { atDate: '2026-09-01', idSite: 2, idLocationList: [] } },
  { documentType: 30, conditions: { atDate: '2026-09-01', idSite: 2, idLocationList: [8], idRegister: 3 } },
  { documentType: 31, conditions: { originalInventoryNumberFrom: 'A1', originalInventoryNumberTo: 'A9' } },
  { documentType: 42, conditions: { fromDate: '2026-01-01', toDate: '2026-03-31' } },
  { documentType: 43, conditions: { atDate: '2026-09-01' } },
  { documentType: 43, conditions: { atDate: '2026-09-01', idRegister: 3 } },
  { documentType: 44, conditions: { atDate: '2026-09-01', idSubConsigneeList: [4] } },
];

/** The spec's envelope around some conditions. */
function specRequest(
  id: number,
  conditions: Record<string, unknown>,
  extra: Partial<Omit<PrintRequest, 'requestMessage'>> & { variables?: Record<string, string> } = {},
): unknown {
  const { variables, ...envelope } = extra;
  return {
    documentType: { id, description: 'Stampa' },
    ...envelope,
    requestMessage: {
      requestMessageDetail: {
        objectType: null,
        objectId: null,
        filename: 'stampa.pdf',
        variables: variables ?? {},
        conditions,
      },
    },
  };
}

function issuesOf(body: unknown) {
  const parsed = publishBodySchema.safeParse(body);
  if (parsed.success) throw new Error('accepted');
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('publishBodySchema, the compact shape', () => {
  it.each(COMPACT.map((request) => [request.documentType, request] as const))(
    'takes the compact request of type %i as it is',
    (_type, request) => {
      expect(publishBodySchema.parse(request)).toEqual(request);
    },
  );

  it('names the compact fields of a refusal', () => {
    expect(issuesOf({ documentType: 7, conditions: { idRegister: 3 } })).toEqual([
      { path: 'conditions.atDate', message: expect.any(String) },
    ]);
    expect(issuesOf({ documentType: 99, conditions: {} })[0]?.path).toBe('documentType');
  });
});

describe('publishBodySchema, the shape of spec 01 §3', () => {
  it.each(COMPACT.map((request) => [request.documentType, request] as const))(
    'gives back the compact request of type %i the web client sent in the spec shape',
    (_type, request) => {
      const sent = JSON.parse(JSON.stringify(toPrintRequest(request, { description: 'Stampa', year: 2026 })));
      expect(publishBodySchema.parse(sent)).toEqual(request);
    },
  );

  it('sends the id lists as JSON text, the Model 24 type and durable by their spec names', () => {
    const nomination = toPrintRequest(COMPACT[4] as PublishRequest, { description: 'Nomina' });
    expect(nomination.requestMessage.requestMessageDetail.conditions).toEqual({
      atDate: '2026-09-01',
      idSubConsigneeList: '[4,5]',
    });
    const model24 = toPrintRequest(COMPACT.at(-1) as PublishRequest, { description: 'Modello 24' });
    expect(model24.requestMessage.requestMessageDetail.conditions).toMatchObject({
      model24Type: 'SUBCONSEGNATARIO',
      idSubConsigneeList: '[4]',
    });
    const durable = toPrintRequest(COMPACT[2] as PublishRequest, { description: 'Durevoli' });
    expect(durable.requestMessage.requestMessageDetail.conditions).toMatchObject({ durable: true });
    expect(durable.date).toBe('2026-06-30');
  });

  it('reads the register, the date, the year and the page from the envelope and the variables', () => {
    const register = { id: 3, description: 'Beni mobili' };
    const relocations = specRequest(42, { fromDate: '2026-01-01' }, { register, date: '2026-03-31' });
    expect(publishBodySchema.parse(relocations)).toEqual({
      documentType: 42,
      conditions: { fromDate: '2026-01-01', toDate: '2026-03-31', idRegister: 3 },
    });
    expect(publishBodySchema.parse(specRequest(7, {}, { register, date: '2026-12-31' }))).toEqual({
      documentType: 7,
      conditions: { idRegister: 3, atDate: '2026-12-31' },
    });
    expect(publishBodySchema.parse(specRequest(10, {}, { year: 2025 }))).toEqual({
      documentType: 10,
      conditions: { year: 2025 },
    });
    const analytic = specRequest(
      8,
      { idRegister: 3, fromDate: '2026-01-01', toDate: '2026-06-30' },
      { variables: { PAGINA: '7', REGISTRO: 'Beni mobili' } },
    );
    expect(publishBodySchema.parse(analytic)).toMatchObject({
      documentType: 8,
      conditions: { startPage: 7 },
    });
  });

  it('picks the durable register and the Model 24 of the sub-consignees by their conditions', () => {
    const dates = { idRegister: 3, fromDate: '2026-01-01', toDate: '2026-06-30', startPage: 1 };
    expect(publishBodySchema.parse(specRequest(8, { ...dates, durable: true }))).toMatchObject({
      documentType: 19,
    });
    expect(publishBodySchema.parse(specRequest(20, { ...dates, durable: false }))).toMatchObject({
      documentType: 9,
    });
    const model24 = specRequest(43, {
      atDate: '2026-09-01',
      model24Type: 'SUBCONSEGNATARIO',
      idSubConsigneeList: '[4, 5]',
    });
    expect(publishBodySchema.parse(model24)).toEqual({
      documentType: 44,
      conditions: { atDate: '2026-09-01', idSubConsigneeList: [4, 5] },
    });
  });

  it('takes a labels basis from the conditions present, in the order asked', () => {
    const labels = {
      idLabelsSetting: 1,
      labelsHeading: 'IC',
      labelsStartRow: 1,
      labelsStartColumn: 1,
      includeOriginalInventoryNumber: false,
      idSite: 2,
      sortBy: 'location',
      sortDesc: true,
    };
    expect(publishBodySchema.parse(specRequest(29, labels))).toMatchObject({
      conditions: { basis: { kind: 'location', idSite: 2 }, sortBy: 'location', sortDesc: true },
    });
    expect(issuesOf(specRequest(29, { ...labels, sortBy: 'price' }))).toEqual([
      { path: 'requestMessage.requestMessageDetail.conditions.sortBy', message: expect.any(String) },
    ]);
  });

  it('names the spec fields of a refusal: a list that is not JSON text of ids, a missing register', () => {
    expect(issuesOf(specRequest(30, { atDate: '2026-09-01', idSite: 2, idLocationList: '[1,' }))).toEqual([
      { path: 'requestMessage.requestMessageDetail.conditions.idLocationList', message: 'rules.notValid' },
    ]);
    expect(issuesOf(specRequest(30, { atDate: '2026-09-01', idSite: 2, idLocationList: '["a"]' }))).toEqual([
      { path: 'requestMessage.requestMessageDetail.conditions.idLocationList', message: 'rules.notValid' },
    ]);
    expect(issuesOf(specRequest(7, { atDate: '2026-12-31' }))).toEqual([
      { path: 'requestMessage.requestMessageDetail.conditions.idRegister', message: expect.any(String) },
    ]);
    expect(issuesOf(specRequest(43, { atDate: '2026-09-01', model24Type: 'ALTRO' }))[0]?.path).toBe(
      'requestMessage.requestMessageDetail.conditions.model24Type',
    );
    expect(issuesOf(specRequest(10, {}))).toEqual([{ path: 'year', message: expect.any(String) }]);
    expect(issuesOf(specRequest(99, {}))[0]?.path).toBe('documentType.id');
  });
});
