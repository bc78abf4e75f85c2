import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { benchSchool, measure, printTable, startBenchApp } from './bench-app.ts';

/**
 * Issue 3's target: with 5,000 locations and 2,000 creditors in a school (and as many in four other
 * schools), a page of a list search answers in under 50 ms, median.
 */
const SCHOOLS = ['BENCH1', 'BENCH2', 'BENCH3', 'BENCH4', 'BENCH5'];
const SITES = 50;
const LOCATIONS_PER_SITE = 100;
const CREDITORS = 2_000;
const RUNS = 30;

async function fill(db: Db, code: string) {
  await db.execute(sql`insert into sites (customer_code, code, description, address, city)
    select ${code}, 'S' || lpad(g::text, 3, '0'), 'Plesso ' || g, 'Via ' || g, 'Roma' from generate_series(1, ${SITES}) g`);
  await db.execute(sql`insert into sub_consignees (customer_code, description)
    select ${code}, 'Subconsegnatario ' || g from generate_series(1, 40) g`);
  await db.execute(sql`insert into locations (customer_code, site_id, code, description, sub_consignee_id)
    select s.customer_code, s.id, 'L' || lpad(g::text, 3, '0'), 'Aula ' || g || ' ' || s.description,
      (select id from sub_consignees sc where sc.customer_code = s.customer_code order by id offset (g % 40) limit 1)
    from sites s, generate_series(1, ${LOCATIONS_PER_SITE}) g where s.customer_code = ${code}`);
  await db.execute(sql`insert into creditors (customer_code, vendor_type, business_name, vat_number, display_name)
    select ${code}, 'G', 'Fornitore ' || g || ' srl', lpad((g * 7919)::text, 11, '0'), 'Fornitore ' || g || ' srl'
    from generate_series(1, ${CREDITORS}) g`);
}

const bench = await startBenchApp();
try {
  const db = bench.database.db;
  const headers: Record<string, Record<string, string>> = {};
  for (const code of SCHOOLS) {
    headers[code] = await benchSchool(bench, code);
    await fill(db, code);
  }
  if (bench.database.engine === 'pglite') await db.execute(sql`vacuum analyze`);
  else await db.execute(sql`analyze`);
  const h = headers.BENCH1 ?? {};
  const post = (url: string, payload: object) => async () => {
    const response = await bench.app.inject({
      method: 'POST',
      url: `/inventario/api${url}`,
      headers: h,
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  const rows = [
    { case: 'locations, page 1 of 10, default sort', call: post('/location/search/1/10', {}) },
    { case: 'locations, page 500 of 10 (the last)', call: post('/location/search/500/10', {}) },
    {
      case: 'locations, site description filter, sorted by location desc',
      call: post('/location/search/1/10', {
        siteDescription: 'plesso 4',
        sortBy: 'locationDescription',
        sortDesc: true,
      }),
    },
    {
      case: 'locations, sub-consignee description filter',
      call: post('/location/search/1/15', { subConsigneeDescription: 'subconsegnatario 1' }),
    },
    { case: 'creditors, page 1 of 10, by name', call: post('/creditor/search/1/10', {}) },
    {
      case: 'creditors, page 1 of 10, text filter',
      call: post('/creditor/search/1/10', { businessNameFullName: 'fornitore 19' }),
    },
    {
      case: 'creditor search dialog (50 rows)',
      call: post('/creditor/search', { businessNameFullName: 'srl' }),
    },
    { case: 'sub-consignees, page 1 of 10', call: post('/subconsignee/search/1/10', {}) },
  ];
  const results = [];
  for (const row of rows) results.push({ case: row.case, ...(await measure(RUNS, row.call)), target: 50 });
  const ok = printTable(
    `Admin list searches (${bench.engine}; ${SCHOOLS.length} schools × ${SITES * LOCATIONS_PER_SITE} locations, ${CREDITORS} creditors; median of ${RUNS}; over HTTP inject with authentication)`,
    results,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await bench.close();
}
