import type { Renewal } from '@inventario/shared/contracts/renewal';
import { mappingProblems } from '@inventario/shared/domain/renewal/mapping';
import { currentStep, nextStepBlockers, type RenewalProgress } from '@inventario/shared/domain/renewal/steps';
import type { Tx } from '../../db/client.ts';
import * as mappingRepo from './mapping.repo.ts';
import * as repo from './renewal.repo.ts';

export function yearOf(row: repo.RenewalRow): number {
  return Number(row.renewal_date.slice(0, 4));
}

/** Where a renewal stands, as its rules read it: its steps done and what its data still lacks. */
export async function progressOf(
  tx: Tx,
  customerCode: string,
  row: repo.RenewalRow,
): Promise<RenewalProgress> {
  const year = yearOf(row);
  const [inUse, current, rows, laterMovements] = await Promise.all([
    mappingRepo.subcategories(tx, customerCode, year, true),
    mappingRepo.subcategories(tx, customerCode, year, false),
    mappingRepo.mappings(tx, customerCode, row.id),
    repo.countLaterMovements(tx, customerCode, row.renewal_date, row.id),
  ]);
  const problems = mappingProblems(rows, inUse, current);
  return {
    status: row.status,
    mappingConfirmed: row.mapping_confirmed_at !== null,
    revalued: row.revalued_at !== null,
    renumbered: row.renumbered_at !== null,
    unmapped: problems.unmapped.length,
    rateConflicts: problems.rateConflicts.length,
    laterMovements,
  };
}

export async function renewalView(tx: Tx, customerCode: string, row: repo.RenewalRow): Promise<Renewal> {
  const progress = await progressOf(tx, customerCode, row);
  return {
    id: row.id,
    recognitionId: row.recognition_id,
    year: yearOf(row),
    renewalDate: row.renewal_date,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    notes: row.notes,
    startedBy: row.started_by,
    mappingConfirmedAt: row.mapping_confirmed_at,
    revaluedAt: row.revalued_at,
    renumberedAt: row.renumbered_at,
    step: currentStep(progress),
    blockers: nextStepBlockers(progress),
  };
}
