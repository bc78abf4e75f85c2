import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations } from '../../../db/schema/index.ts';
import { type DocumentRenderer, entry, fileNameOf, PDF, type RendererTable } from '../renderer-support.ts';
import {
  assetsAt,
  chosenLocations,
  chosenSubConsignees,
  locationsWhere,
  minuteSchoolOf,
} from './minute-data.repo.ts';
import { renderMinutePdf } from './render-minute-pdf.ts';
import {
  buildSubconsigneeHandover,
  HANDOVER_TITLES,
  type HandoverDirection,
  type SubconsigneeHandoverInput,
} from './subconsignee-handover.ts';
import {
  buildSubconsigneeNomination,
  NOMINATION_TITLE,
  type SubconsigneeNominationInput,
} from './subconsignee-nomination.ts';

type HandoverConditions = { atDate: string; idSubConsignee: number; idLocationList: number[] };

async function loadHandover(
  tx: Tx,
  customerCode: string,
  conditions: HandoverConditions,
  direction: HandoverDirection,
): Promise<SubconsigneeHandoverInput> {
  const [subConsignee] = await chosenSubConsignees(tx, customerCode, [conditions.idSubConsignee]);
  const locationIds = sql.join(
    conditions.idLocationList.map((id) => sql`${id}`),
    sql`, `,
  );
  return {
    direction,
    school: await minuteSchoolOf(tx, customerCode),
    atDate: conditions.atDate,
    subConsignee: subConsignee ?? { description: '', fiscalCode: null },
    locations: await chosenLocations(tx, customerCode, conditions.idLocationList),
    assets: await assetsAt(
      tx,
      customerCode,
      conditions.atDate,
      sql`a.asset_class = 'inventory' and a.location_id in (${locationIds})`,
    ),
  };
}

function handoverRenderer<T extends 23 | 24>(
  direction: HandoverDirection,
): DocumentRenderer<T, SubconsigneeHandoverInput> {
  return {
    check: async (tx, customerCode, conditions) => {
      await chosenSubConsignees(tx, customerCode, [conditions.idSubConsignee]);
      await chosenLocations(tx, customerCode, conditions.idLocationList);
    },
    load: (tx, customerCode, conditions) => loadHandover(tx, customerCode, conditions, direction),
    render: async (input) => [
      {
        fileName: fileNameOf(
          `${HANDOVER_TITLES[direction]} ${input.subConsignee.description}`,
          input.atDate,
          'pdf',
        ),
        contentType: PDF,
        bytes: await renderMinutePdf(buildSubconsigneeHandover(input)),
      },
    ],
  };
}

const nomination: DocumentRenderer<21, SubconsigneeNominationInput> = {
  check: async (tx, customerCode, conditions) => {
    await chosenSubConsignees(tx, customerCode, conditions.idSubConsigneeList);
  },
  load: async (tx, customerCode, conditions) => {
    const chosen = await chosenSubConsignees(tx, customerCode, conditions.idSubConsigneeList);
    const assigned = await locationsWhere(
      tx,
      customerCode,
      and(eq(locations.active, true), inArray(locations.subConsigneeId, conditions.idSubConsigneeList)),
    );
    return {
      school: await minuteSchoolOf(tx, customerCode),
      atDate: conditions.atDate,
      appointments: chosen.map((subConsignee) => ({
        subConsignee,
        locations: assigned.filter((l) => l.subConsigneeId === subConsignee.id),
      })),
    };
  },
  render: async (input) => [
    {
      fileName: fileNameOf(NOMINATION_TITLE, input.atDate, 'pdf'),
      contentType: PDF,
      bytes: await renderMinutePdf(buildSubconsigneeNomination(input)),
    },
  ],
};

/** The minutes (group 2): 21, 22, 23, 24, as they are built. */
export const minuteRenderers: RendererTable = {
  [DOCUMENT_TYPE.subconsigneeNomination]: entry(nomination),
  [DOCUMENT_TYPE.subconsigneeHandover]: entry(handoverRenderer<23>('handover')),
  [DOCUMENT_TYPE.subconsigneeReturn]: entry(handoverRenderer<24>('return')),
};
