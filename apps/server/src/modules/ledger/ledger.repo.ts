import type { LedgerBreak, LedgerHead } from '@inventario/shared/contracts/ledger';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

const GENESIS = sql`'\\x0000000000000000000000000000000000000000000000000000000000000000'::bytea`;

interface BreakRow {
  problem: LedgerBreak['problem'];
  seq: number | null;
  movementId: string | number;
  type: number | null;
  year: number | null;
  number: number | null;
  broken: string | number;
}

const toBreak = (row: BreakRow): LedgerBreak => ({
  problem: row.problem,
  seq: row.seq,
  movementId: Number(row.movementId),
  voucher:
    row.type === null || row.year === null || row.number === null
      ? null
      : { type: row.type, year: row.year, number: row.number },
});

export interface FoundBreaks {
  first: LedgerBreak | null;
  count: number;
}

const found = (rows: BreakRow[]): FoundBreaks => {
  const [first] = rows;
  return { first: first ? toBreak(first) : null, count: first ? Number(first.broken) : 0 };
};

/**
 * The chain itself, entry by entry in one pass: each entry's hash recomputed from its canonical bytes
 * after the previous hash (`ledger_entry_bytes`, migration 0030), its previous hash equal to the entry
 * before's, its number one more.
 */
export async function findChainBreaks(tx: Tx, customerCode: string): Promise<FoundBreaks> {
  const rows = await queryRows<BreakRow>(
    tx,
    sql`select problem, seq, movement_id as "movementId", (content->>'type')::int as type,
        (content->>'year')::int as year, (content->>'number')::int as number, count(*) over () as broken
      from (
        select e.seq, e.movement_id, e.content,
          case
            when e.seq <> row_number() over w or e.prev_hash <> coalesce(lag(e.hash) over w, ${GENESIS})
              then 'chainBroken'
            when e.hash <> sha256(e.prev_hash || ledger_entry_bytes(e.customer_code, e.seq, e.movement_id,
              e.event, e.content, e.recorded_at)) then 'entryAltered'
          end as problem
        from ledger_entries e where e.customer_code = ${customerCode}
        window w as (order by e.seq)
      ) checked
      where problem is not null order by seq limit 1`,
  );
  return found(rows);
}

/**
 * Every voucher against its last entry: the same canonical content (`@>`, so a column added since, absent
 * from older entries, breaks nothing), an entry for every voucher, a deletion entry for every voucher gone.
 */
export async function findVoucherBreaks(tx: Tx, customerCode: string): Promise<FoundBreaks> {
  const rows = await queryRows<BreakRow>(
    tx,
    sql`with latest as (
        select distinct on (e.movement_id) e.movement_id, e.seq, e.event, e.content
        from ledger_entries e where e.customer_code = ${customerCode}
        order by e.movement_id, e.seq desc
      ), live as (
        select c.voucher_id as id, c.voucher_content as content
        from ledger_voucher_contents(${customerCode},
          array(select id from movements where customer_code = ${customerCode})) c
      ), compared as (
        select coalesce(v.id, l.movement_id) as movement_id, l.seq,
          coalesce((v.content->>'type')::int, (l.content->>'type')::int) as type,
          coalesce((v.content->>'year')::int, (l.content->>'year')::int) as year,
          coalesce((v.content->>'number')::int, (l.content->>'number')::int) as number,
          case
            when v.id is null and l.event = 'delete' then null
            when v.id is null then 'voucherRemoved'
            when l.movement_id is null or l.event = 'delete' then 'voucherUnrecorded'
            when not (v.content @> l.content) then 'voucherChanged'
          end as problem
        from latest l full join live v on v.id = l.movement_id
      )
      select problem, seq, movement_id as "movementId", type, year, number, count(*) over () as broken
      from compared where problem is not null
      order by seq nulls last, movement_id limit 1`,
  );
  return found(rows);
}

export interface HeadState {
  head: LedgerHead | null;
  entries: number;
  lastSeq: number | null;
  /** The head names the last entry (or there is neither). */
  matches: boolean;
}

/** The school's head, and whether it names the chain's last entry. */
export async function readHeadState(tx: Tx, customerCode: string): Promise<HeadState> {
  const [row] = await queryRows<{
    seq: number | null;
    hash: string | null;
    recordedAt: string | null;
    entries: string | number;
    lastSeq: number | null;
    matches: boolean;
  }>(
    tx,
    sql`select h.seq, encode(h.hash, 'hex') as hash,
        to_char(h.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "recordedAt",
        (select count(*) from ledger_entries where customer_code = ${customerCode}) as entries,
        last.seq as "lastSeq",
        coalesce(h.seq, 0) = coalesce(last.seq, 0) and coalesce(h.hash = last.hash, last.seq is null) as matches
      from (select 1) one
      left join ledger_heads h on h.customer_code = ${customerCode}
      left join lateral (select seq, hash from ledger_entries where customer_code = ${customerCode}
        order by seq desc limit 1) last on true`,
  );
  const head =
    row?.seq && row.hash && row.recordedAt
      ? { seq: row.seq, hash: row.hash, recordedAt: row.recordedAt }
      : null;
  return {
    head,
    entries: Number(row?.entries ?? 0),
    lastSeq: row?.lastSeq ?? null,
    matches: row?.matches ?? true,
  };
}

export async function countVouchers(tx: Tx, customerCode: string): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    tx,
    sql`select count(*) as count from movements where customer_code = ${customerCode}`,
  );
  return Number(row?.count ?? 0);
}

/** The school's head as a printed register carries it, or null before its first voucher. */
export async function readHead(tx: Tx, customerCode: string): Promise<LedgerHead | null> {
  const [row] = await queryRows<LedgerHead>(
    tx,
    sql`select seq, encode(hash, 'hex') as hash,
        to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "recordedAt"
      from ledger_heads where customer_code = ${customerCode} and seq > 0`,
  );
  return row ?? null;
}
