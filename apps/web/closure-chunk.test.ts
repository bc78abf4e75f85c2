// The build's chunk groups: which modules go in one file, and which stay where the entries need them.
import { describe, expect, it } from 'vitest';
import { closureChunk, staticImports } from './closure-chunk.ts';

/** A module graph by static imports: main the entry, two lazy screens sharing a card, one feature barrel. */
const imports: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/theme.ts'],
  '/app/src/theme.ts': [],
  '/app/src/shell.tsx': ['/app/src/theme.ts', '/app/src/card.tsx', '/app/src/features/movements/index.ts'],
  '/app/src/card.tsx': ['/app/node_modules/icons/add.js'],
  '/app/node_modules/icons/add.js': [],
  '/app/src/features/movements/index.ts': ['/app/src/features/movements/editor.tsx'],
  '/app/src/features/movements/editor.tsx': ['/app/src/theme.ts'],
};
const graph = { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null) };

describe('a closure chunk', () => {
  it('walks static imports through a feature barrel or stops there', () => {
    expect([...staticImports(graph, ['/app/src/shell.tsx'], 'through')].sort()).toEqual([
      '/app/node_modules/icons/add.js',
      '/app/src/card.tsx',
      '/app/src/features/movements/editor.tsx',
      '/app/src/features/movements/index.ts',
      '/app/src/shell.tsx',
      '/app/src/theme.ts',
    ]);
    expect(
      staticImports(graph, ['/app/src/shell.tsx'], 'stop').has('/app/src/features/movements/editor.tsx'),
    ).toBe(false);
  });

  it('takes what the roots import and the others do not, and leaves the rest to the automatic chunking', () => {
    const name = closureChunk({
      name: 'first-screen',
      roots: ['/app/src/shell.tsx'],
      others: ['/app/src/main.tsx'],
    });
    expect(name('/app/src/shell.tsx', graph)).toBe('first-screen');
    expect(name('/app/src/card.tsx', graph)).toBe('first-screen');
    expect(name('/app/node_modules/icons/add.js', graph)).toBe('first-screen');
    // The entry's theme stays with the entry; a feature behind its barrel goes with the screens that use it.
    expect(name('/app/src/theme.ts', graph)).toBeNull();
    expect(name('/app/src/features/movements/editor.tsx', graph)).toBeNull();
  });

  it('leaves the roots to their own chunks when asked (an entry keeps its file)', () => {
    const name = closureChunk({ name: 'page', roots: ['/app/src/main.tsx'], others: [], keepRoots: true });
    expect(name('/app/src/main.tsx', graph)).toBeNull();
    expect(name('/app/src/theme.ts', graph)).toBe('page');
  });
});
