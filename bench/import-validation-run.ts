import { readImportFile } from '../apps/server/src/modules/imports/reading/read-import-file.ts';
import { validateWholeInventory } from '../packages/shared/src/domain/imports/validate-whole-inventory.ts';

/** One validation of the file named on the command line; prints its figures as one JSON line. */
const file = process.argv[2];
if (!file) throw new Error('usage: import-validation-run.ts <file.xlsx>');
const started = performance.now();
const read = await readImportFile(file, 'inventario.xlsx');
const readMs = performance.now() - started;
if (!read.ok) throw new Error(`the file was refused: ${JSON.stringify(read.problem)}`);
const { plan, issues } = validateWholeInventory(read.sheets);
const totalMs = performance.now() - started;
console.log(
  JSON.stringify({
    readMs,
    validateMs: totalMs - readMs,
    totalMs,
    peakMb: process.resourceUsage().maxRSS / 1024,
    errors: issues.filter((i) => i.severity === 'error').length,
    warnings: issues.filter((i) => i.severity === 'warning').length,
    issueCodes: [...new Set(issues.map((i) => `${i.severity} ${i.code}`))],
    counts: {
      assets: plan.assets.length,
      movements: plan.movements.length,
      lines: plan.movements.reduce((s, m) => s + m.lines.length, 0),
    },
  }),
);
