import { formatDate } from '@inventario/shared/format/date';
import type { MinuteLocation, MinuteSchool } from './minute-data.repo.ts';
import type { MinuteBlock, MinuteDocument } from './minute-document.ts';
import { nameOr, schoolHeading } from './minute-text.ts';

export const NOMINATION_TITLE = 'Nomina dei subconsegnatari';

export interface Appointment {
  subConsignee: { description: string; fiscalCode: string | null };
  /** The locations assigned to the sub-consignee, by site code then location code. */
  locations: readonly MinuteLocation[];
}

export interface SubconsigneeNominationInput {
  school: MinuteSchool;
  atDate: string;
  /** One act each, in the order chosen. */
  appointments: readonly Appointment[];
}

function locationTable(locations: readonly MinuteLocation[]): MinuteBlock {
  return {
    kind: 'table',
    columns: [
      { title: 'Sede', width: { share: 1 } },
      { title: 'Codice', width: 70 },
      { title: 'Ubicazione', width: { share: 1.4 } },
    ],
    rows: locations.map((l) => ({ cells: [`${l.siteCode} ${l.siteDescription}`, l.code, l.description] })),
    emptyMessage: 'Nessuna ubicazione assegnata al subconsegnatario.',
  };
}

/** The act appointing one sub-consignee: the DS appoints, on the DSGA's proposal, for their locations. */
function act(input: SubconsigneeNominationInput, appointment: Appointment): MinuteBlock[] {
  const date = formatDate(input.atDate);
  const { description, fiscalCode } = appointment.subConsignee;
  const who = fiscalCode ? `${description} (C.F. ${fiscalCode})` : description;
  const count = appointment.locations.length;
  return [
    { kind: 'title', text: 'Nomina del subconsegnatario' },
    { kind: 'paragraph', text: `Subconsegnatario: ${description} — Data: ${date}`, align: 'center' },
    { kind: 'paragraph', text: 'IL DIRIGENTE SCOLASTICO', style: 'bold', align: 'center' },
    {
      kind: 'paragraph',
      text: "VISTO il D.I. 28 agosto 2018, n. 129, e in particolare l'art. 30, per il quale il Direttore dei servizi generali e amministrativi è consegnatario dei beni e, quando particolari esigenze lo richiedano, il dirigente scolastico, su proposta del DSGA, può nominare uno o più subconsegnatari, che rispondono della consistenza e della conservazione dei beni loro affidati;",
    },
    {
      kind: 'paragraph',
      text: `VISTA la proposta del Direttore dei servizi generali e amministrativi ${nameOr(input.school.consignee)};`,
    },
    { kind: 'paragraph', text: 'NOMINA', style: 'bold', align: 'center' },
    {
      kind: 'paragraph',
      text: `${who} subconsegnatario dei beni collocati ${count === 1 ? "nell'ubicazione elencata" : 'nelle ubicazioni elencate'} di seguito, a decorrere dal ${date}. Il subconsegnatario cura la custodia dei beni, risponde della loro consistenza e conservazione, ne segnala al consegnatario ogni spostamento, perdita o danneggiamento, e li restituisce con verbale al termine dell'incarico.`,
    },
    locationTable(appointment.locations),
    { kind: 'paragraph', text: `Data: ${date}` },
    {
      kind: 'signatures',
      signers: [
        { role: 'Il Dirigente scolastico', name: input.school.manager },
        { role: 'Per accettazione, il subconsegnatario', name: description },
      ],
    },
  ];
}

/** One act per sub-consignee, each starting on a page of its own. */
export function buildSubconsigneeNomination(input: SubconsigneeNominationInput): MinuteDocument {
  return {
    title: `${NOMINATION_TITLE} al ${formatDate(input.atDate)}`,
    kind: NOMINATION_TITLE,
    school: input.school,
    heading: schoolHeading(input.school),
    blocks: input.appointments.flatMap((appointment, index) => [
      ...(index > 0 ? [{ kind: 'pageBreak' } as const] : []),
      ...act(input, appointment),
    ]),
  };
}
