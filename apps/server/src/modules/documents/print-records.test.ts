import {
  DOCUMENT_TYPE,
  documentPaths,
  isRenewalDocumentType,
  publishRequestSchema,
} from '@inventario/shared/contracts/documents';
import { z } from '@inventario/shared/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewals } from '../../db/schema/index.ts';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { proposal } from '../proposals/proposal.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';
import { place, siteWithLocation } from './minutes/minutes-school.fixtures.ts';
import { NAMED_RECORDS } from './named-records.repo.ts';

type Ids = Record<keyof typeof NAMED_RECORDS, number>;

/** A school with one of each record a print names, its goods placed in its one location. */
async function schoolWithRecords(t: TestApp): Promise<{ credentials: Credentials; ids: Ids }> {
  const s = await schoolWithYear(t);
  const { customerCode, credentials } = s;
  const registers = (
    await send<{ id: number; description: string }[]>(t, credentials, 'GET', '/register/list')
  ).body;
  const register = registers.find((r) => /mobili/i.test(r.description));
  const { site, subConsignee, location } = await siteWithLocation(t, customerCode);
  const charge = await chargeAssets(t, credentials, '2026-02-01', [
    { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile' },
  ]);
  await place(t, customerCode, 'Portatile', location);
  const creditor = await send<{ id: number }>(t, credentials, 'POST', '/creditor', {
    vendorType: 'G',
    businessName: `Fornitore ${customerCode}`,
    vatNumber: '00743110157',
  });
  const layout = await send<{ id: number }>(t, credentials, 'POST', '/labelsSetting', {
    description: 'Fogli A4',
    kind: 'sheet',
    rowsNumber: 8,
    columnsNumber: 3,
    barcodeScale: 1,
  });
  const out = await proposal(t, credentials, {
    date: '2026-03-01',
    progressive: 1,
    assetIds: charge.assets.map((asset) => asset.id),
  });
  const recognition = await send<{ id: number }>(t, credentials, 'POST', '/recognition', {
    date: '2026-03-02',
    forRenewal: false,
    includeDurable: false,
  });
  // A renewal of the school (ended: it limits nothing the other prints need), for the renewal's prints.
  const [renewal] = await t.db
    .insert(renewals)
    .values({
      customerCode,
      recognitionId: recognition.body.id,
      renewalDate: '2025-12-31',
      status: 'completed',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      startedBy: 'test',
    })
    .returning({ id: renewals.id });
  if (
    !register ||
    creditor.status !== 200 ||
    layout.status !== 200 ||
    out.status !== 200 ||
    recognition.status !== 200 ||
    !renewal
  ) {
    throw new Error('no records');
  }
  return {
    credentials,
    ids: {
      idRegister: register.id,
      idSite: site,
      idSiteList: site,
      idLocation: location,
      idLocationList: location,
      idSubConsignee: subConsignee,
      idSubConsigneeList: subConsignee,
      idCreditorDebtor: creditor.body.id,
      idLabelsSetting: layout.body.id,
      idOut: out.body.id,
      idRecognition: recognition.body.id,
      idRenewal: renewal.id,
    },
  };
}

/** A print of each type that names records, with the school's own: each one is accepted. */
function printsNaming(ids: Ids) {
  const atDate = '2026-03-31';
  const period = { fromDate: '2026-01-01', toDate: atDate };
  const labels = (basis: object) => ({
    idLabelsSetting: ids.idLabelsSetting,
    labelsHeading: '',
    labelsStartRow: 1,
    labelsStartColumn: 1,
    includeOriginalInventoryNumber: false,
    basis,
  });
  const byPlace = labels({ kind: 'location', idSite: ids.idSite, idLocation: ids.idLocation });
  const byNumber = labels({
    kind: 'inventoryNumber',
    idRegister: ids.idRegister,
    fromInventoryNumber: 1,
    toInventoryNumber: 9,
  });
  const analytic = { idRegister: ids.idRegister, ...period, startPage: 1 };
  const handover = { atDate, idSubConsignee: ids.idSubConsignee, idLocationList: [ids.idLocationList] };
  return [
    [DOCUMENT_TYPE.inventoryRegister, { idRegister: ids.idRegister, atDate }],
    [DOCUMENT_TYPE.analyticIncrease, analytic],
    [DOCUMENT_TYPE.analyticDecrease, analytic],
    [DOCUMENT_TYPE.durableIncrease, analytic],
    [DOCUMENT_TYPE.durableDecrease, analytic],
    [DOCUMENT_TYPE.subconsigneeNomination, { atDate, idSubConsigneeList: [ids.idSubConsigneeList] }],
    [DOCUMENT_TYPE.dsgaHandover, { atDate, merge: true, idSiteList: [ids.idSiteList] }],
    [DOCUMENT_TYPE.dsgaHandover, { atDate, merge: false, idSiteList: [ids.idSiteList] }],
    [DOCUMENT_TYPE.subconsigneeHandover, handover],
    [DOCUMENT_TYPE.subconsigneeReturn, handover],
    [DOCUMENT_TYPE.subcategoriesSummary, { idRegister: ids.idRegister, atDate }],
    [DOCUMENT_TYPE.assetsByCreditor, { idCreditorDebtor: ids.idCreditorDebtor, ...period }],
    [DOCUMENT_TYPE.labels, byPlace],
    [DOCUMENT_TYPE.labels, byNumber],
    [DOCUMENT_TYPE.customLabels, byPlace],
    [DOCUMENT_TYPE.assetsBySite, { atDate, idSite: ids.idSite, idLocationList: [ids.idLocationList] }],
    [DOCUMENT_TYPE.model24Subconsignee, { atDate, idSubConsigneeList: [ids.idSubConsigneeList] }],
    [DOCUMENT_TYPE.model24Consignee, { atDate, idRegister: ids.idRegister }],
    [DOCUMENT_TYPE.dischargeProposal, { idOut: ids.idOut }],
    [DOCUMENT_TYPE.recognitionReport, { idRecognition: ids.idRecognition }],
    [
      DOCUMENT_TYPE.renewalMinutes,
      { idRenewal: ids.idRenewal, commission: [{ name: 'Anna Neri', role: 'Presidente' }] },
    ],
    [DOCUMENT_TYPE.renewalKept, { idRenewal: ids.idRenewal }],
    [DOCUMENT_TYPE.renewalEliminated, { idRenewal: ids.idRenewal }],
    [DOCUMENT_TYPE.renewalRevaluation, { idRenewal: ids.idRenewal }],
    [DOCUMENT_TYPE.renewalMapping, { idRenewal: ids.idRenewal }],
    [DOCUMENT_TYPE.renewalVouchers, { idRenewal: ids.idRenewal }],
  ] as const;
}

/** Each record a print's conditions name (`basis.idSite`…), with the conditions naming another instead. */
function* eachNamedRecord(
  conditions: object,
  replace: (field: keyof Ids) => number,
  at: string[] = [],
): Generator<readonly [string, object]> {
  for (const [field, value] of Object.entries(conditions)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [path, inner] of eachNamedRecord(value, replace, [...at, field])) {
        yield [path, { ...conditions, [field]: inner }] as const;
      }
    } else if (Object.hasOwn(NAMED_RECORDS, field)) {
      const id = replace(field as keyof Ids);
      yield [[...at, field].join('.'), { ...conditions, [field]: Array.isArray(value) ? [id] : id }] as const;
    }
  }
}

/**
 * Prints name the school's records (registers, sites, locations, sub-consignees, suppliers, label
 * layouts): one naming another school's record, or one that does not exist, is a 404 as on every other
 * endpoint (DESIGN §5), never a print of something else than asked.
 */
describe('the records a print names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('knows every record field of the print conditions', () => {
    const fields = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'properties') for (const field of Object.keys(value as object)) fields.add(field);
          collect(value);
        }
      }
    };
    collect(z.toJSONSchema(publishRequestSchema));
    expect([...fields].filter((field) => /^id[A-Z]/.test(field)).sort()).toEqual(
      Object.keys(NAMED_RECORDS).sort(),
    );
  });

  it("answers 404 for another school's record and for one that does not exist, and stores nothing", async () => {
    const own = await schoolWithRecords(t);
    const other = await schoolWithRecords(t);
    // The renewal's reports are its page's: they have a path of their own.
    const publish = (documentType: number, conditions: object) =>
      send<{ id: number; code?: string }>(
        t,
        own.credentials,
        'POST',
        isRenewalDocumentType(documentType) ? documentPaths.publishRenewal : documentPaths.publish,
        { documentType, conditions },
      );

    // Saving the label layout of the records already asked for its sample sheet: a document of its own.
    const documents = async () =>
      (await send<{ total: number }>(t, own.credentials, 'POST', '/s3documents/search/1/10', {})).body.total;
    const before = await documents();
    let refused = 0;
    const answered: string[] = [];
    for (const [documentType, conditions] of printsNaming(own.ids)) {
      const accepted = await publish(documentType, conditions);
      expect(accepted.status, `${documentType} ${JSON.stringify(accepted.body)}`).toBe(200);
      expect((await send(t, own.credentials, 'DELETE', `/s3documents/${accepted.body.id}`)).status).toBe(204);
      for (const [name, whose] of [
        [(field: keyof Ids) => other.ids[field], "another school's"],
        [() => 999_999_999, 'a missing'],
      ] as const) {
        for (const [path, changed] of eachNamedRecord(conditions, name)) {
          const answer = await publish(documentType, changed);
          refused++;
          if (answer.status !== 404 || answer.body.code !== 'notFound') {
            answered.push(
              `${documentType} ${JSON.stringify(changed)} naming ${whose} ${path}: ${answer.status}`,
            );
            if (answer.status === 200)
              await send(t, own.credentials, 'DELETE', `/s3documents/${answer.body.id}`);
          }
        }
      }
    }
    expect(answered).toEqual([]);
    expect(refused).toBeGreaterThan(40);
    expect(await documents()).toBe(before);
  });
});
