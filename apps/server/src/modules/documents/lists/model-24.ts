import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { classLabel, type HeldAsset, heldTotals, locationLabel } from './held-assets.ts';
import {
  assetCount,
  formatCount,
  type ListRegister,
  type ListSchool,
  listDocument,
  sparseRow,
} from './list-document.ts';

/** The goods one holder has: the consignee all the school's, a sub-consignee those of their locations. */
export interface Model24Section {
  /** The sub-consignee's name; null for the consignee's model. */
  subConsignee: string | null;
  assets: readonly HeldAsset[];
}

export interface Model24Input {
  school: ListSchool;
  atDate: string;
  /** The one register listed, when the print is limited to one. */
  register?: ListRegister;
  /** DS and DSGA (the consignee, art. 30 D.I. 129/2018) as the school data name them, if they do. */
  officials: { manager: string | null; consignee: string | null };
  kind: 'consignee' | 'subConsignee';
  sections: readonly Model24Section[];
}

function columns(atDate: string): ColumnSpec[] {
  return [
    { title: 'Classe', width: 50 },
    { title: 'Numero', width: 40, align: 'right' },
    { title: 'Descrizione', width: { share: 3 } },
    { title: 'Ubicazione', width: { share: 2 } },
    { title: 'Q.tà', width: 30, align: 'right' },
    { title: `Valore al ${formatDate(atDate)}`, width: 72, align: 'right' },
  ];
}
const WIDTH = 6;
const LABEL = 2;

function assetRow(asset: HeldAsset): TableRow {
  return {
    cells: [
      classLabel(asset.assetClass),
      asset.number == null ? '' : String(asset.number),
      asset.description,
      asset.location ? locationLabel(asset.location) : '',
      formatCount(asset.quantity),
      formatCents(asset.actualValueCents),
    ],
  };
}

function totalRow(label: string, assets: readonly HeldAsset[], kind: 'subtotal' | 'total'): TableRow {
  const totals = heldTotals(assets);
  const cells = { [LABEL]: `${label} (${assetCount(totals.assets)})`, 4: formatCount(totals.quantity) };
  return sparseRow(WIDTH, { ...cells, 5: formatCents(totals.actualValueCents) }, kind);
}

/** A boxed line to sign: who signs, their name when known, and room for the signature. */
export function signatureRow(role: string, name: string | null): TableRow {
  const who = name ? `${role}: ${name}` : role;
  const sign = {
    [LABEL]: `${who}\n\nFirma ________________________________`,
    3: '\n\nData ________________',
  };
  return sparseRow(WIDTH, sign, 'data');
}

function signatures(input: Model24Input, section: Model24Section): TableRow[] {
  const consignee = signatureRow('Il consegnatario (DSGA)', input.officials.consignee);
  if (section.subConsignee !== null)
    return [signatureRow('Il subconsegnatario', section.subConsignee), consignee];
  return [consignee, signatureRow('Il dirigente scolastico', input.officials.manager)];
}

function sectionRows(input: Model24Input, section: Model24Section): TableRow[] {
  const holder = section.subConsignee === null ? 'al consegnatario' : `a ${section.subConsignee}`;
  const rows: TableRow[] = [];
  if (section.subConsignee !== null) {
    rows.push(sparseRow(WIDTH, { [LABEL]: `Subconsegnatario: ${section.subConsignee}` }, 'subtotal'));
  }
  rows.push(...section.assets.map(assetRow));
  if (section.assets.length === 0)
    rows.push(sparseRow(WIDTH, { [LABEL]: 'Nessun bene affidato alla data.' }, 'data'));
  rows.push(totalRow(`Totale beni affidati ${holder}`, section.assets, 'subtotal'));
  return [...rows, ...signatures(input, section)];
}

/**
 * Model 24 (document types 43 and 44, our reading: DOMAIN §6): the goods held at the date by the
 * consignee (every location, and goods not placed) or by each chosen sub-consignee (the locations
 * assigned to them), one section each with its total and its signature lines. The table engine has
 * no forced page break, so each sub-consignee's section opens with a heading row.
 */
export function buildModel24(input: Model24Input): TableDocument {
  const rows = input.sections.flatMap((section) => sectionRows(input, section));
  if (input.sections.length > 1) {
    const all = input.sections.flatMap((section) => section.assets);
    rows.push(totalRow('Totale generale', all, 'total'));
  }
  const date = formatDate(input.atDate);
  const documentType =
    input.kind === 'consignee' ? DOCUMENT_TYPE.model24Consignee : DOCUMENT_TYPE.model24Subconsignee;
  const consignee = input.officials.consignee ? [`Consegnatario (DSGA): ${input.officials.consignee}`] : [];
  return listDocument({
    school: input.school,
    register: input.register,
    documentType,
    subtitle: [...consignee, `Situazione al ${date}`],
    columns: columns(input.atDate),
    rows,
    emptyMessage: `Nessun bene in consegna alla data del ${date}.`,
    orientation: 'portrait',
  });
}
