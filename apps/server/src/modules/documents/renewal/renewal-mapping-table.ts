import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from '../minutes/minute-document.ts';
import type { PrintMappingRow, RatedSubcategory, RenewalMappingInput } from './renewal-print-data.ts';
import {
  closing,
  countText,
  rateText,
  registerNames,
  renewalDocument,
  staffSigners,
  subcategoryText,
} from './renewal-print-text.ts';

/**
 * The mapping table (DOMAIN §8): each subcategory in use at the renewal date, register by register,
 * onto the subcategory of the current table it takes in the renewed registers (register, category,
 * subcategory), with the rate each has (the source's in the renewal year; the target's from the next
 * year, as the mapping gives it) and the goods it held. A draft until the mapping is confirmed.
 */

const COLUMNS = [
  { title: 'Sottocategoria di origine', width: { share: 1 } },
  { title: 'Aliquota', width: 44, align: 'right' as const },
  { title: 'Sottocategoria di destinazione', width: { share: 1 } },
  { title: 'Aliquota', width: 44, align: 'right' as const },
  { title: 'Beni', width: 36, align: 'right' as const },
];

/** "BM 01.02 Hardware" over its category's name. */
function subcategoryCell(s: RatedSubcategory): string {
  return `${subcategoryText(s)}\nCategoria: ${s.categoryDescription}`;
}

function row(mapping: PrintMappingRow): MinuteTableRow {
  return {
    cells: [
      subcategoryCell(mapping.source),
      rateText(mapping.source.rate),
      mapping.target ? subcategoryCell(mapping.target) : 'Da associare',
      mapping.target ? rateText(mapping.target.rate) : '—',
      countText(mapping.goods),
    ],
  };
}

/** The mapping table, register by register. */
export function buildRenewalMapping(input: RenewalMappingInput): MinuteDocument {
  const registerOf = registerNames(input.registers);
  const rows: MinuteTableRow[] = [];
  for (const register of input.registers) {
    const mappings = input.rows.filter((mapping) => mapping.source.registerKind === register.kind);
    if (mappings.length === 0) continue;
    rows.push({ cells: [`Registro: ${registerOf(register.kind)}`], kind: 'total' }, ...mappings.map(row));
  }
  const goods = input.rows.reduce((sum, mapping) => sum + mapping.goods, 0);
  if (rows.length > 0) {
    rows.push({
      cells: [`Sottocategorie in uso: ${countText(input.rows.length)}`, '', '', '', countText(goods)],
      kind: 'total',
    });
  }
  const unmapped = input.rows.filter((mapping) => mapping.target === null).length;
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text:
        `Ogni sottocategoria in uso negli inventari alla data del ${formatDate(input.renewal.renewalDate)} è associata a una sottocategoria della tabella attuale ` +
        "(Allegato 1 delle Linee guida, Nota M.I. prot. 4083 del 23/02/2021), nello stesso registro, con l'aliquota di ammortamento che questa assume " +
        `dall'esercizio ${input.renewal.year + 1}: una stessa sottocategoria di destinazione ha una sola aliquota. ` +
        "L'aliquota di origine è quella in vigore nell'anno del rinnovo; i beni, inventariati e durevoli, sono quelli che la sottocategoria comprende.",
    },
    {
      kind: 'table',
      columns: COLUMNS,
      rows,
      emptyMessage: 'Nessuna sottocategoria in uso.',
    },
  ];
  if (unmapped > 0) {
    blocks.push({
      kind: 'paragraph',
      text: `${countText(unmapped)} ${unmapped === 1 ? 'sottocategoria non è ancora associata' : 'sottocategorie non sono ancora associate'} a una sottocategoria attuale.`,
    });
  }
  blocks.push(...closing(input, [staffSigners(input)]));
  const draft = input.renewal.mappingConfirmedAt
    ? null
    : 'la mappatura non è ancora confermata e può ancora cambiare.';
  return renewalDocument(input, DOCUMENT_TYPE.renewalMapping, draft, blocks);
}
