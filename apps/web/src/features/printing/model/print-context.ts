import type { PublishRequest } from '@inventario/shared/contracts/documents';
import type { PrintRequestContext } from '@inventario/shared/contracts/print-request';
import { DOCUMENT_TYPES } from '@inventario/shared/domain/documents/document-types';
import { formatDate } from '@inventario/shared/format/date';

/** The names of what the dialog chose, as it showed them. */
export interface PrintNames {
  year?: number | null;
  register?: string | null;
  creditor?: string | null;
  site?: string | null;
  subConsignee?: string | null;
}

type Variables = NonNullable<PrintRequestContext['variables']>;

function registerOf(request: PublishRequest): number | undefined {
  const conditions = request.conditions;
  if ('idRegister' in conditions) return conditions.idRegister;
  if ('basis' in conditions && conditions.basis.kind === 'inventoryNumber')
    return conditions.basis.idRegister;
  return undefined;
}

/** The template variables of spec 01 §3 the chosen values fill. */
function variablesOf(request: PublishRequest, names: PrintNames): Variables {
  const conditions = request.conditions;
  const c = {
    atDate: 'atDate' in conditions ? conditions.atDate : undefined,
    fromDate: 'fromDate' in conditions ? conditions.fromDate : undefined,
    toDate: 'toDate' in conditions ? conditions.toDate : undefined,
    startPage: 'startPage' in conditions ? conditions.startPage : undefined,
  };
  const variables: Variables = {};
  const set = (name: keyof Variables, value: string | null | undefined) => {
    if (value) variables[name] = value;
  };
  set('REGISTRO', names.register);
  set('DATAINPUT', formatDate(c.atDate));
  set('DATADAL', formatDate(c.fromDate));
  set('DATAAL', formatDate(c.toDate ?? c.atDate));
  set('PAGINA', c.startPage === undefined ? null : String(c.startPage));
  set('FORNITORE', names.creditor);
  set('SEDE', names.site);
  set('SUBCONSEGNATARIO', names.subConsignee);
  return variables;
}

/**
 * What the spec's print request says beside the conditions (spec 01 §3): the type's description, the
 * year, the register by id and name, and the template variables, from the names the dialog showed.
 */
export function printContextOf(request: PublishRequest, names: PrintNames = {}): PrintRequestContext {
  const type = DOCUMENT_TYPES.find((candidate) => candidate.id === request.documentType);
  const idRegister = registerOf(request);
  return {
    description: type?.description ?? '',
    year: names.year ?? null,
    register:
      idRegister !== undefined && names.register ? { id: idRegister, description: names.register } : null,
    filename: null,
    variables: variablesOf(request, names),
  };
}
