import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { CommissionMember } from '@inventario/shared/contracts/documents';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import type { ReportSchool } from '../recognition/recognition-report.ts';

/**
 * What the renewal's prints show (DOMAIN §8), as `renewal-prints.repo.ts` reads it in the school's
 * transaction: the renewal and its steps, the registers, the goods it kept with their values before
 * and after the revaluation, its adjustments, its mapping and the movements it wrote. Amounts are
 * integer cents. Before the revaluation the goods are those the registers hold now, valued as the
 * revaluation would value them (its preview); after it, those it recorded (`renewal_asset_values`), so a
 * renewal ended years ago prints as it was done.
 */

export type { ReportSchool as RenewalSchool };

export interface PrintRenewal {
  year: number;
  /** 31/12 of the year (ISO). */
  renewalDate: string;
  status: 'ongoing' | 'completed';
  startDate: string;
  endDate: string | null;
  notes: string | null;
  /** The ended recognition for renewal it started from. */
  recognition: { startDate: string; endDate: string | null };
  /** When each step was done (ISO timestamps), null while it is not. */
  mappingConfirmedAt: string | null;
  revaluedAt: string | null;
  renumberedAt: string | null;
}

/** A register of the school, in the registers' order. */
export interface PrintRegister {
  id: number;
  kind: RegisterKind;
  description: string;
}

/** A subcategory with its category and register, as the prints name it ("BM 01.02 Hardware"). */
export interface PrintSubcategory {
  id: number;
  code: string;
  description: string;
  categoryId: number;
  categoryCode: string;
  categoryDescription: string;
  registerKind: RegisterKind;
}

/** A good of the registers' inventory the renewal keeps (charged or in a discharge proposal). */
export interface PrintGood {
  registerId: number;
  registerKind: RegisterKind;
  description: string;
  /** Its number at the renewal date (before the renumbering). */
  oldNumber: number | null;
  /** Its number from the renumbering; null until it is done. */
  newNumber: number | null;
  subcategoryBefore: number;
  /** The mapping's target (the subcategory it has in the renewed registers). */
  subcategoryAfter: number;
  /** Its value before the revaluation and the new one (the commission's estimate, else the same). */
  beforeCents: number;
  afterCents: number;
  adjustment: AdjustmentKind | null;
}

/** A movement of the ledger as a print names it. */
export interface PrintMovementRef {
  /** 1 charge, 2 discharge, 5 decrease, 6 increase. */
  type: number;
  year: number;
  number: number;
  date: string;
  causal: string | null;
  /** A value voucher's kind of variation (RIV, SVA, RAU, RDI…). */
  voucherType: string | null;
}

/** An accounting adjustment of the renewal, with its good and the movement it made. */
export interface PrintAdjustment {
  kind: AdjustmentKind;
  registerKind: RegisterKind;
  /** The good's number at the renewal date. */
  number: number | null;
  description: string;
  actualCents: number;
  presumedCents: number | null;
  newActualCents: number;
  reason: string;
  movement: PrintMovementRef | null;
}

/** A subcategory with its rate (percent; null when it has none). */
export type RatedSubcategory = PrintSubcategory & { rate: number | null };

/** A row of the mapping: a subcategory in use onto its target, with the goods it held. */
export interface PrintMappingRow {
  source: RatedSubcategory;
  target: RatedSubcategory | null;
  goods: number;
}

/** A line of a movement: a good and its amounts. */
export interface PrintVoucherLine {
  registerKind: RegisterKind;
  number: number | null;
  description: string;
  valueCents: number;
  variationCents: number | null;
}

/** A movement the renewal wrote: an adjustment's, or one of the revaluation's value vouchers. */
export interface PrintVoucher extends PrintMovementRef {
  notes: string | null;
  totalCents: number;
  origin: 'adjustment' | 'revaluation';
  lines: readonly PrintVoucherLine[];
}

/** The renewal's heading parts every print shares. */
export interface RenewalPrintBase {
  school: ReportSchool;
  renewal: PrintRenewal;
  /** The day the print is made: a renewal not yet at a step prints as of then. */
  printedOn: string;
}

export interface RenewalMinutesInput extends RenewalPrintBase {
  registers: readonly PrintRegister[];
  goods: readonly PrintGood[];
  adjustments: readonly PrintAdjustment[];
  /** Empty: lines to write the members on. */
  commission: readonly CommissionMember[];
}

export interface RenewalKeptInput extends RenewalPrintBase {
  registers: readonly PrintRegister[];
  subcategories: readonly PrintSubcategory[];
  goods: readonly PrintGood[];
}

export interface RenewalEliminatedInput extends RenewalPrintBase {
  adjustments: readonly PrintAdjustment[];
}

export interface RenewalRevaluationInput extends RenewalPrintBase {
  registers: readonly PrintRegister[];
  subcategories: readonly PrintSubcategory[];
  goods: readonly PrintGood[];
  vouchers: readonly PrintVoucher[];
}

export interface RenewalMappingInput extends RenewalPrintBase {
  registers: readonly PrintRegister[];
  rows: readonly PrintMappingRow[];
}

export interface RenewalVouchersInput extends RenewalPrintBase {
  vouchers: readonly PrintVoucher[];
}
