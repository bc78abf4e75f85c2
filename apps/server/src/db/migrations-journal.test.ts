import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
) as { entries: JournalEntry[] };

describe('the migrations journal', () => {
  // drizzle's migrator applies a migration only when its `when` is later than the newest one a
  // database has applied: a `when` out of order makes every later migration skip existing databases.
  it('dates each migration after the one before it', () => {
    const outOfOrder = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= (journal.entries[index - 1]?.when ?? 0),
    );
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
  });
});
