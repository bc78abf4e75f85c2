import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isTrue, sqlList } from './holdings.ts';

const dialect = new PgDialect();

describe('sqlList', () => {
  it('binds every value as a parameter of an in-list', () => {
    const query = dialect.sqlToQuery(sql`a.location_at_id in (${sqlList([3, 5, 8])})`);
    expect(query.sql).toBe('a.location_at_id in ($1, $2, $3)');
    expect(query.params).toEqual([3, 5, 8]);
  });

  it('keeps text values out of the statement', () => {
    const query = dialect.sqlToQuery(
      sql`h.action in (${sqlList(["locationChange'; drop table assets; --"])})`,
    );
    expect(query.sql).toBe('h.action in ($1)');
  });

  it('refuses an empty list, which is no SQL', () => {
    expect(() => sqlList([])).toThrow();
  });
});

describe('isTrue', () => {
  it('reads a boolean column from either driver', () => {
    expect([true, 't'].map(isTrue)).toEqual([true, true]);
    expect([false, 'f', null, undefined, 1].map(isTrue)).toEqual([false, false, false, false, false]);
  });
});
