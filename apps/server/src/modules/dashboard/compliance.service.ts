import type { Compliance } from '@inventario/shared/contracts/compliance';
import { complianceItems, waitingCutoff } from '@inventario/shared/domain/compliance/compliance-items';
import type { YearStatus } from '@inventario/shared/domain/financial-years/financial-year';
import { toIsoDate } from '@inventario/shared/format/date';
import { type Db, rowsIn } from '../../db/client.ts';
import { read } from '../../db/unit-of-work.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { pendingConfirmedCount } from '../proposals/index.ts';
import * as repo from './compliance.repo.ts';

const num = (value: unknown): number => Number(value ?? 0);

/** The later of two ISO dates, either missing. */
function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/**
 * The compliance calendar (`GET /dashboard/compliance`): the school's facts read in one transaction,
 * the confirmed proposals counted as the year's close counts them, the items from the pure rule.
 */
export async function getCompliance(
  db: Db,
  context: RequestContext,
  today = toIsoDate(new Date()),
): Promise<Compliance> {
  const { row, pendingConfirmedProposals } = await read(db, context, async (tx) => ({
    row: await repo.readComplianceFacts(rowsIn(tx), context.customerCode, waitingCutoff(today)),
    pendingConfirmedProposals: await pendingConfirmedCount(tx, context.customerCode),
  }));
  const items = complianceItems({
    today,
    lastRecognitionEnd: row.last_recognition_end,
    ongoingRecognition: row.ongoing_recognition
      ? { id: num(row.ongoing_recognition.id), startDate: row.ongoing_recognition.startDate }
      : null,
    // The school's data keeps its last renewal, which the end of a renewal made here writes too.
    lastRenewalDate: later(row.school_renewal_date, row.last_completed_renewal),
    ongoingRenewal: row.ongoing_renewal,
    years: row.years.map((y) => ({ year: num(y.year), status: num(y.status) as YearStatus })),
    pendingConfirmedProposals,
    oldWaitingAssets: { count: num(row.old_waiting.count), oldest: row.old_waiting.oldest },
    incompleteUniversalities: num(row.incomplete_universalities),
    manager: row.manager,
    consignee: row.consignee,
  });
  return { today, items };
}
