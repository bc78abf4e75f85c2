// The bundle budget check: which chunks count as the first screen's, and that a first screen over its
// budget fails the check.
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  chunkKeys,
  FIRST_SCREEN_CHUNK,
  overBudget,
  scriptFiles,
  staticClosure,
} from './bundle-figures.mjs';

/** A manifest as Vite writes it: an entry, its static imports, and two lazy routes. */
const manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_framework-1.js'],
    dynamicImports: ['src/dashboard.tsx', 'src/assets.tsx'],
    css: ['assets/main-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    isDynamicEntry: true,
    imports: ['_card-1.js', 'index.html'],
    dynamicImports: ['src/charts.ts'],
  },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_framework-1.js'] },
  'src/charts.ts': { file: 'assets/charts-1.js', isDynamicEntry: true },
  'src/assets.tsx': { file: 'assets/assets-1.js', isDynamicEntry: true, imports: ['_grid-1.js'] },
  '_grid-1.js': { file: 'assets/grid-1.js' },
};

const figures = (entry, firstScreen) => ({
  entry: { files: 2, raw: 0, gzip: entry, br: 0 },
  initial: { files: 4, raw: 0, gzip: firstScreen, br: 0, chunks: [] },
});

describe('the first screen of a build', () => {
  it('is the entries and what they import statically, each once, never what they import on demand', () => {
    const keys = staticClosure(manifest, ['index.html', 'src/dashboard.tsx']);
    expect(scriptFiles(manifest, keys).sort()).toEqual([
      'assets/card-1.js',
      'assets/dashboard-1.js',
      'assets/framework-1.js',
      'assets/main-1.js',
    ]);
  });

  it('names a module the manifest does not have rather than counting nothing', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });

  it('finds a lazy module the build put in the first screen chunk in that chunk', () => {
    const grouped = {
      ...manifest,
      '_first-screen-1.js': {
        file: 'assets/first-screen-1.js',
        name: FIRST_SCREEN_CHUNK,
        imports: ['_framework-1.js'],
      },
    };
    delete grouped['src/dashboard.tsx'];
    expect(chunkKeys(grouped, ['index.html', 'src/dashboard.tsx', 'src/assets.tsx'])).toEqual([
      'index.html',
      '_first-screen-1.js',
      'src/assets.tsx',
    ]);
    expect(() => chunkKeys(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });

  it('fails the check above either budget, and passes at them', () => {
    expect(overBudget(figures(BUDGETS.entry, BUDGETS.firstScreen))).toEqual([]);
    expect(overBudget(figures(BUDGETS.entry + 100, BUDGETS.firstScreen))).toEqual([
      expect.stringMatching(/^the page's own scripts: 260\.1 kB gzip, budget 260\.0 kB$/),
    ]);
    expect(overBudget(figures(0, BUDGETS.firstScreen + 1))).toHaveLength(1);
  });
});
