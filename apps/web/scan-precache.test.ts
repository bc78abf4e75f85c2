import { describe, expect, it } from 'vitest';
import { entryFiles, SCAN_LAZY_MODULES, type ViteManifest } from './scan-precache.ts';

const manifest: ViteManifest = {
  'scan/index.html': {
    file: 'assets/scan-1.js',
    imports: ['_page.js', '_framework.js'],
    dynamicImports: ['../../node_modules/barcode-detector/dist/es/ponyfill.js'],
    assets: ['assets/zxing_reader-2.wasm'],
  },
  '_page.js': {
    file: 'assets/page-3.js',
    imports: ['_framework.js'],
    css: ['assets/page-4.css'],
    dynamicImports: ['src/app/i18n/resources.ts', 'src/features/assets/pages/assets-page.tsx'],
  },
  '_framework.js': { file: 'assets/framework-5.js' },
  '../../node_modules/barcode-detector/dist/es/ponyfill.js': { file: 'assets/ponyfill-6.js' },
  'src/app/i18n/resources.ts': { file: 'assets/resources-7.js' },
  'src/features/assets/pages/assets-page.tsx': { file: 'assets/assets-page-8.js', imports: ['_grid.js'] },
  '_grid.js': { file: 'assets/grid-9.js' },
};

describe("the phone page's files for its service worker", () => {
  it("keeps its chunks, styles, the reader's WebAssembly and the texts, not the desktop screens", () => {
    expect([...entryFiles(manifest, 'scan/index.html', SCAN_LAZY_MODULES)].sort()).toEqual([
      'assets/framework-5.js',
      'assets/page-3.js',
      'assets/page-4.css',
      'assets/ponyfill-6.js',
      'assets/resources-7.js',
      'assets/scan-1.js',
      'assets/zxing_reader-2.wasm',
    ]);
  });
});
