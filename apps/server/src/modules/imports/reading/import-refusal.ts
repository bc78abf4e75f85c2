import type { ImportFileProblem, ImportFileProblemCode } from './raw-sheets.ts';

/**
 * A file refused, thrown from deep in the readers and caught by `readImportFile` alone, which turns
 * it into the result's problem: one problem refuses the whole file, so the first one ends the read.
 */
export class ImportRefusal extends Error {
  readonly problem: ImportFileProblem;
  constructor(problem: ImportFileProblem) {
    super(problem.code);
    this.problem = problem;
  }
}

export function refuse(code: ImportFileProblemCode, params?: ImportFileProblem['params']): never {
  throw new ImportRefusal(params ? { code, params } : { code });
}
