import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteAsset, MinuteLocation, MinuteSchool } from './minute-data.repo.ts';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from './minute-document.ts';
import { assetTable, goodsCount, locationLabel, nameOr, schoolHeading, sumCents } from './minute-text.ts';

/** Handing goods over to a sub-consignee (23) or receiving them back (24). */
export type HandoverDirection = 'handover' | 'return';

export interface SubconsigneeHandoverInput {
  direction: HandoverDirection;
  school: MinuteSchool;
  atDate: string;
  subConsignee: { description: string; fiscalCode: string | null };
  /** The chosen locations, by site code then location code. */
  locations: readonly MinuteLocation[];
  /** The inventory assets in those locations at the date. */
  assets: readonly MinuteAsset[];
}

export const HANDOVER_TITLES: Record<HandoverDirection, string> = {
  handover: 'Verbale di consegna dei beni al subconsegnatario',
  return: 'Verbale di restituzione dei beni dal subconsegnatario',
};

function act(input: SubconsigneeHandoverInput): string {
  const date = formatDate(input.atDate);
  const dsga = nameOr(input.school.consignee);
  const ds = nameOr(input.school.manager);
  const fiscalCode = input.subConsignee.fiscalCode ? ` (C.F. ${input.subConsignee.fiscalCode})` : '';
  const sub = `${input.subConsignee.description}${fiscalCode}`;
  const lead = `In data ${date}, presso ${input.school.name}, alla presenza del Dirigente scolastico ${ds},`;
  if (input.direction === 'handover') {
    return `${lead} il Direttore dei servizi generali e amministrativi ${dsga}, consegnatario dei beni (art. 30 del D.I. 129/2018), affida in custodia al subconsegnatario ${sub}, ai sensi degli artt. 30 e 35 del D.I. 129/2018, i beni descritti di seguito, collocati nelle ubicazioni indicate e iscritti negli inventari alla data del ${date}. Il subconsegnatario, verificata la corrispondenza dei beni all'elenco, li prende in consegna e risponde della loro conservazione e del loro corretto uso, segnalando al consegnatario ogni spostamento, perdita o danneggiamento.`;
  }
  return `${lead} il subconsegnatario ${sub} restituisce al Direttore dei servizi generali e amministrativi ${dsga}, consegnatario dei beni (art. 30 del D.I. 129/2018), i beni a lui affidati ai sensi degli artt. 30 e 35 del D.I. 129/2018, descritti di seguito, collocati nelle ubicazioni indicate e iscritti negli inventari alla data del ${date}. Il consegnatario, verificata la corrispondenza dei beni all'elenco, ne riprende la custodia; il subconsegnatario è sollevato dalla responsabilità della loro conservazione da questa data.`;
}

/** Per location: its goods and their value; a total that adds up to the lines. */
function summary(input: SubconsigneeHandoverInput, valueTitle: string): MinuteBlock {
  const rows: MinuteTableRow[] = input.locations.map((location) => {
    const here = input.assets.filter((asset) => asset.locationId === location.id);
    return { cells: [locationLabel(location), String(here.length), formatCents(sumCents(here))] };
  });
  rows.push({
    cells: ['Totale', String(input.assets.length), formatCents(sumCents(input.assets))],
    kind: 'total',
  });
  return {
    kind: 'table',
    columns: [
      { title: 'Ubicazione', width: { share: 1 } },
      { title: 'Numero beni', width: 70, align: 'right' },
      { title: valueTitle, width: 90, align: 'right' },
    ],
    rows,
    emptyMessage: 'Nessuna ubicazione.',
  };
}

export function buildSubconsigneeHandover(input: SubconsigneeHandoverInput): MinuteDocument {
  const date = formatDate(input.atDate);
  const title = HANDOVER_TITLES[input.direction];
  const valueTitle = `Valore al ${date}`;
  const byLocation = input.locations.flatMap((location): MinuteBlock[] => [
    { kind: 'subtitle', text: `Ubicazione ${locationLabel(location)}` },
    assetTable(
      input.assets.filter((asset) => asset.locationId === location.id),
      valueTitle,
      'Totale ubicazione',
      'Nessun bene in questa ubicazione alla data.',
    ),
  ]);
  const sub = input.subConsignee.description;
  return {
    title: `${title} — ${sub} al ${date}`,
    kind: title,
    school: input.school,
    heading: schoolHeading(input.school),
    blocks: [
      { kind: 'title', text: title },
      {
        kind: 'paragraph',
        text: `Subconsegnatario: ${sub} — Data di riferimento: ${date}`,
        align: 'center',
      },
      { kind: 'paragraph', text: act(input) },
      {
        kind: 'subtitle',
        text: `Riepilogo: ${goodsCount(input.assets.length)}, ${formatCents(sumCents(input.assets))}`,
      },
      summary(input, valueTitle),
      ...byLocation,
      {
        kind: 'paragraph',
        text: 'Il presente verbale è redatto in duplice copia, una per il consegnatario e una per il subconsegnatario. Letto, confermato e sottoscritto.',
      },
      { kind: 'paragraph', text: `Data: ${date}` },
      {
        kind: 'signatures',
        signers: [
          { role: 'Il DSGA (consegnatario)', name: input.school.consignee },
          { role: 'Il subconsegnatario', name: sub },
          { role: 'Il Dirigente scolastico', name: input.school.manager },
        ],
      },
    ],
  };
}
