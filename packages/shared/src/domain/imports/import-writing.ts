import { ASSET_STATUS } from '../../contracts/assets.ts';
import type { RegisterKind } from '../../contracts/catalogue.ts';
import { YEAR_STATUS, type YearStatus } from '../financial-years/financial-year.ts';
import { MOVEMENT_TYPE, type MovementType } from '../movements/movement-types.ts';
import type {
  ImportPlan,
  MovementKind,
  PlannedAssetState,
  PlannedMovement,
  PlannedRate,
  PlannedYearState,
} from './import-plan.ts';
import { movementKey } from './import-plan.ts';

/**
 * What the import's writer derives from a valid plan before it writes (issue 16): the stored codes of
 * states and kinds, the vouchers' totals, and where the school's counters go on from. Numbers and
 * dates are kept as the file has them; the counters continue after the highest.
 */

export const MOVEMENT_TYPE_OF: Record<MovementKind, MovementType> = {
  charge: MOVEMENT_TYPE.charge,
  discharge: MOVEMENT_TYPE.discharge,
  proposal: MOVEMENT_TYPE.proposal,
  decrease: MOVEMENT_TYPE.decrease,
  increase: MOVEMENT_TYPE.increase,
};

/** An imported year stays imported (status 4, never reopened), but for one the file leaves open. */
export function importedYearStatus(state: PlannedYearState): YearStatus {
  return state === 'open' ? YEAR_STATUS.open : YEAR_STATUS.imported;
}

export function importedAssetStatus(state: PlannedAssetState): number {
  const statuses = {
    charged: ASSET_STATUS.charged,
    inProposal: ASSET_STATUS.inProposal,
    discharged: ASSET_STATUS.discharged,
  };
  return statuses[state];
}

/** Discharge proposals are to be confirmed (1) or confirmed (2); other vouchers have no status. */
export function importedMovementStatus(movement: PlannedMovement): number | null {
  if (movement.kind !== 'proposal') return null;
  return movement.proposalState === 'confirmed' ? 2 : 1;
}

/**
 * A voucher's total as the product keeps it: a charge's, the values of its inventory goods (a
 * universality's components included; durable goods are not in it); a value voucher's, its
 * variations; any other's, its lines' values.
 */
export function importedMovementTotal(
  movement: PlannedMovement,
  isInventory: (assetCode: string) => boolean,
): number {
  const valueVoucher = movement.kind === 'decrease' || movement.kind === 'increase';
  return movement.lines
    .filter((line) => movement.kind !== 'charge' || isInventory(line.assetCode))
    .reduce((sum, line) => sum + (valueVoucher ? (line.variationCents ?? 0) : line.valueCents), 0);
}

/** Where each counter goes on from: the highest number the file uses in it. */
export interface ImportedCounters {
  /** By movement type and year: `${type}:${year}`. */
  vouchers: Map<string, number>;
  /** By register (kind): the highest inventory number, a universality's included. */
  inventory: Map<RegisterKind, number>;
  /** By register (kind): the highest durable number. */
  durable: Map<RegisterKind, number>;
}

const raise = <K>(map: Map<K, number>, key: K, value: number | null) => {
  if (value !== null && value > (map.get(key) ?? 0)) map.set(key, value);
};

export function importedCounters(plan: ImportPlan): ImportedCounters {
  const counters: ImportedCounters = { vouchers: new Map(), inventory: new Map(), durable: new Map() };
  for (const m of plan.movements) raise(counters.vouchers, `${MOVEMENT_TYPE_OF[m.kind]}:${m.year}`, m.number);
  for (const a of plan.assets) {
    raise(counters.inventory, a.register, a.inventoryNumber);
    raise(counters.durable, a.register, a.durableNumber);
  }
  for (const u of plan.universalities)
    if (u.register) raise(counters.inventory, u.register, u.inventoryNumber);
  return counters;
}

/** The charge each good came in with (its first charge line), by the good's code. */
export function chargeOfAssets(plan: ImportPlan): Map<string, string> {
  const charges = new Map<string, string>();
  for (const m of plan.movements) {
    if (m.kind !== 'charge') continue;
    const key = movementKey(m.kind, m.year, m.number);
    for (const line of m.lines) if (!charges.has(line.assetCode)) charges.set(line.assetCode, key);
  }
  return charges;
}

/** A universality came in with the charge of its first component that has one. */
export function chargeOfUniversalities(
  plan: ImportPlan,
  assetCharges: Map<string, string>,
): Map<string, string> {
  const charges = new Map<string, string>();
  for (const asset of plan.assets) {
    const charge = assetCharges.get(asset.code);
    if (asset.universalityCode && charge && !charges.has(asset.universalityCode))
      charges.set(asset.universalityCode, charge);
  }
  return charges;
}

/** The proposals each discharge was made from, as pairs of voucher keys. */
export function dischargeProposalKeys(plan: ImportPlan): { discharge: string; proposal: string }[] {
  return plan.movements
    .filter((m) => m.kind === 'discharge')
    .flatMap((m) =>
      m.proposals.map((p) => ({
        discharge: movementKey(m.kind, m.year, m.number),
        proposal: movementKey('proposal', p.year, p.number),
      })),
    );
}

/**
 * The year a rate applies from: the file's, else the first year of the file (a rate without a year
 * is the subcategory's rate since the school's inventory began).
 */
export function rateFromYear(rate: PlannedRate, plan: ImportPlan, fallbackYear: number): number {
  if (rate.fromYear !== null) return rate.fromYear;
  const years = plan.years.map((y) => y.year);
  return years.length > 0 ? Math.min(...years) : fallbackYear;
}

/** The rows the import writes of the file's goods and vouchers: what its progress counts. */
export function goodsRowCount(plan: ImportPlan): number {
  const lines = plan.movements.reduce((sum, m) => sum + m.lines.length, 0);
  // Each good has its row and its history row.
  return (
    plan.years.length + plan.universalities.length + plan.movements.length + 2 * plan.assets.length + lines
  );
}
