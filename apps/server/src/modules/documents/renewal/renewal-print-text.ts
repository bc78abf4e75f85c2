import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { categoryCodeText, registerAcronym } from '@inventario/shared/domain/catalogue/register-acronym';
import { documentTypeOf } from '@inventario/shared/domain/documents/document-types';
import { CHARGE_CAUSALS } from '@inventario/shared/domain/movements/causals';
import { DISCHARGE_CAUSALS } from '@inventario/shared/domain/movements/discharge-causals';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { VALUE_VOUCHER_TYPES } from '@inventario/shared/domain/movements/value-voucher';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteBlock, MinuteDocument, Signer } from '../minutes/minute-document.ts';
import { nameOr, schoolHeading } from '../minutes/minute-text.ts';
import type {
  PrintMovementRef,
  PrintRegister,
  PrintSubcategory,
  RenewalPrintBase,
} from './renewal-print-data.ts';

/** The words the renewal's prints share: numbers, subcategories, movements, headings and signatures. */

/** The title of a document type, as the catalogue names it and the documents page lists it. */
export function titleOf(documentType: number): string {
  const type = documentTypeOf(documentType);
  if (!type) throw new Error(`unknown document type ${documentType}`);
  return type.description;
}

/** The word that marks a print whose figures may still change. */
export const DRAFT = 'BOZZA';

/** "BM/12" as the labels print it; "BM/—" for a good without a number. */
export function numberText(kind: RegisterKind, number: number | null): string {
  return `${registerAcronym(kind)}/${number === null ? '—' : number}`;
}

/** "BM 01.02 Hardware". */
export function subcategoryText(s: PrintSubcategory): string {
  return `${categoryCodeText(s.registerKind, s.categoryCode)}.${s.code} ${s.description}`;
}

/** "BM 01 Mobili e arredi". */
export function categoryText(
  s: Pick<PrintSubcategory, 'registerKind' | 'categoryCode' | 'categoryDescription'>,
) {
  return `${categoryCodeText(s.registerKind, s.categoryCode)} ${s.categoryDescription}`;
}

const PERCENT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** "12,5%"; "—" without a rate. */
export function rateText(rate: number | null): string {
  return rate === null ? '—' : `${PERCENT.format(rate)}%`;
}

/** An amount with its sign always written: "+100,00 €", "-300,00 €", "0,00 €". */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

const COUNT = new Intl.NumberFormat('it-IT', { useGrouping: true });

export function countText(count: number): string {
  return COUNT.format(count);
}

/** Each adjustment kind as the prints name one good's. */
export const ADJUSTMENT_TEXT: Record<AdjustmentKind, string> = {
  found: 'Bene rinvenuto',
  missing: 'Bene mancante',
  unusable: 'Bene fuori uso',
  estimateUp: 'Stima prudenziale in aumento',
  estimateDown: 'Stima prudenziale in diminuzione',
  erroneous: 'Errata inventariazione',
};

const MOVEMENT_TEXT: Record<number, string> = {
  [MOVEMENT_TYPE.charge]: 'Buono di carico',
  [MOVEMENT_TYPE.discharge]: 'Buono di scarico',
  [MOVEMENT_TYPE.decrease]: 'Buono di variazione in diminuzione',
  [MOVEMENT_TYPE.increase]: 'Buono di variazione in aumento',
};

/** "Buono di scarico". */
export function movementKindText(type: number): string {
  return MOVEMENT_TEXT[type] ?? 'Movimento';
}

/** "n. 3/2026". */
export function movementNumberText(ref: Pick<PrintMovementRef, 'number' | 'year'>): string {
  return `n. ${ref.number}/${ref.year}`;
}

/** "Buono di scarico n. 3/2026 del 31/12/2026". */
export function movementText(ref: PrintMovementRef): string {
  return `${movementKindText(ref.type)} ${movementNumberText(ref)} del ${formatDate(ref.date)}`;
}

/** "SMA Smarrimento": the causal of a charge or discharge, a value voucher's kind of variation. */
export function causalText(ref: Pick<PrintMovementRef, 'type' | 'causal' | 'voucherType'>): string {
  const code =
    ref.type === MOVEMENT_TYPE.charge || ref.type === MOVEMENT_TYPE.discharge ? ref.causal : ref.voucherType;
  if (!code) return '—';
  const list: readonly { code: string; description: string }[] =
    ref.type === MOVEMENT_TYPE.charge
      ? CHARGE_CAUSALS
      : ref.type === MOVEMENT_TYPE.discharge
        ? DISCHARGE_CAUSALS
        : VALUE_VOUCHER_TYPES;
  const found = list.find((causal) => causal.code === code);
  return found ? `${code} ${found.description}` : code;
}

/** A register's description by its kind, as the school names it. */
export function registerNames(registers: readonly PrintRegister[]): (kind: RegisterKind) => string {
  const names = new Map(registers.map((register) => [register.kind, register.description]));
  return (kind) => names.get(kind) ?? registerAcronym(kind);
}

/** "Dal 01/12/2026 al 15/01/2027 — Stato: concluso", or "Avviato il 01/12/2026 — Stato: in corso". */
function periodText(base: RenewalPrintBase): string {
  const { renewal } = base;
  const start = formatDate(renewal.startDate);
  const period = renewal.endDate
    ? `Rinnovo dal ${start} al ${formatDate(renewal.endDate)}`
    : `Rinnovo avviato il ${start}`;
  return `${period} — Stato: ${renewal.status === 'completed' ? 'concluso' : 'in corso'}`;
}

/** "Dalla ricognizione dal 04/05/2026 al 20/05/2026". */
export function recognitionText(base: RenewalPrintBase): string {
  const { recognition } = base.renewal;
  const start = formatDate(recognition.startDate);
  return recognition.endDate
    ? `ricognizione dei beni dal ${start} al ${formatDate(recognition.endDate)}`
    : `ricognizione dei beni avviata il ${start}`;
}

/**
 * A renewal's print: the school's heading on every page, the title (marked "BOZZA" while `draft`
 * names why its figures may still change), the renewal's date, period and status, then `blocks`;
 * which print it is and the school's name and code in the PDF/A's XMP, as the minutes carry them.
 */
export function renewalDocument(
  base: RenewalPrintBase,
  documentType: number,
  draft: string | null,
  blocks: readonly MinuteBlock[],
): MinuteDocument {
  const title = titleOf(documentType);
  const shown = draft ? `${title} — ${DRAFT}` : title;
  const opening: MinuteBlock[] = [
    { kind: 'title', text: shown },
    {
      kind: 'paragraph',
      text: `Rinnovo degli inventari al ${formatDate(base.renewal.renewalDate)}`,
      style: 'bold',
      align: 'center',
    },
    { kind: 'paragraph', text: periodText(base), align: 'center' },
  ];
  if (draft) {
    opening.push({ kind: 'paragraph', text: `${DRAFT} — ${draft}`, style: 'bold', align: 'center' });
  }
  return {
    title: `${shown} al ${formatDate(base.renewal.renewalDate)}`,
    kind: title,
    school: base.school,
    heading: schoolHeading(base.school),
    blocks: [...opening, ...blocks],
  };
}

/** What a draft says of figures shown before the revaluation. */
export function beforeRevaluationText(base: RenewalPrintBase): string {
  return `la rivalutazione non è ancora stata eseguita: i valori sono quelli che darebbe al ${formatDate(base.printedOn)} e possono ancora cambiare.`;
}

/** The DSGA (consignee) and the DS, who sign every print of the renewal. */
export function staffSigners(base: RenewalPrintBase): Signer[] {
  return [
    { role: 'Il DSGA (consegnatario)', name: base.school.consignee },
    { role: 'Il Dirigente scolastico', name: base.school.manager },
  ];
}

/** The closing of a print: read and signed, where and when (the renewal's end, else a line). */
export function closing(base: RenewalPrintBase, signers: readonly (readonly Signer[])[]): MinuteBlock[] {
  const date = base.renewal.endDate ? formatDate(base.renewal.endDate) : '____/____/________';
  const place = base.school.city.trim() || '______________________';
  return [
    { kind: 'paragraph', text: 'Letto, confermato e sottoscritto.' },
    { kind: 'paragraph', text: `Luogo e data: ${place}, ${date}` },
    ...signers.map((group): MinuteBlock => ({ kind: 'signatures', signers: group })),
  ];
}

/** The DS as the minutes name who appointed the commission. */
export function managerText(base: RenewalPrintBase): string {
  return nameOr(base.school.manager);
}
