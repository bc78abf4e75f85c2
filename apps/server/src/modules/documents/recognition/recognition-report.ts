import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { registerAcronym } from '@inventario/shared/domain/catalogue/register-acronym';
import type { DetectionStatus, LocationStatus } from '@inventario/shared/domain/recognition/detection';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteSchool } from '../minutes/minute-data.repo.ts';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from '../minutes/minute-document.ts';
import { goodsCount, nameOr, schoolHeading } from '../minutes/minute-text.ts';

export const RECOGNITION_REPORT_TITLE = 'Verbale di ricognizione dei beni';

/** The school as the report names it: heading, DS and DSGA, and the town the report is signed in. */
export type ReportSchool = MinuteSchool & { city: string };

export interface ReportRecognition {
  startDate: string;
  endDate: string | null;
  status: 'ongoing' | 'completed';
  forRenewal: boolean;
  renewalYear: number | null;
  includeDurable: boolean;
  notes: string | null;
}

/** A location the recognition counts, with how far its count went. */
export interface ReportLocation {
  id: number;
  siteCode: string;
  siteDescription: string;
  code: string;
  description: string;
  status: LocationStatus;
}

/** A good the recognition counts and what became of it. */
export interface ReportAsset {
  registerKind: RegisterKind;
  assetClass: 'inventory' | 'durable';
  inventoryNumber: number | null;
  durableNumber: number | null;
  description: string;
  detection: DetectionStatus;
  /** Where the registers place it for the recognition (null: nowhere). */
  locationId: number | null;
  /** Where it was read (or marked correct); null while undetected or missing. */
  detectedLocationId: number | null;
  /** The recognition's discharge proposal for missing goods that holds it, by progressive and year. */
  missingProposal: { year: number; progressive: number | null } | null;
}

export interface RecognitionReportInput {
  school: ReportSchool;
  recognition: ReportRecognition;
  /** By site code, then location code. */
  locations: readonly ReportLocation[];
  /** In register order, then by number. */
  assets: readonly ReportAsset[];
  /** The day the report is printed: an ongoing recognition's outcomes stand as of then. */
  printedOn: string;
}

/** "BM/12", as the labels print it; a durable good's number in the durable register, marked so. */
export function reportNumber(
  asset: Pick<ReportAsset, 'registerKind' | 'assetClass' | 'inventoryNumber' | 'durableNumber'>,
) {
  const acronym = registerAcronym(asset.registerKind);
  if (asset.assetClass === 'durable') {
    return asset.durableNumber === null ? `${acronym}/— dur.` : `${acronym}/${asset.durableNumber} dur.`;
  }
  return asset.inventoryNumber === null ? `${acronym}/—` : `${acronym}/${asset.inventoryNumber}`;
}

const STATUS_TEXT: Record<ReportRecognition['status'], string> = {
  ongoing: 'In corso',
  completed: 'Conclusa',
};

const LOCATION_STATUS_TEXT: Record<LocationStatus, string> = {
  notStarted: 'rilevazione non iniziata',
  started: 'rilevazione iniziata',
  completed: 'rilevazione completata',
};

/** "PLESSO1/LAB1 Laboratorio di informatica": a location with its site's code, as the lists name it. */
function placeText(location: ReportLocation | undefined): string {
  return location ? `${location.siteCode}/${location.code} ${location.description}` : 'senza ubicazione';
}

/** What became of a good of this location that was not read here. */
function outcomeText(asset: ReportAsset, places: ReadonlyMap<number, ReportLocation>): string {
  switch (asset.detection) {
    case 'undetected':
      return 'Da rilevare';
    case 'correct':
      return 'Segnato come rilevato';
    case 'missing': {
      const proposal = asset.missingProposal;
      if (!proposal) return 'Mancante';
      const number = proposal.progressive === null ? '' : ` n. ${proposal.progressive}/${proposal.year}`;
      return `Mancante: proposta di scarico${number}`;
    }
    case 'foundElsewhere':
      return `Rilevato altrove: ${placeText(places.get(asset.detectedLocationId ?? 0))}`;
    case 'detected':
      return 'Rilevato';
  }
}

type Counts = Record<DetectionStatus, number> & { total: number };

function countsOf(assets: readonly ReportAsset[]): Counts {
  const counts: Counts = { total: 0, undetected: 0, detected: 0, foundElsewhere: 0, correct: 0, missing: 0 };
  for (const asset of assets) {
    counts[asset.detection]++;
    counts.total++;
  }
  return counts;
}

const COLUMNS = [
  { title: 'N. inventario', width: 62 },
  { title: 'Descrizione', width: { share: 1 } },
  { title: 'Esito', width: 170 },
] as const;

const band = (text: string): MinuteTableRow => ({ cells: [text], kind: 'total' });
const row = (asset: ReportAsset, outcome: string): MinuteTableRow => ({
  cells: [reportNumber(asset), asset.description, outcome],
});

/** The goods of a place: those registered there and those found there, each in its group. */
interface PlaceGoods {
  /** Registered here. */
  own: readonly ReportAsset[];
  /** Registered elsewhere (or nowhere), found here. */
  foundHere: readonly ReportAsset[];
}

function goodsTable(goods: PlaceGoods, places: ReadonlyMap<number, ReportLocation>): MinuteBlock {
  const detected = goods.own.filter((asset) => asset.detection === 'detected');
  const notHere = goods.own.filter((asset) => asset.detection !== 'detected');
  const rows: MinuteTableRow[] = [];
  if (detected.length) {
    rows.push(band(`Rilevati nell'ubicazione (${goodsCount(detected.length)})`));
    rows.push(...detected.map((asset) => row(asset, 'Rilevato')));
  }
  if (goods.foundHere.length) {
    rows.push(band(`Trovati nell'ubicazione, registrati altrove (${goodsCount(goods.foundHere.length)})`));
    rows.push(
      ...goods.foundHere.map((asset) =>
        row(asset, `Registrato in: ${placeText(places.get(asset.locationId ?? 0))}`),
      ),
    );
  }
  if (notHere.length) {
    rows.push(band(`Non rilevati nell'ubicazione (${goodsCount(notHere.length)})`));
    rows.push(...notHere.map((asset) => row(asset, outcomeText(asset, places))));
  }
  return {
    kind: 'table',
    columns: COLUMNS,
    rows,
    emptyMessage: 'Nessun bene registrato né trovato in questa ubicazione.',
  };
}

/** "3 beni — rilevati 1, rilevati altrove 1, segnati come rilevati 0, da rilevare 1, mancanti 0". */
function outcomeCounts(assets: readonly ReportAsset[]): string {
  const c = countsOf(assets);
  return (
    `${goodsCount(c.total)} — rilevati ${c.detected}, rilevati altrove ${c.foundElsewhere}, ` +
    `segnati come rilevati ${c.correct}, da rilevare ${c.undetected}, mancanti ${c.missing}`
  );
}

function locationBlocks(
  input: RecognitionReportInput,
  places: ReadonlyMap<number, ReportLocation>,
): MinuteBlock[] {
  return input.locations.flatMap((location): MinuteBlock[] => {
    const goods = {
      own: input.assets.filter((asset) => asset.locationId === location.id),
      foundHere: input.assets.filter(
        (asset) => asset.detection === 'foundElsewhere' && asset.detectedLocationId === location.id,
      ),
    };
    return [
      {
        kind: 'subtitle',
        text: `Sede ${location.siteCode} ${location.siteDescription} — Ubicazione ${location.code} ${location.description} (${LOCATION_STATUS_TEXT[location.status]})`,
      },
      goodsTable(goods, places),
      {
        kind: 'paragraph',
        text: `Beni registrati nell'ubicazione: ${outcomeCounts(goods.own)}; trovati qui da altre ubicazioni: ${goods.foundHere.length}.`,
      },
    ];
  });
}

/**
 * The goods the registers place nowhere (or in a place the recognition does not count): they have no
 * location's section, so they have one of their own, with what became of them. A good of these found
 * somewhere is listed in that location as well.
 */
function unplacedBlocks(
  input: RecognitionReportInput,
  places: ReadonlyMap<number, ReportLocation>,
): MinuteBlock[] {
  const own = input.assets.filter((asset) => asset.locationId === null || !places.has(asset.locationId));
  if (own.length === 0) return [];
  const rows = own.map((asset) => row(asset, outcomeText(asset, places)));
  return [
    { kind: 'subtitle', text: 'Beni senza ubicazione nei registri' },
    { kind: 'table', columns: COLUMNS, rows, emptyMessage: '' },
    { kind: 'paragraph', text: `Beni senza ubicazione: ${outcomeCounts(own)}.` },
  ];
}

function totalsBlocks(input: RecognitionReportInput): MinuteBlock[] {
  const c = countsOf(input.assets);
  const unplaced = input.assets.filter((asset) => asset.locationId === null).length;
  const count = (n: number) => String(n);
  const rows: MinuteTableRow[] = [
    { cells: ['Rilevati nella propria ubicazione', count(c.detected)] },
    { cells: ['Rilevati in altra ubicazione', count(c.foundElsewhere)] },
    { cells: ['Segnati come rilevati', count(c.correct)] },
    { cells: ['Da rilevare', count(c.undetected)] },
    { cells: ['Mancanti (in proposta di scarico)', count(c.missing)] },
    { cells: ['Beni contati dalla ricognizione', count(c.total)], kind: 'total' },
  ];
  const byStatus = (status: LocationStatus) => input.locations.filter((l) => l.status === status).length;
  const blocks: MinuteBlock[] = [
    { kind: 'subtitle', text: 'Riepilogo della ricognizione' },
    {
      kind: 'table',
      columns: [
        { title: 'Esito', width: { share: 1 } },
        { title: 'Beni', width: 70, align: 'right' },
      ],
      rows,
      emptyMessage: '',
    },
    {
      kind: 'paragraph',
      text: `Ubicazioni contate: ${input.locations.length} — completate ${byStatus('completed')}, iniziate ${byStatus('started')}, non iniziate ${byStatus('notStarted')}.`,
    },
  ];
  if (unplaced > 0) {
    blocks.push({
      kind: 'paragraph',
      text: `Dei beni contati, ${goodsCount(unplaced)} ${unplaced === 1 ? 'è' : 'sono'} senza ubicazione nei registri.`,
    });
  }
  return blocks;
}

/** "Avviata il 04/05/2026 — In corso", or "Dal 04/05/2026 al 20/05/2026 — Conclusa". */
function periodText(recognition: ReportRecognition): string {
  const start = formatDate(recognition.startDate);
  const period = recognition.endDate
    ? `Ricognizione dal ${start} al ${formatDate(recognition.endDate)}`
    : `Ricognizione avviata il ${start}`;
  return `${period} — Stato: ${STATUS_TEXT[recognition.status]}`;
}

function flagsText(recognition: ReportRecognition): string {
  const renewal = recognition.forRenewal
    ? `Per il rinnovo inventariale${recognition.renewalYear ? ` al 31/12/${recognition.renewalYear}` : ''}`
    : 'Non per il rinnovo inventariale';
  return `${renewal} — Beni durevoli ${recognition.includeDurable ? 'inclusi' : 'esclusi'}`;
}

function opening(input: RecognitionReportInput): MinuteBlock[] {
  const { recognition } = input;
  const blocks: MinuteBlock[] = [
    { kind: 'paragraph', text: periodText(recognition), align: 'center' },
    { kind: 'paragraph', text: flagsText(recognition), align: 'center' },
  ];
  if (recognition.notes?.trim())
    blocks.push({ kind: 'paragraph', text: `Note: ${recognition.notes.trim()}` });
  blocks.push({
    kind: 'paragraph',
    text: `La commissione incaricata dal Dirigente scolastico ${nameOr(input.school.manager)} ha proceduto presso ${input.school.name}, ai sensi dell'art. 31 del D.I. 129/2018, alla ricognizione materiale dei beni iscritti negli inventari, ubicazione per ubicazione, confrontando i beni presenti con quelli che le scritture inventariali vi collocano all'avvio della ricognizione. Per ciascuna ubicazione sono elencati i beni rilevati, quelli trovati nell'ubicazione ma registrati altrove e quelli non rilevati, con il loro esito; il riepilogo finale ne riporta i totali.`,
  });
  if (recognition.status === 'ongoing') {
    blocks.push({
      kind: 'paragraph',
      text: `La ricognizione è in corso: gli esiti sono quelli registrati al ${formatDate(input.printedOn)}.`,
    });
  }
  return blocks;
}

function closing(input: RecognitionReportInput): MinuteBlock[] {
  const date = input.recognition.endDate ? formatDate(input.recognition.endDate) : '____/____/________';
  const place = input.school.city.trim() || '______________________';
  return [
    { kind: 'paragraph', text: 'Letto, confermato e sottoscritto.' },
    { kind: 'paragraph', text: `Luogo e data: ${place}, ${date}` },
    {
      kind: 'signatures',
      signers: [
        { role: 'Il presidente della commissione', name: null },
        { role: 'Componente della commissione', name: null },
        { role: 'Componente della commissione', name: null },
      ],
    },
    {
      kind: 'signatures',
      signers: [
        { role: 'Il DSGA (consegnatario)', name: input.school.consignee },
        { role: 'Il Dirigente scolastico', name: input.school.manager },
      ],
    },
  ];
}

/**
 * The report of a recognition (DOMAIN §7) its commission signs: the recognition's dates, status and
 * flags; per location, by site and code, the goods detected there, those found there that the
 * registers put elsewhere, and those of the location not detected there with what became of them,
 * each location with its counts; the goods placed nowhere; the totals; the signatures.
 */
export function buildRecognitionReport(input: RecognitionReportInput): MinuteDocument {
  const places = new Map(input.locations.map((location) => [location.id, location]));
  return {
    title: `${RECOGNITION_REPORT_TITLE} del ${formatDate(input.recognition.startDate)}`,
    kind: RECOGNITION_REPORT_TITLE,
    school: input.school,
    heading: schoolHeading(input.school),
    blocks: [
      { kind: 'title', text: RECOGNITION_REPORT_TITLE },
      ...opening(input),
      ...locationBlocks(input, places),
      ...unplacedBlocks(input, places),
      ...totalsBlocks(input),
      ...closing(input),
    ],
  };
}
