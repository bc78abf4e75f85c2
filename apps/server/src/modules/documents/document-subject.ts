import {
  DOCUMENT_TYPE,
  type DocumentSubject,
  type PublishRequest,
  publishRequestSchema,
} from '@inventario/shared/contracts/documents';
import { EXPORT_FORMATS } from '@inventario/shared/contracts/exports';
import { z } from '@inventario/shared/zod';
import type { SubjectNames } from './documents.repo.ts';

/** What names an export in the list: its title and format, whatever else its list's conditions hold. */
const exportNameSchema = z.object({ title: z.string(), format: z.enum(EXPORT_FORMATS) });

/** The first names of a list of records, and how many the request named. */
function namedSet(names: readonly string[], count: number) {
  return { names: [...names], count };
}

/** What a labels print asked for: its layout, and the assets by place or by a range of numbers. */
function labelsSubject(
  conditions: Extract<PublishRequest, { documentType: 29 }>['conditions'],
  names: SubjectNames,
): DocumentSubject {
  const { basis } = conditions;
  const labelsLayout = names.labelsLayoutName;
  if (basis.kind === 'location') {
    const location = basis.idLocation ? { location: names.locationName } : {};
    return { labelsLayout, site: names.siteName, ...location };
  }
  if (basis.kind === 'inventoryNumber') {
    const range = {
      kind: basis.kind,
      from: String(basis.fromInventoryNumber),
      to: String(basis.toInventoryNumber),
    };
    return { labelsLayout, register: names.registerName, range };
  }
  const range = {
    kind: basis.kind,
    from: basis.originalInventoryNumberFrom,
    to: basis.originalInventoryNumberTo,
  };
  return { labelsLayout, range };
}

function subjectOfRequest(request: PublishRequest, names: SubjectNames): DocumentSubject {
  switch (request.documentType) {
    case DOCUMENT_TYPE.inventoryRegister:
    case DOCUMENT_TYPE.subcategoriesSummary:
      return { register: names.registerName, atDate: request.conditions.atDate };
    case DOCUMENT_TYPE.analyticIncrease:
    case DOCUMENT_TYPE.analyticDecrease:
    case DOCUMENT_TYPE.durableIncrease:
    case DOCUMENT_TYPE.durableDecrease: {
      const { fromDate, toDate } = request.conditions;
      return { register: names.registerName, fromDate, toDate };
    }
    case DOCUMENT_TYPE.modelK:
      return { year: request.conditions.year };
    case DOCUMENT_TYPE.subconsigneeNomination:
    case DOCUMENT_TYPE.model24Subconsignee: {
      const { atDate, idSubConsigneeList } = request.conditions;
      return { atDate, subConsignees: namedSet(names.subConsigneeNames, idSubConsigneeList.length) };
    }
    case DOCUMENT_TYPE.dsgaHandover: {
      const { atDate, merge, idSiteList } = request.conditions;
      // Only a merged school's handover is of some sites; otherwise it is of the whole school.
      return merge ? { atDate, sites: namedSet(names.siteNames, idSiteList.length) } : { atDate };
    }
    case DOCUMENT_TYPE.subconsigneeHandover:
    case DOCUMENT_TYPE.subconsigneeReturn:
      return { atDate: request.conditions.atDate, subConsignees: namedSet(names.subConsigneeNames, 1) };
    case DOCUMENT_TYPE.assetsByCreditor: {
      const { fromDate, toDate } = request.conditions;
      return { creditor: names.creditorName, fromDate, toDate };
    }
    case DOCUMENT_TYPE.labels:
    case DOCUMENT_TYPE.customLabels:
      return labelsSubject(request.conditions, names);
    case DOCUMENT_TYPE.assetsBySite:
      return { atDate: request.conditions.atDate, site: names.siteName };
    case DOCUMENT_TYPE.assetsByOriginalNumber: {
      const { originalInventoryNumberFrom: from, originalInventoryNumberTo: to } = request.conditions;
      return { range: { kind: 'originalInventoryNumber', from, to } };
    }
    case DOCUMENT_TYPE.relocationList: {
      const { fromDate, toDate } = request.conditions;
      return { fromDate, toDate };
    }
    case DOCUMENT_TYPE.model24Consignee:
      return { atDate: request.conditions.atDate };
    case DOCUMENT_TYPE.dischargeProposal:
      return { proposal: names.proposal };
    case DOCUMENT_TYPE.labelsSample:
      return { labelsLayout: names.labelsLayoutName };
    case DOCUMENT_TYPE.recognitionReport:
    case DOCUMENT_TYPE.renewalMinutes:
    case DOCUMENT_TYPE.renewalKept:
    case DOCUMENT_TYPE.renewalEliminated:
    case DOCUMENT_TYPE.renewalRevaluation:
    case DOCUMENT_TYPE.renewalMapping:
    case DOCUMENT_TYPE.renewalVouchers:
      // Printed from the recognition's detail or the renewal's page, of the one it names (a school
      // has one renewal at a time, one per recognition): its type says it all.
      return {};
    case DOCUMENT_TYPE.listExport:
      return { export: { title: request.conditions.title, format: request.conditions.format } };
  }
}

/**
 * What a stored request asked for, with the names read beside it. Conditions stored in a shape the
 * contract no longer reads give an empty subject: the list still shows the document and its type.
 */
export function subjectOf(
  stored: { documentType: number; conditions: unknown },
  names: SubjectNames,
): DocumentSubject {
  // An export is named by its list's title and format; a table's is listed without its cells.
  if (stored.documentType === DOCUMENT_TYPE.listExport) {
    const parsed = exportNameSchema.safeParse(stored.conditions);
    return parsed.success ? { export: parsed.data } : {};
  }
  const parsed = publishRequestSchema.safeParse(stored);
  if (!parsed.success) return {};
  const subject = subjectOfRequest(parsed.data, names);
  // A minute or a list limited to one register names it, as the registers do.
  const limited = 'idRegister' in parsed.data.conditions && parsed.data.conditions.idRegister !== undefined;
  return limited && subject.register === undefined ? { register: names.registerName, ...subject } : subject;
}
