import { DOCUMENT_TYPE, PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { LayoutSample, LayoutSamples } from '../labels-settings/index.ts';
import * as repo from './documents.repo.ts';
import type { PrintQueue } from './print-queue.ts';

const PENDING = sql`(${PROCESSING_STATUS.queued}, ${PROCESSING_STATUS.processing})`;

/** The latest sample request of each layout of the school: `conditions.idLabelsSetting` names it. */
function latestSamples(customerCode: string) {
  return sql`(select distinct on ((conditions ->> 'idLabelsSetting')::bigint)
      (conditions ->> 'idLabelsSetting')::bigint as layout_id, id, status
    from print_requests
    where customer_code = ${customerCode} and document_type = ${DOCUMENT_TYPE.labelsSample}
    order by (conditions ->> 'idLabelsSetting')::bigint, requested_at desc, id desc)`;
}

/**
 * The sample sheets of label layouts as print requests (document type 2): queued with the layout's
 * save, rendered by the worker like every print, and the layout's processing state is its latest
 * sample's. A sample is not the user's print: it never makes a print of theirs wait (`stillProcessing`).
 */
export function layoutSamples(queue: PrintQueue): LayoutSamples {
  return {
    async queue(tx, context, idLabelsSetting) {
      const { customerCode, username } = context;
      const conditions = { idLabelsSetting };
      const id = await repo.insertRequest(tx, {
        customerCode,
        documentType: DOCUMENT_TYPE.labelsSample,
        conditions,
        requestedBy: username,
      });
      await queue.enqueue(tx, { customerCode, requestId: id });
      await recordAudit(tx, context, {
        action: 'document.publish',
        entity: 'printRequest',
        entityId: id,
        after: { documentType: DOCUMENT_TYPE.labelsSample, conditions },
      });
    },

    async latestOf(tx, customerCode, ids) {
      const found = new Map<number, LayoutSample>();
      if (ids.length === 0) return found;
      const rows = await queryRows<{ layout_id: number | string; id: number | string; status: number }>(
        tx,
        sql`select layout_id, id, status from ${latestSamples(customerCode)} latest
          where layout_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
      for (const row of rows) {
        found.set(Number(row.layout_id), { id: Number(row.id), processingStatus: Number(row.status) });
      }
      return found;
    },

    async countProcessing(tx, customerCode) {
      const [row] = await queryRows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from ${latestSamples(customerCode)} latest where status in ${PENDING}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
