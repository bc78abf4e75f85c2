import { buildDsgaHandover } from '../apps/server/src/modules/documents/minutes/dsga-handover.ts';
import {
  buildAsset,
  buildLocation,
  SCHOOL,
} from '../apps/server/src/modules/documents/minutes/minute.fixtures.ts';
import { renderMinutePdf } from '../apps/server/src/modules/documents/minutes/render-minute-pdf.ts';
import { buildSubconsigneeHandover } from '../apps/server/src/modules/documents/minutes/subconsignee-handover.ts';
import { type RenderCase, runRenderCases } from './render-cases.ts';

/**
 * Issue 6: the minutes to PDF in process (no database): a handover to a sub-consignee of 2,000 goods
 * in 20 locations (a large laboratory wing) and a DSGA handover with 500 goods in discharge proposals
 * and 40 sub-consignees. Target: under 1 s for the 2,000 goods.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const locations = Array.from({ length: 20 }, (_, i) => buildLocation(i + 1));
const placed = (count: number) =>
  Array.from({ length: count }, (_, i) => buildAsset(i + 1, { locationId: (i % 20) + 1 }));

const CASES: RenderCase[] = [
  {
    name: 'sub-consignee handover, 2,000 goods',
    target: 1_000,
    render: () =>
      renderMinutePdf(
        buildSubconsigneeHandover({
          direction: 'handover',
          school: SCHOOL,
          atDate: '2026-03-31',
          subConsignee: { description: 'Prof. Anna Bianchi', fiscalCode: null },
          locations,
          assets: placed(2_000),
        }),
      ),
  },
  {
    name: 'DSGA handover, 500 goods in proposals',
    target: undefined,
    render: () =>
      renderMinutePdf(
        buildDsgaHandover({
          school: SCHOOL,
          atDate: '2026-08-31',
          mergedSites: null,
          registers: [{ id: 1, description: 'Beni mobili', hasDurableRegister: true }],
          assets: placed(10_000).map((a, i) => ({ ...a, inProposal: i % 20 === 0 })),
          subConsignees: Array.from({ length: 40 }, (_, i) => ({
            description: `Sub-consegnatario ${i + 1}`,
            locations: locations.slice(0, 5),
          })),
        }),
      ),
  },
];

process.exit((await runRenderCases('Minutes to PDF', CASES, RUNS)) ? 0 : 1);
