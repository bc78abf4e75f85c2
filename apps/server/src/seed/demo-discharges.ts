import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { toIsoDate } from '@inventario/shared/format/date';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, debtors } from '../db/schema/index.ts';
import { inTenantTransaction } from '../db/tenant.ts';
import type { RequestContext } from '../http/request-context.ts';
import { createDischarge } from '../modules/discharges/discharges.service.ts';
import { lastMovementDate } from '../modules/movement-ledger/index.ts';
import { confirmProposal, createProposal } from '../modules/proposals/proposals.service.ts';
import { goodOf } from './demo-assets-data.ts';

const DAY = 86_400_000;

/** `days` after a date, never after today. */
function after(date: string, days: number, today: string): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  return moved < today ? moved : today;
}

/** What the demo's proposals need: the previous year's goods by description, the school's debtor, the last date. */
async function lookups(db: Db, customerCode: string, previousYear: number) {
  return inTenantTransaction(db, customerCode, async (tx) => {
    const charged = await tx
      .select({ id: assets.id, description: assets.description })
      .from(assets)
      .where(
        and(
          eq(assets.customerCode, customerCode),
          eq(assets.status, ASSET_STATUS.charged),
          sql`extract(year from ${assets.chargeDate}) = ${previousYear}`,
        ),
      )
      .orderBy(asc(assets.id));
    const [debtor] = await tx
      .select({ id: debtors.id })
      .from(debtors)
      .where(eq(debtors.customerCode, customerCode))
      .orderBy(asc(debtors.id))
      .limit(1);
    const take = (key: Parameters<typeof goodOf>[0], count: number) => {
      const description = goodOf(key).description;
      const found = charged.filter((a) => a.description === description).slice(0, count);
      if (found.length < count) throw new Error(`demo data: fewer than ${count} ${key}`);
      for (const asset of found) charged.splice(charged.indexOf(asset), 1);
      return found.map((a) => a.id);
    };
    return { take, debtorId: debtor?.id ?? null, last: (await lastMovementDate(tx, customerCode)) ?? null };
  });
}

/**
 * The demo school's discharges, after its last movement and through the same services as the API: a
 * proposal of two printers and two mice out of use, confirmed and discharged to the Comune di Roma
 * for disposal, and a proposal of a stolen notebook still to be confirmed (the police report is
 * awaited), so the proposal, discharge and related-movement screens have something to show.
 */
export async function seedDemoDischarges(db: Db, context: RequestContext, today = toIsoDate(new Date())) {
  const { customerCode } = context;
  const year = Number(today.slice(0, 4));
  const found = await lookups(db, customerCode, year - 1);
  const start = found.last ?? today;
  const outOfUse = await createProposal(db, context, {
    date: after(start, 1, today),
    progressive: 1,
    causal: 'FUO',
    notes: 'Stampanti e mouse non più funzionanti, verificati dalla commissione',
    assetIds: [...found.take('printer', 2), ...found.take('mouse', 2)],
  });
  await confirmProposal(db, context, { id: outOfUse.id });
  await createDischarge(db, context, {
    date: after(start, 3, today),
    causal: 'FUO',
    debtorId: found.debtorId,
    protocolDate: after(start, 2, today),
    protocolNumber: `${1200 + (year % 100)}/VI.3`,
    liability: 'nobody',
    liableParty: null,
    notes: 'Conferiti al centro di raccolta RAEE del Comune',
    proposalIds: [outOfUse.id],
    assetIds: [],
  });
  await createProposal(db, context, {
    date: after(start, 5, today),
    progressive: 2,
    causal: 'FUR',
    notes: 'In attesa della copia della denuncia ai Carabinieri',
    assetIds: found.take('notebook', 1),
  });
}
