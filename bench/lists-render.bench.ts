import {
  buildAssetsByCreditor,
  type CreditorAsset,
} from '../apps/server/src/modules/documents/lists/assets-by-creditor.ts';
import { buildAssetsBySite } from '../apps/server/src/modules/documents/lists/assets-by-site.ts';
import {
  buildHeldAsset,
  buildLocation,
} from '../apps/server/src/modules/documents/lists/held-assets.fixtures.ts';
import { SCHOOL } from '../apps/server/src/modules/documents/lists/list.fixtures.ts';
import { buildModel24 } from '../apps/server/src/modules/documents/lists/model-24.ts';
import { buildRelocationList } from '../apps/server/src/modules/documents/lists/relocation-list.ts';
import { renderList } from '../apps/server/src/modules/documents/lists/render-list.ts';
import type { TableDocument } from '../apps/server/src/modules/documents/pdf/table-document.ts';
import { runRenderCases } from './render-cases.ts';

/**
 * The lists of group 3 at the inventory register's size: 10,000 lines each, with the subtotals each
 * list has (per location, per voucher, per sub-consignee), rendered in process after one warm run
 * (fonts loaded, as in the worker). Target as the register's: under 3 s for 10,000 lines.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = 10_000;
const TARGET_MS = 3_000;

const held = Array.from({ length: LINES }, (_, i) =>
  buildHeldAsset(i + 1, { location: buildLocation(1 + (i % 400), { subConsigneeId: 1 + (i % 20) }) }),
).sort((a, b) => (a.location?.id ?? 0) - (b.location?.id ?? 0));

const CASES: { name: string; build: () => TableDocument }[] = [
  {
    name: '30 by site, 400 locations',
    build: () =>
      buildAssetsBySite({
        school: SCHOOL,
        site: { code: 'SC', description: 'Sede' },
        atDate: '2026-12-31',
        locations: null,
        assets: held,
      }),
  },
  {
    name: '28 by supplier, 500 vouchers',
    build: () => {
      const assets: CreditorAsset[] = held.map((asset, i) => ({
        voucher: {
          number: 1 + Math.floor(i / 20),
          year: 2026,
          date: '2026-03-01',
          delivery: { number: `D${i}`, date: '2026-02-27' },
          invoice: null,
        },
        assetClass: asset.assetClass,
        number: asset.number,
        description: asset.description,
        historicalValueCents: asset.historicalValueCents,
      }));
      return buildAssetsByCreditor({
        school: SCHOOL,
        creditor: { description: 'Informatica Srl' },
        fromDate: '2026-01-01',
        toDate: '2026-12-31',
        assets,
      });
    },
  },
  {
    name: '44 Model 24, 20 sub-consignees',
    build: () => {
      const sections = Array.from({ length: 20 }, (_, s) => ({
        subConsignee: `Sub-consegnatario ${s + 1}`,
        assets: held.filter((asset) => asset.location?.subConsigneeId === s + 1),
      }));
      return buildModel24({
        school: SCHOOL,
        atDate: '2026-12-31',
        officials: { manager: 'DS', consignee: 'DSGA' },
        kind: 'subConsignee',
        sections,
      });
    },
  },
  {
    name: '42 relocations',
    build: () =>
      buildRelocationList({
        school: SCHOOL,
        fromDate: '2026-01-01',
        toDate: '2026-12-31',
        relocations: held.map((asset, i) => ({
          date: '2026-05-04',
          assetClass: asset.assetClass,
          number: asset.number,
          description: asset.description,
          from: `SC/A${i % 400} Aula ${i % 400}`,
          to: 'SC/MAG Magazzino',
          by: 'demo.dsga',
        })),
      }),
  },
];

process.exit(
  (await runRenderCases(
    `List prints of ${LINES.toLocaleString('en')} lines to PDF`,
    CASES.map((c) => ({ name: c.name, target: TARGET_MS, render: () => renderList(c.build()) })),
    RUNS,
  ))
    ? 0
    : 1,
);
