import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHARGE_CAUSALS } from '../movements/causals.ts';
import { DISCHARGE_CAUSALS } from '../movements/discharge-causals.ts';
import { VALUE_VOUCHER_TYPES } from '../movements/value-voucher.ts';
import {
  type ImportChoice,
  type ImportSheet,
  type ImportType,
  importTypes,
  sheetsOfType,
} from './import-format.ts';

/**
 * docs/IMPORTS.md is what a secretary fills a file in by: it must name every sheet, header, alias and
 * choice the validator reads by, each in its own type's and sheet's section, so that a column added to
 * import-format.ts without its documentation fails here.
 */

// NFC on both sides: an editor may save `à` as `a` plus a combining accent, which reads the same.
const doc = readFileSync(new URL('../../../../../docs/IMPORTS.md', import.meta.url), 'utf8').normalize('NFC');
const nfc = (text: string) => text.normalize('NFC');

/** The text under the first heading of `level` that `matches`, up to the next heading as high. */
function sectionOf(text: string, level: number, matches: (title: string) => boolean): string | null {
  const lines = text.split('\n');
  const headingLevel = (line: string) => /^(#+) /.exec(line)?.[1]?.length ?? 0;
  const start = lines.findIndex((line) => headingLevel(line) === level && matches(line.slice(level + 1)));
  if (start < 0) return null;
  const end = lines.findIndex(
    (line, index) => index > start && headingLevel(line) > 0 && headingLevel(line) <= level,
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** `## Types 1 and 3: …`, `## Type 2: …`: the section whose title, before its colon, names the type. */
function typeSection(type: ImportType): string | null {
  return sectionOf(doc, 2, (title) => {
    const [types = ''] = title.split(':');
    const numbers = Array.from(types.matchAll(/\d+/g), (match) => Number(match[0]));
    return /^Types? /.test(types) && numbers.includes(type);
  });
}

function tableRowOf(section: string, firstCell: string): string | undefined {
  return section.split('\n').find((line) => line.startsWith(`| \`${firstCell}\` |`));
}

function missingOfSheet(type: ImportType, typeText: string, sheet: ImportSheet): string[] {
  const place = `type ${type}, sheet ${sheet.name}`;
  const sheetText = sectionOf(typeText, 3, (title) => title.includes(`\`${nfc(sheet.name)}\``));
  if (!sheetText) return [`${place}: no "### \`${sheet.name}\`" section`];
  const missing: string[] = [];
  for (const alias of sheet.aliases ?? [])
    if (!sheetText.includes(`\`${nfc(alias)}\``)) missing.push(`${place}: sheet alias ${alias}`);
  for (const column of sheet.columns) {
    const row = tableRowOf(sheetText, nfc(column.header));
    if (!row) {
      missing.push(`${place}: column ${column.header}`);
      continue;
    }
    for (const alias of column.aliases ?? [])
      if (!row.includes(`\`${nfc(alias)}\``)) missing.push(`${place}: alias ${alias} of ${column.header}`);
  }
  return missing;
}

function allChoiceLists(): (readonly ImportChoice[])[] {
  const lists = new Set<readonly ImportChoice[]>();
  for (const type of importTypes)
    for (const sheet of sheetsOfType(type))
      for (const column of sheet.columns) if (column.choices) lists.add(column.choices);
  return [...lists];
}

describe('docs/IMPORTS.md', () => {
  it('documents every sheet of every import type, with its aliases, in that type’s section', () => {
    const missing = importTypes.flatMap((type) => {
      const typeText = typeSection(type);
      if (!typeText) return [`type ${type}: no "## Type ${type}: …" section`];
      return sheetsOfType(type).flatMap((sheet) => missingOfSheet(type, typeText, sheet));
    });
    expect(missing).toEqual([]);
  });

  it('lists every choice with its code and all its labels, the first first', () => {
    const missing = allChoiceLists()
      .flat()
      .filter((choice) => {
        const row = tableRowOf(doc, nfc(choice.code));
        const labels = choice.labels.map((label) => `\`${nfc(label)}\``).join(', ');
        return !row?.includes(`| ${labels} |`);
      })
      .map((choice) => `choice ${choice.code}: ${choice.labels.join(', ')}`);
    expect(missing).toEqual([]);
  });

  it('names every causal and value-voucher type a movement may carry', () => {
    const codes = [...CHARGE_CAUSALS, ...DISCHARGE_CAUSALS, ...VALUE_VOUCHER_TYPES].map((c) => c.code);
    expect(codes.filter((code) => !doc.includes(`\`${code}\``))).toEqual([]);
  });

  it('finds a missing column, so that the checks above can fail', () => {
    const sheet: ImportSheet = {
      key: 'sites',
      name: 'Sedi',
      columns: [{ key: 'x', header: 'Colonna che non esiste', kind: 'text' }],
    };
    const typeText = typeSection(1) ?? '';
    expect(missingOfSheet(1, typeText, sheet)).toEqual(['type 1, sheet Sedi: column Colonna che non esiste']);
  });
});
