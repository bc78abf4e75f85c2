import { z } from '../zod.ts';
import { isoDateSchema } from './common.ts';
import {
  commissionMemberSchema,
  DOCUMENT_TYPE,
  type PublishRequest,
  publishRequestSchema,
  RENEWAL_COMMISSION_MAX,
} from './documents.ts';

/**
 * The print request as spec 01 §3 shapes it: `documentType {id, description}`, `year`, `date`,
 * `register` and `requestMessage.requestMessageDetail {objectType, objectId, filename, variables,
 * conditions}`, with the conditions by their spec names (the id lists as JSON text, `durable`,
 * `model24Type`, `sortBy`, `sortDesc`). `POST /s3documents/publishMessage` takes it beside the
 * compact request of `publishRequestSchema` (`{documentType: <id>, conditions}`), which is what the
 * server works with: `fromPrintRequest` turns the one into the other, `toPrintRequest` back.
 */

/** Model 24 of the consignee (document 43) or of the sub-consignees (44), spec 01 §9. */
export const MODEL_24_TYPES = ['CONSEGNATARIO', 'SUBCONSEGNATARIO'] as const;
export type Model24Type = (typeof MODEL_24_TYPES)[number];

const id = z.number().int().positive();
const name = z.string().max(200);

/** A list of ids as JSON text (`"[3,5]"`, spec 01 §3), or as a JSON array. */
const idListText = z.union([z.string().max(20_000), z.array(z.unknown()).max(1000)]);

/**
 * Every condition of spec 01 §3, by its name, and those the spec leaves to the implementation:
 * `idSubConsignee` (handover and return of one sub-consignee, 23 and 24), `merge` (DSGA handover of a
 * merged school, else inferred from `idSiteList`), `startPage` (else `variables.PAGINA`),
 * `idRecognition` (the recognition a recognition report, 4, is of) and `idRenewal` with `commission`
 * (the renewal a renewal's report, 11–16, is of, and PV/Base's commission: these are published in the
 * compact shape through their own path, but the shape stays total).
 */
export const printConditionsSchema = z.object({
  idRegister: id.optional(),
  atDate: isoDateSchema.optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  idCreditorDebtor: id.optional(),
  idLocation: id.nullish(),
  idLabelsSetting: id.optional(),
  labelsHeading: z.string().max(200).optional(),
  labelsStartRow: z.number().int().optional(),
  labelsStartColumn: z.number().int().optional(),
  durable: z.boolean().optional(),
  fromInventoryNumber: id.optional(),
  toInventoryNumber: id.optional(),
  originalInventoryNumberFrom: z.string().max(50).optional(),
  originalInventoryNumberTo: z.string().max(50).optional(),
  sortBy: z.string().max(64).optional(),
  sortDesc: z.boolean().optional(),
  includeOriginalInventoryNumber: z.boolean().optional(),
  idSite: id.optional(),
  idLocationList: idListText.optional(),
  idSubConsigneeList: idListText.optional(),
  idSiteList: idListText.optional(),
  model24Type: z.enum(MODEL_24_TYPES).optional(),
  idSubConsignee: id.optional(),
  merge: z.boolean().optional(),
  startPage: z.number().int().optional(),
  idRecognition: id.optional(),
  idRenewal: id.optional(),
  commission: z.array(commissionMemberSchema).max(RENEWAL_COMMISSION_MAX).optional(),
});
export type PrintConditions = z.infer<typeof printConditionsSchema>;

/** The print template's variables (spec 01 §3): REGISTRO, DATAINPUT, DATADAL, DATAAL, PAGINA, … */
export const PRINT_VARIABLES = [
  'REGISTRO',
  'DATAINPUT',
  'DATADAL',
  'DATAAL',
  'PAGINA',
  'SCUOLA',
  'DATA',
  'FORNITORE',
  'DAVECCHIONUMERO',
  'AVECCHIONUMERO',
  'SEDE',
  'SUBCONSEGNATARIO',
] as const;

export const printRequestSchema = z.object({
  documentType: z.object({ id: z.number().int(), description: name.optional() }),
  year: z.number().int().min(1900).max(2999).nullish(),
  date: isoDateSchema.nullish(),
  register: z.object({ id, description: name.optional() }).nullish(),
  requestMessage: z.object({
    requestMessageDetail: z.object({
      objectType: z.string().max(100).nullish(),
      objectId: z.union([z.number().int(), z.string().max(100)]).nullish(),
      filename: z.string().max(200).nullish(),
      /** Values the document shows; the server prints its own, read from the school's data. */
      variables: z.partialRecord(z.enum(PRINT_VARIABLES), z.string().max(500).nullable()).optional(),
      conditions: printConditionsSchema,
    }),
  }),
});
export type PrintRequest = z.infer<typeof printRequestSchema>;

const DETAIL_PATH = ['requestMessage', 'requestMessageDetail'] as const;
const CONDITIONS_PATH = [...DETAIL_PATH, 'conditions'] as const;

/** The `objectType` of a discharge proposal's own documents, as its routes name it (`/movement/out`). */
export const PROPOSAL_OBJECT = 'out';

interface PathIssue {
  path: (string | number)[];
  message: string;
}

/** `"[3,5]"` → `[3, 5]`; anything but a JSON array of positive integers is an issue. */
function idList(value: PrintConditions['idLocationList'], field: string, issues: PathIssue[]) {
  if (value === undefined) return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() === '' ? [] : JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  const list = z.array(id).safeParse(parsed);
  if (list.success) return list.data;
  issues.push({ path: [...CONDITIONS_PATH, field], message: 'rules.notValid' });
  return undefined;
}

const ANALYTIC: Readonly<Record<number, { plain: number; durable: number }>> = {
  [DOCUMENT_TYPE.analyticIncrease]: { plain: 8, durable: 19 },
  [DOCUMENT_TYPE.durableIncrease]: { plain: 8, durable: 19 },
  [DOCUMENT_TYPE.analyticDecrease]: { plain: 9, durable: 20 },
  [DOCUMENT_TYPE.durableDecrease]: { plain: 9, durable: 20 },
};

/** The document printed: `durable` picks the durable registers' variant, `model24Type` Model 24's. */
function printedType(request: PrintRequest): number {
  const { id: type } = request.documentType;
  const { durable, model24Type } = request.requestMessage.requestMessageDetail.conditions;
  const analytic = ANALYTIC[type];
  if (analytic && durable !== undefined) return durable ? analytic.durable : analytic.plain;
  const model24: readonly number[] = [DOCUMENT_TYPE.model24Consignee, DOCUMENT_TYPE.model24Subconsignee];
  if (model24.includes(type) && model24Type) {
    return model24Type === 'CONSEGNATARIO'
      ? DOCUMENT_TYPE.model24Consignee
      : DOCUMENT_TYPE.model24Subconsignee;
  }
  return type;
}

/** The page a register starts from: the condition, else the template variable PAGINA. */
function startPageOf(request: PrintRequest): number | string | undefined {
  const detail = request.requestMessage.requestMessageDetail;
  if (detail.conditions.startPage !== undefined) return detail.conditions.startPage;
  const page = detail.variables?.PAGINA?.trim();
  if (!page) return undefined;
  return /^\d+$/.test(page) ? Number(page) : page;
}

/** A labels print's basis, from the conditions present: inventory numbers, original numbers, or a place. */
function labelsBasis(c: PrintConditions) {
  if (c.fromInventoryNumber !== undefined || c.toInventoryNumber !== undefined) {
    return {
      kind: 'inventoryNumber',
      idRegister: c.idRegister,
      fromInventoryNumber: c.fromInventoryNumber,
      toInventoryNumber: c.toInventoryNumber,
    };
  }
  if (c.originalInventoryNumberFrom !== undefined || c.originalInventoryNumberTo !== undefined) {
    return {
      kind: 'originalInventoryNumber',
      originalInventoryNumberFrom: c.originalInventoryNumberFrom,
      originalInventoryNumberTo: c.originalInventoryNumberTo,
    };
  }
  return { kind: 'location', idSite: c.idSite, idLocation: c.idLocation };
}

/** The compact request's conditions of a type, before the compact schema checks them. */
function conditionsOf(type: number, request: PrintRequest, issues: PathIssue[]): Record<string, unknown> {
  const c = request.requestMessage.requestMessageDetail.conditions;
  const idRegister = c.idRegister ?? request.register?.id;
  const atDate = c.atDate ?? request.date ?? undefined;
  const list = (field: 'idLocationList' | 'idSubConsigneeList' | 'idSiteList') =>
    idList(c[field], field, issues);
  // Minutes and lists (but the nomination) may be limited to one register.
  const register = idRegister === undefined ? {} : { idRegister };
  switch (type) {
    case 2:
      return { idLabelsSetting: c.idLabelsSetting };
    case 3: {
      // A movement's document names its movement as the request's object.
      const { objectType, objectId } = request.requestMessage.requestMessageDetail;
      const idOut = objectType === PROPOSAL_OBJECT && objectId != null ? Number(objectId) : undefined;
      return { idOut };
    }
    case 4:
      return { idRecognition: c.idRecognition };
    case 11:
      return { idRenewal: c.idRenewal, ...(c.commission ? { commission: c.commission } : {}) };
    case 12:
    case 13:
    case 14:
    case 15:
    case 16:
      return { idRenewal: c.idRenewal };
    case 7:
    case 27:
      return { idRegister, atDate };
    case 8:
    case 9:
    case 19:
    case 20:
      return {
        idRegister,
        fromDate: c.fromDate,
        toDate: c.toDate ?? request.date,
        startPage: startPageOf(request),
      };
    case 10:
      return { year: request.year ?? undefined };
    case 21:
      return { atDate, idSubConsigneeList: list('idSubConsigneeList') };
    case 44:
      return { atDate, idSubConsigneeList: list('idSubConsigneeList'), ...register };
    case 22: {
      const idSiteList = list('idSiteList') ?? [];
      return { atDate, merge: c.merge ?? idSiteList.length > 0, idSiteList, ...register };
    }
    case 23:
    case 24: {
      const idLocationList = list('idLocationList');
      return { atDate, idSubConsignee: c.idSubConsignee, idLocationList, ...register };
    }
    case 28: {
      const toDate = c.toDate ?? request.date;
      return { idCreditorDebtor: c.idCreditorDebtor, fromDate: c.fromDate, toDate, ...register };
    }
    case 29:
    case 32:
      return {
        idLabelsSetting: c.idLabelsSetting,
        labelsHeading: c.labelsHeading ?? '',
        labelsStartRow: c.labelsStartRow ?? 1,
        labelsStartColumn: c.labelsStartColumn ?? 1,
        includeOriginalInventoryNumber: c.includeOriginalInventoryNumber ?? false,
        basis: labelsBasis({ ...c, idRegister }),
        sortBy: c.sortBy,
        sortDesc: c.sortDesc,
      };
    case 30:
      return { atDate, idSite: c.idSite, idLocationList: list('idLocationList') ?? [], ...register };
    case 31:
      return {
        originalInventoryNumberFrom: c.originalInventoryNumberFrom,
        originalInventoryNumberTo: c.originalInventoryNumberTo,
        ...register,
      };
    case 42:
      return { fromDate: c.fromDate, toDate: c.toDate ?? request.date, ...register };
    default:
      return { atDate, ...register };
  }
}

/** Where a compact request's issue stands in the spec's shape. */
function specPath(path: readonly PropertyKey[]): (string | number)[] {
  const [head, ...rest] = path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  if (head === 'documentType') return ['documentType', 'id'];
  if (head !== 'conditions') return [head ?? ''];
  const [first, ...tail] = rest;
  // A labels basis is flat among the spec's conditions; Model K's year is the request's own.
  if (first === 'basis') return [...CONDITIONS_PATH, ...tail.slice(0, 1)];
  if (first === 'year') return ['year'];
  if (first === 'idOut') return [...DETAIL_PATH, 'objectId'];
  if (first === 'startPage' && typeof tail[0] !== 'string') return [...CONDITIONS_PATH, 'startPage'];
  return [...CONDITIONS_PATH, ...(first === undefined ? [] : [first]), ...tail];
}

export type PrintRequestResult =
  | { success: true; request: PublishRequest }
  | { success: false; issues: PathIssue[] };

/**
 * The spec-shaped request as the compact one the server works with. The conditions rule; the
 * request's `register` and `date` stand in for a missing `idRegister` and at-date (or to-date), its
 * `year` is Model K's year. Issues carry their path in the spec's shape.
 */
export function fromPrintRequest(request: PrintRequest): PrintRequestResult {
  const issues: PathIssue[] = [];
  const type = printedType(request);
  const candidate = { documentType: type, conditions: conditionsOf(type, request, issues) };
  const parsed = publishRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      issues.push({ path: specPath(issue.path), message: issue.message });
  }
  if (issues.length > 0 || !parsed.success) return { success: false, issues };
  return { success: true, request: parsed.data };
}

/** What the spec's envelope says beside the conditions: the names the dialog showed. */
export interface PrintRequestContext {
  /** The document type's description, as the type list gives it. */
  description: string;
  /** The year chosen in the dialog, when it has one. */
  year?: number | null;
  register?: { id: number; description: string } | null;
  /** The name of the file, as the user will see it. */
  filename?: string | null;
  variables?: Partial<Record<(typeof PRINT_VARIABLES)[number], string>>;
}

function flatConditions(request: PublishRequest): PrintConditions {
  switch (request.documentType) {
    case 3:
      return {};
    case 8:
    case 9:
    case 19:
    case 20:
      return { ...request.conditions, durable: request.documentType >= 19 };
    case 21:
    case 44: {
      const { idSubConsigneeList, ...rest } = request.conditions;
      const model24 = request.documentType === 44 ? { model24Type: 'SUBCONSEGNATARIO' as const } : {};
      return { ...rest, ...model24, idSubConsigneeList: JSON.stringify(idSubConsigneeList) };
    }
    case 22:
      return { ...request.conditions, idSiteList: JSON.stringify(request.conditions.idSiteList) };
    case 23:
    case 24:
    case 30:
      return { ...request.conditions, idLocationList: JSON.stringify(request.conditions.idLocationList) };
    case 29:
    case 32: {
      const { basis, ...rest } = request.conditions;
      const { kind: _kind, ...place } = basis;
      return { ...rest, ...place };
    }
    case 43:
      return { ...request.conditions, model24Type: 'CONSEGNATARIO' };
    case 10:
    case 50:
      return {};
    default:
      return request.conditions;
  }
}

/** The date the spec's envelope names: the at-date, or the end of the period. */
function dateOf(request: PublishRequest): string | null {
  const c = request.conditions;
  if ('atDate' in c) return c.atDate;
  return 'toDate' in c ? c.toDate : null;
}

/** The compact request in the spec's shape (what the web client sends); `fromPrintRequest` undoes it. */
export function toPrintRequest(request: PublishRequest, context: PrintRequestContext): PrintRequest {
  const year =
    request.documentType === DOCUMENT_TYPE.modelK ? request.conditions.year : (context.year ?? null);
  return {
    documentType: { id: request.documentType, description: context.description },
    year,
    date: dateOf(request),
    register: context.register ?? null,
    requestMessage: {
      requestMessageDetail: {
        ...(request.documentType === 3
          ? { objectType: PROPOSAL_OBJECT, objectId: request.conditions.idOut }
          : { objectType: null, objectId: null }),
        filename: context.filename ?? null,
        variables: context.variables ?? {},
        conditions: flatConditions(request),
      },
    },
  };
}

/** A body in the spec's shape: its `documentType` is an object, where the compact request has an id. */
function isSpecShaped(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('documentType' in body)) return false;
  return typeof body.documentType === 'object' && body.documentType !== null;
}

/** Either shape of the publish body, for the OpenAPI document (`publishBodySchema` validates). */
export const publishBodyShapesSchema = z.union([publishRequestSchema, printRequestSchema]);

/**
 * The body of `POST /s3documents/publishMessage`, as the compact request: the spec's shape goes
 * through `fromPrintRequest`, the compact one is checked as it is. Told apart by `documentType`
 * rather than tried in turn, so a refusal names the fields of the shape that was sent.
 */
export const publishBodySchema = z.unknown().transform((body, ctx): PublishRequest => {
  const refuse = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    }
    return z.NEVER;
  };
  if (!isSpecShaped(body)) {
    const compact = publishRequestSchema.safeParse(body);
    return compact.success ? compact.data : refuse(compact.error.issues);
  }
  const spec = printRequestSchema.safeParse(body);
  if (!spec.success) return refuse(spec.error.issues);
  const result = fromPrintRequest(spec.data);
  return result.success ? result.request : refuse(result.issues);
});
