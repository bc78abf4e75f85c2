/**
 * The rules between whole server modules and whole web features, on the code that ships: tests and
 * their fixtures (`*.test.ts`, `*.fixtures.ts`, `apps/server/src/test/`) set up data through any
 * module they like, which would make every module reach every other. Run by `npm run lint:boundaries`
 * after `.dependency-cruiser.mjs`.
 */
import base, { features, modules } from './.dependency-cruiser.mjs';

const testCode = ['[.]test[.]tsx?$', '[.]fixtures[.]tsx?$', '^apps/server/src/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Server modules depend one way: two modules that need each other are one module, or miss a floor below them.',
      scope: 'folder',
      from: { path: `${modules}[^/]+$` },
      to: { path: `${modules}[^/]+$`, circular: true },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment: 'Web features depend one way.',
      scope: 'folder',
      from: { path: `${features}[^/]+$` },
      to: { path: `${features}[^/]+$`, circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [...base.options.exclude.path, ...testCode] },
  },
};
