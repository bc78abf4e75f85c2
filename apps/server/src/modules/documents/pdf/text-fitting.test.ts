import { describe, expect, it } from 'vitest';
import type { TextMetrics } from './table-document.ts';
import { createTextFitter } from './text-fitting.ts';

/** A monospaced font: every character is 1 point wide at size 2 (half the size), bold as wide. */
function monospaced(): TextMetrics & { measured: string[] } {
  const measured: string[] = [];
  return {
    measured,
    width(text, _style, size) {
      measured.push(text);
      return (Array.from(text).length * size) / 2;
    },
    lineHeight: (size) => size * 1.25,
  };
}

describe('wrap', () => {
  it('keeps a text that fits on one line', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('Aula 12', 7, 'regular', 2)).toEqual(['Aula 12']);
  });

  it('breaks at spaces, as many words on a line as fit', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('Armadio metallico a due ante', 12, 'regular', 2)).toEqual([
      'Armadio',
      'metallico a',
      'due ante',
    ]);
  });

  it('breaks a word wider than the column inside the word, and goes on after it', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('s/n ABCDEFGHIJKL fine', 5, 'regular', 2)).toEqual([
      's/n',
      'ABCDE',
      'FGHIJ',
      'KL',
      'fine',
    ]);
  });

  it('starts a new line at each newline and collapses runs of spaces', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('Buono 12/2026\ndel  01/02/2026', 20, 'regular', 2)).toEqual([
      'Buono 12/2026',
      'del 01/02/2026',
    ]);
  });

  it('gives no lines for an empty cell', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('', 10, 'regular', 2)).toEqual([]);
  });

  it('puts a single character wider than the column on a line of its own rather than looping', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('AB', 0.5, 'regular', 2)).toEqual(['A', 'B']);
  });
});

describe('ellipsize', () => {
  it('keeps a text that fits', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.ellipsize('Palestra', 8, 'regular', 2)).toBe('Palestra');
  });

  it('cuts a long text and ends it with an ellipsis within the width', () => {
    const fitter = createTextFitter(monospaced());
    const cut = fitter.ellipsize('Laboratorio di informatica', 10, 'regular', 2);
    expect(cut).toBe('Laborator…');
    expect(fitter.width(cut, 'regular', 2)).toBeLessThanOrEqual(10);
  });

  it('drops the space before the ellipsis', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.ellipsize('Aula magna', 6, 'regular', 2)).toBe('Aula…');
  });
});

describe('caching', () => {
  it('measures each distinct string once per style and size', () => {
    const metrics = monospaced();
    const fitter = createTextFitter(metrics);
    for (let i = 0; i < 3; i++) {
      fitter.width('Sede centrale', 'regular', 8);
      fitter.wrap('Sede centrale — Aula 12', 40, 'regular', 8);
    }
    fitter.width('Sede centrale', 'bold', 8);
    const counts = new Map<string, number>();
    for (const text of metrics.measured) counts.set(text, (counts.get(text) ?? 0) + 1);
    expect(counts.get('Sede centrale')).toBe(2);
    expect(counts.get('Sede centrale — Aula 12')).toBe(1);
  });
});
