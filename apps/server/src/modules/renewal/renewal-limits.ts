import type { Tx } from '../../db/client.ts';
import * as repo from './renewal.repo.ts';

export interface OngoingRenewal {
  id: number;
  renewalDate: string;
  revalued: boolean;
}

/** The school's ongoing renewal, or null: movements, recognitions, years and subcategories heed it. */
export async function ongoingRenewal(tx: Tx, customerCode: string): Promise<OngoingRenewal | null> {
  const row = await repo.findOngoing(tx, customerCode);
  return row ? { id: row.id, renewalDate: row.renewal_date, revalued: row.revalued_at !== null } : null;
}
