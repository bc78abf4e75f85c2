import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { inRegister, sqlList } from '../holdings/holdings.ts';
import { type DocumentRenderer, entry, fileNameOf, PDF, type RendererTable } from '../renderer-support.ts';
import { buildDsgaHandover, DSGA_HANDOVER_TITLE, type DsgaHandoverInput } from './dsga-handover.ts';
import {
  allSubConsignees,
  assetsAt,
  chosenLocations,
  chosenSubConsignees,
  locationsWhere,
  mergeSitesOf,
  minuteSchoolOf,
  schoolRegisters,
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

type HandoverConditions = {
  atDate: string;
  idSubConsignee: number;
  idLocationList: number[];
  idRegister?: number | undefined;
};

async function loadHandover(
  tx: Tx,
  customerCode: string,
  conditions: HandoverConditions,
  direction: HandoverDirection,
): Promise<SubconsigneeHandoverInput> {
  const [subConsignee] = await chosenSubConsignees(tx, customerCode, [conditions.idSubConsignee]);
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
      sql`a.asset_class = 'inventory' and a.location_at_id in (${sqlList(conditions.idLocationList)})
        and ${inRegister(conditions.idRegister)}`,
    ),
  };
}

function handoverRenderer<T extends 23 | 24>(
  direction: HandoverDirection,
): DocumentRenderer<T, SubconsigneeHandoverInput> {
  return {
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

/** Goods in one of the sites; none when no site of the school holds them (a package not charged yet). */
const inSites = (siteIds: readonly number[]) =>
  siteIds.length > 0 ? sql`l.site_id in (${sqlList(siteIds)})` : sql`false`;

const dsgaHandover: DocumentRenderer<22, DsgaHandoverInput> = {
  check: async (_tx, _customerCode, conditions) => {
    if (conditions.merge && !conditions.idSiteList.length) {
      throw new AppError('validationFailed', 'Choose the sites of the merged school', {
        issues: [{ field: 'idSiteList', message: 'rules.notValid' }],
      });
    }
  },
  load: async (tx, customerCode, { atDate, merge, idSiteList, idRegister }) => {
    const merged = merge ? await mergeSitesOf(tx, customerCode, idSiteList) : null;
    // A merged school's handover covers the chosen sites only: their goods and their sub-consignees.
    const assigned = (await locationsWhere(tx, customerCode, eq(locations.active, true))).filter(
      (l) => !merged || merged.siteIds.includes(l.siteId),
    );
    const subConsignees = (await allSubConsignees(tx, customerCode))
      .map((s) => ({
        description: s.description,
        locations: assigned.filter((l) => l.subConsigneeId === s.id),
      }))
      .filter((s) => s.locations.length > 0);
    return {
      school: await minuteSchoolOf(tx, customerCode),
      atDate,
      mergedSites: merged?.sites ?? null,
      mergeCounterpart: merged?.counterpart ?? null,
      // Limited to one register, the handover shows that register's standing and goods only.
      registers: (await schoolRegisters(tx, customerCode)).filter(
        (register) => idRegister === undefined || register.id === idRegister,
      ),
      assets: await assetsAt(
        tx,
        customerCode,
        atDate,
        sql`${merged ? inSites(merged.siteIds) : sql`true`} and ${inRegister(idRegister)}`,
      ),
      subConsignees,
    };
  },
  render: async (input) => [
    {
      fileName: fileNameOf(DSGA_HANDOVER_TITLE, input.atDate, 'pdf'),
      contentType: PDF,
      bytes: await renderMinutePdf(buildDsgaHandover(input)),
    },
  ],
};

/** The minutes (group 2): 21, 22, 23, 24, as they are built. */
export const minuteRenderers: RendererTable = {
  [DOCUMENT_TYPE.subconsigneeNomination]: entry(nomination),
  [DOCUMENT_TYPE.dsgaHandover]: entry(dsgaHandover),
  [DOCUMENT_TYPE.subconsigneeHandover]: entry(handoverRenderer<23>('handover')),
  [DOCUMENT_TYPE.subconsigneeReturn]: entry(handoverRenderer<24>('return')),
};
