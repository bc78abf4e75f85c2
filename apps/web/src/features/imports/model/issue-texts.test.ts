import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import enImports from '@/locales/en/imports.json';
import itImports from '@/locales/it/imports.json';

/**
 * Every code a report can hold has its text in both languages, with only the params its issue
 * carries. The codes are read from the sources that emit them, so a new code fails this test until
 * it has its texts: the validator's `issues.error(…)` and `issues.warning(…)`, a cell's problems and
 * warnings, and the file reader's refusals (`file.<code>`).
 */

const asText = (files: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => !/\.(test|fixtures)\.ts$/.test(file))
      .map(([file, text]) => [file.split('/').pop() ?? file, String(text)]),
  );

const validatorSources = asText(
  import.meta.glob('../../../../../../packages/shared/src/domain/imports/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const partySource = asText(
  import.meta.glob('../../../../../../packages/shared/src/domain/parties/parties.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)['parties.ts'];
const readerSources = asText(
  import.meta.glob('../../../../../../apps/server/src/modules/imports/reading/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

interface Emitted {
  codes: string[];
  /** The names of the params the call passes, when it writes them out. */
  params: string[] | undefined;
  /** An argument the test cannot read a code from: see `INDIRECT_CODES`. */
  unresolved?: string;
  file: string;
}

const parse = (file: string, source: string) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);

function calls(
  file: string,
  source: string,
  matches: (call: ts.CallExpression) => boolean,
): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && matches(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return found;
}

/** The string literals an argument can evaluate to: `'a'`, `x ? 'a' : 'b'`; anything else is unresolved. */
function literalsOf(node: ts.Expression | undefined): { codes: string[]; unresolved: string[] } {
  if (!node) return { codes: [], unresolved: ['(none)'] };
  if (ts.isStringLiteralLike(node)) return { codes: [node.text], unresolved: [] };
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    const [yes, no] = [literalsOf(node.whenTrue), literalsOf(node.whenFalse)];
    return { codes: [...yes.codes, ...no.codes], unresolved: [...yes.unresolved, ...no.unresolved] };
  }
  return { codes: [], unresolved: [node.getText()] };
}

/** The params' names of an object literal; none without one, and unknown when built elsewhere. */
function paramNames(node: ts.Expression | undefined): string[] | undefined {
  if (!node) return [];
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  return node.properties.flatMap((property) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ? [property.name.text]
      : [],
  );
}

const isMethodCall = (call: ts.CallExpression, object: string, methods: string[]) =>
  ts.isPropertyAccessExpression(call.expression) &&
  call.expression.expression.getText() === object &&
  methods.includes(call.expression.name.text);

const isFunctionCall = (call: ts.CallExpression, name: string) =>
  ts.isIdentifier(call.expression) && call.expression.text === name;

/**
 * Codes the validator passes through a variable, and where the test finds them: `readAssets` names
 * its duplicates' codes in its `duplicate(…)` calls; a creditor's identifier warnings are the party
 * check's messages (`rules.<code>`; a missing one is `identifierMissing`).
 */
const INDIRECT_CODES: Record<string, () => string[]> = {
  code: () =>
    calls('goods', validatorSources['whole-inventory-goods.ts'] ?? '', (call) =>
      isFunctionCall(call, 'duplicate'),
    ).flatMap((call) => literalsOf(call.arguments[1]).codes),
  "issue.message.replace('rules.', '')": () =>
    [...(partySource ?? '').matchAll(/'rules\.(\w+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((code) => code !== 'mandatory'),
};

function validatorIssues(): Emitted[] {
  return Object.entries(validatorSources).flatMap(([file, source]) =>
    calls(file, source, (call) => isMethodCall(call, 'issues', ['error', 'warning'])).flatMap((call) => {
      const read = literalsOf(call.arguments[0]);
      const params = paramNames(call.arguments[2]);
      const indirect = read.unresolved.map((text) => ({
        codes: INDIRECT_CODES[text]?.() ?? [],
        params,
        file,
        ...(INDIRECT_CODES[text] ? {} : { unresolved: text }),
      }));
      return [{ codes: read.codes, params, file }, ...indirect];
    }),
  );
}

/** `CellProblem` and `CellWarning` of cell-values.ts: `cell.<code>`, without params. */
function cellIssues(): Emitted[] {
  const file = 'cell-values.ts';
  const aliases = parse(file, validatorSources[file] ?? '').statements.filter(ts.isTypeAliasDeclaration);
  return aliases
    .filter((alias) => ['CellProblem', 'CellWarning'].includes(alias.name.text))
    .map((alias) => ({
      file,
      params: [],
      codes: (ts.isUnionTypeNode(alias.type) ? alias.type.types : [alias.type]).flatMap((type) =>
        ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? [`cell.${type.literal.text}`] : [],
      ),
    }));
}

/** The reader's `refuse(code, params)`: the report's `file.<code>`, with its sheet and row when it has them. */
function fileIssues(): Emitted[] {
  return Object.entries(readerSources).flatMap(([file, source]) =>
    calls(file, source, (call) => isFunctionCall(call, 'refuse')).map((call) => {
      const read = literalsOf(call.arguments[0]);
      return {
        file,
        codes: read.codes.map((code) => `file.${code}`),
        params: paramNames(call.arguments[1]),
        ...(read.unresolved.length > 0 ? { unresolved: read.unresolved.join() } : {}),
      };
    }),
  );
}

const emitted = [...validatorIssues(), ...cellIssues(), ...fileIssues()];
const allCodes = [...new Set(emitted.flatMap((issue) => issue.codes))].sort();

function textAt(texts: unknown, code: string): unknown {
  return code
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
}

/** The `{{name}}` placeholders of a text. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');

/** Every issue gives its text its code, and its sheet and column when it has them. */
const PLACE_VALUES = ['code', 'sheet', 'column'];

/** Every code under `imports.issue`, as `a.b` paths. */
function textCodes(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? textCodes(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the texts of the import report', () => {
  it('reads every call that emits an issue, and finds the codes', () => {
    expect(emitted.filter((issue) => issue.unresolved !== undefined)).toEqual([]);
    expect(allCodes.length).toBeGreaterThan(70);
    expect(allCodes).toEqual(
      expect.arrayContaining([
        'missingSheet',
        'duplicateAsset',
        'invalidVatNumber',
        'cell.notAnAmount',
        'file.importNoSheets',
      ]),
    );
  });

  for (const [language, texts] of [
    ['Italian', itImports.issue],
    ['English', enImports.issue],
  ] as const) {
    it(`has a text in ${language} for every code`, () => {
      expect(allCodes.filter((code) => typeof textAt(texts, code) !== 'string')).toEqual([]);
    });

    it(`writes the ${language} texts with the params their issues carry, and no text for a code that is gone`, () => {
      const misnamed = emitted.flatMap((issue) =>
        issue.codes.flatMap((code) => {
          const text = textAt(texts, code);
          if (typeof text !== 'string' || issue.params === undefined) return [];
          const known = [...PLACE_VALUES, ...issue.params, ...(code.startsWith('file.') ? ['row'] : [])];
          const unknown = placeholders(text).filter((name) => !known.includes(name));
          return unknown.length > 0 ? [`${code}: ${unknown.join(', ')}`] : [];
        }),
      );
      expect(misnamed).toEqual([]);
      expect(textCodes(texts).filter((code) => code !== 'unknown' && !allCodes.includes(code))).toEqual([]);
    });
  }
});
