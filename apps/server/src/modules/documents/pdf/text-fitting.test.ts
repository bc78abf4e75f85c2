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
  // Wrapping measures the text's words one by one: a word measured again means the text was wrapped again.
  const timesMeasured = (measured: readonly string[], text: string) =>
    measured.filter((measuredText) => measuredText === text).length;

  it('wraps each distinct text once per width, style and size', () => {
    const metrics = monospaced();
    const fitter = createTextFitter(metrics);
    for (let i = 0; i < 3; i++) {
      expect(fitter.wrap('Sede centrale — Aula 12', 40, 'regular', 8)).toEqual([
        'Sede',
        'centrale —',
        'Aula 12',
      ]);
    }
    fitter.wrap('Sede centrale — Aula 12', 40, 'bold', 8);
    expect(timesMeasured(metrics.measured, 'centrale')).toBe(2);
  });

  it('answers a text that fits on one line as it is, its blanks made single spaces', () => {
    const fitter = createTextFitter(monospaced());
    expect(fitter.wrap('12/2025', 40, 'regular', 8)).toEqual(['12/2025']);
    expect(fitter.wrap(' 12/2025', 40, 'regular', 8)).toEqual(['12/2025']);
    expect(fitter.wrap('12/2025\t', 40, 'regular', 8)).toEqual(['12/2025']);
    expect(fitter.wrap('12\u00a0/ 2025', 40, 'regular', 8)).toEqual(['12 / 2025']);
    expect(fitter.ellipsize('Aula  12', 40, 'regular', 8)).toBe('Aula 12');
  });

  it('keeps a bounded number of texts: a long document does not keep every distinct text', () => {
    const metrics = monospaced();
    const fitter = createTextFitter(metrics);
    const long = (n: number) => `Bene numero ${n} con una descrizione lunga`;
    fitter.wrap(long(0), 60, 'regular', 8);
    fitter.wrap(long(0), 60, 'regular', 8);
    expect(timesMeasured(metrics.measured, '0')).toBe(1);
    for (let n = 1; n <= 10_000; n++) fitter.wrap(long(n), 60, 'regular', 8);
    fitter.wrap(long(0), 60, 'regular', 8);
    expect(timesMeasured(metrics.measured, '0')).toBe(2);
  });
});
