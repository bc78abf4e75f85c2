import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteAsset, MinuteLocation, MinuteSchool } from './minute-data.repo.ts';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from './minute-document.ts';
import { assetTable, locationLabel, nameOr, schoolHeading, sumCents } from './minute-text.ts';

export const DSGA_HANDOVER_TITLE = 'Verbale di passaggio di consegne tra DSGA';

export interface DsgaHandoverInput {
  school: MinuteSchool;
  atDate: string;
  /** For a school resulting from a merge: the sites whose goods the handover covers; otherwise null. */
  mergedSites: readonly { code: string; description: string }[] | null;
  /**
   * The other school of the merge those sites went with: the receiver their goods were handed over to,
   * or the seller they came from; null for sites of the school's own.
   */
  mergeCounterpart?: { side: 'receiver' | 'seller'; name: string } | null;
  /** The school's registers in their order. */
  registers: readonly { id: number; description: string; hasDurableRegister: boolean }[];
  /** The goods (inventory and durable) at the date, within the merged sites when there are. */
  assets: readonly MinuteAsset[];
  subConsignees: readonly { description: string; locations: readonly MinuteLocation[] }[];
}

export interface RegisterStanding {
  register: string;
  count: number;
  valueCents: number;
  /** Goods in the register's durable register, or null when it keeps none. */
  durableCount: number | null;
}

/** Per register: its inventory goods and their value at the date, and its durable goods. */
export function registerStandings(input: DsgaHandoverInput): RegisterStanding[] {
  return input.registers.map((register) => {
    const own = input.assets.filter((a) => a.registerId === register.id);
    const inventory = own.filter((a) => a.assetClass === 'inventory');
    return {
      register: register.description,
      count: inventory.length,
      valueCents: sumCents(inventory),
      durableCount: register.hasDurableRegister ? own.length - inventory.length : null,
    };
  });
}

function standingsTable(standings: readonly RegisterStanding[], date: string): MinuteBlock {
  const rows: MinuteTableRow[] = standings.map((s) => ({
    cells: [
      s.register,
      String(s.count),
      formatCents(s.valueCents),
      s.durableCount == null ? '—' : String(s.durableCount),
    ],
  }));
  const durable = standings.reduce((sum, s) => sum + (s.durableCount ?? 0), 0);
  rows.push({
    cells: [
      'Totale',
      String(standings.reduce((sum, s) => sum + s.count, 0)),
      formatCents(standings.reduce((sum, s) => sum + s.valueCents, 0)),
      String(durable),
    ],
    kind: 'total',
  });
  return {
    kind: 'table',
    columns: [
      { title: 'Registro', width: { share: 1 } },
      { title: 'Beni inventariati', width: 80, align: 'right' },
      { title: `Valore al ${date}`, width: 100, align: 'right' },
      { title: 'Beni durevoli', width: 80, align: 'right' },
    ],
    rows,
    emptyMessage: 'Nessun registro.',
  };
}

function subConsigneeTable(input: DsgaHandoverInput): MinuteBlock {
  return {
    kind: 'table',
    columns: [
      { title: 'Subconsegnatario', width: { share: 1 } },
      { title: 'Ubicazioni affidate', width: { share: 2 } },
    ],
    rows: input.subConsignees.map((s) => ({
      cells: [s.description, s.locations.map(locationLabel).join('\n')],
    })),
    emptyMessage: 'Nessun subconsegnatario in carica.',
  };
}

/** What the dimensioning means for this handover: the sites it covers, and the other school named. */
function mergeParagraph(
  mergedSites: NonNullable<DsgaHandoverInput['mergedSites']>,
  counterpart: DsgaHandoverInput['mergeCounterpart'],
): string {
  const sites = mergedSites.map((s) => `${s.code} ${s.description}`).join(', ');
  if (counterpart?.side === 'receiver')
    return `L'istituzione scolastica è interessata da un dimensionamento: i beni collocati nelle sedi ${sites} passano all'istituzione scolastica accorpante ${counterpart.name} (D.P.R. 157/1998, art. 4). Il presente verbale riguarda i soli beni collocati in tali sedi.`;
  const from = counterpart
    ? ` dell'istituzione scolastica ${counterpart.name}`
    : ' di istituzioni scolastiche';
  return `L'istituzione scolastica risulta da un dimensionamento (accorpamento${from}): il presente verbale riguarda i soli beni collocati nelle sedi ${sites}.`;
}

function opening(input: DsgaHandoverInput, date: string): MinuteBlock[] {
  const { school } = input;
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text: `In data ${date}, presso ${school.name}, ai sensi dell'art. 30 del D.I. 129/2018, si procede al passaggio di consegne dei beni tra il Direttore dei servizi generali e amministrativi uscente ${nameOr(school.consignee)} e il Direttore dei servizi generali e amministrativi subentrante ${nameOr(null)}, alla presenza del Dirigente scolastico ${nameOr(school.manager)} e del Presidente del Consiglio d'istituto ${nameOr(null)}. La consistenza dei beni è quella risultante dalle scritture inventariali alla data del ${date}, data di riferimento del presente verbale.`,
    },
  ];
  if (input.mergedSites) {
    blocks.push({
      kind: 'paragraph',
      text: mergeParagraph(input.mergedSites, input.mergeCounterpart ?? null),
    });
  }
  return blocks;
}

/** DOMAIN §6: the registers' standing, missing and damaged goods, sub-consignees, four signatures. */
export function buildDsgaHandover(input: DsgaHandoverInput): MinuteDocument {
  const date = formatDate(input.atDate);
  const inProposal = input.assets.filter((a) => a.inProposal);
  return {
    title: `${DSGA_HANDOVER_TITLE} al ${date}`,
    kind: DSGA_HANDOVER_TITLE,
    school: input.school,
    heading: schoolHeading(input.school),
    blocks: [
      { kind: 'title', text: DSGA_HANDOVER_TITLE },
      { kind: 'paragraph', text: `Data di riferimento: ${date}`, align: 'center' },
      ...opening(input, date),
      { kind: 'subtitle', text: `1. Consistenza dei registri al ${date}` },
      standingsTable(registerStandings(input), date),
      { kind: 'subtitle', text: '2. Beni mancanti o danneggiati' },
      {
        kind: 'paragraph',
        text: 'Beni in proposta di scarico alla data di riferimento (mancanti, danneggiati o fuori uso, in attesa del provvedimento di discarico), compresi nella consistenza di cui al punto 1:',
      },
      assetTable(inProposal, `Valore al ${date}`, 'Totale', 'Nessun bene in proposta di scarico alla data.'),
      { kind: 'subtitle', text: '3. Beni di terzi' },
      {
        kind: 'paragraph',
        text: "Beni di proprietà di terzi in uso presso l'istituzione scolastica, non iscritti negli inventari: ______________________________________________",
      },
      { kind: 'subtitle', text: '4. Subconsegnatari in carica' },
      subConsigneeTable(input),
      {
        kind: 'paragraph',
        text: 'Il Direttore dei servizi generali e amministrativi subentrante, eseguita in contraddittorio con il DSGA uscente la ricognizione dei beni, dichiara di prenderli in consegna nella consistenza sopra indicata, salvo quanto annotato. Il presente verbale è redatto in più esemplari, uno per ciascuno dei sottoscrittori. Letto, confermato e sottoscritto.',
      },
      { kind: 'paragraph', text: `Data: ${date}` },
      {
        kind: 'signatures',
        signers: [
          { role: 'Il DSGA uscente', name: input.school.consignee },
          { role: 'Il DSGA subentrante', name: null },
          { role: 'Il Dirigente scolastico', name: input.school.manager },
          { role: "Il Presidente del Consiglio d'istituto", name: null },
        ],
      },
    ],
  };
}
