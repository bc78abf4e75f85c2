import { importFailureCodes } from '@inventario/shared/contracts/imports';
import { MOVEMENT_TYPE_OF } from '@inventario/shared/domain/imports/import-writing';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import enImports from '@/locales/en/imports.json';
import itImports from '@/locales/it/imports.json';
import { RESULT_KEYS } from './import-result.ts';

/**
 * Every way a run can end has its words in both languages: each failure code of the shared contracts
 * (`importFailureCodes`), and each count of an import's result, as the server's writer builds it
 * (`resultOf` in import-writer.ts, its vouchers one key per movement kind).
 */

const writerSource = Object.values(
  import.meta.glob('../../../../../../apps/server/src/modules/imports/writing/import-writer.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(String)[0];

/** The keys of the object `resultOf` returns; a spread of the vouchers stands for the movement kinds. */
function serverResultKeys(source: string): string[] {
  const file = ts.createSourceFile('import-writer.ts', source, ts.ScriptTarget.Latest, true);
  const resultOf = file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === 'resultOf',
  );
  const returned = resultOf?.body?.statements.find(ts.isReturnStatement)?.expression;
  if (!returned || !ts.isObjectLiteralExpression(returned)) return [];
  return returned.properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property)) return Object.keys(MOVEMENT_TYPE_OF);
    return property.name && ts.isIdentifier(property.name) ? [property.name.text] : [];
  });
}

describe('the texts of an import that ended', () => {
  it("reads the result's keys from the server's writer, and knows each of them", () => {
    const keys = serverResultKeys(writerSource ?? '');
    expect(keys).toEqual(expect.arrayContaining(['sites', 'assets', 'charge', 'increase', 'lines']));
    expect(keys.filter((key) => !(RESULT_KEYS as readonly string[]).includes(key))).toEqual([]);
  });

  for (const [language, texts] of [
    ['Italian', itImports],
    ['English', enImports],
  ] as const) {
    it(`has a text in ${language} for every failure code`, () => {
      const codes: Record<string, unknown> = texts.failed.codes;
      expect(importFailureCodes.filter((code) => typeof codes[code] !== 'string')).toEqual([]);
      expect(
        Object.keys(codes).filter((code) => !(importFailureCodes as readonly string[]).includes(code)),
      ).toEqual([]);
    });

    it(`has a text in ${language} for every count of the result`, () => {
      const counts: Record<string, unknown> = texts.result.counts;
      expect(RESULT_KEYS.filter((key) => typeof counts[key] !== 'string')).toEqual([]);
      expect(Object.keys(counts).filter((key) => !(RESULT_KEYS as readonly string[]).includes(key))).toEqual(
        [],
      );
    });
  }
});
