import type { TextMetrics, TextStyle } from './table-document.ts';

const ELLIPSIS = '…';
// Sums of float widths can overshoot an exact fit by a rounding error.
const TOLERANCE = 1e-6;

/** Widths, wrapping and cutting of text, each computed once per distinct string. */
export interface TextFitter {
  width(text: string, style: TextStyle, size: number): number;
  /** The lines of `text` within `maxWidth`: at spaces, inside a word only when the word alone is wider. */
  wrap(text: string, maxWidth: number, style: TextStyle, size: number): readonly string[];
  /** `text` on one line, cut and ended with "…" when it is wider than `maxWidth`. */
  ellipsize(text: string, maxWidth: number, style: TextStyle, size: number): string;
  /** `width` for one style and size, for a caller that measures many texts alike. */
  measurer(style: TextStyle, size: number): Width;
  /** `wrap` for one width, style and size (a table column), for a caller that wraps many texts alike. */
  wrapper(maxWidth: number, style: TextStyle, size: number): (text: string) => readonly string[];
  /** `ellipsize` for one width, style and size. */
  ellipsizer(maxWidth: number, style: TextStyle, size: number): (text: string) => string;
}

type Width = (text: string) => number;

/** `compute` with a cache of its answers per distinct text. */
function memoize<T>(compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let answer = cache.get(text);
    if (answer === undefined) {
      answer = compute(text);
      cache.set(text, answer);
    }
    return answer;
  };
}

/** The function made for `key`, made on first use. */
function madeOnce<F>(made: Map<string, F>, key: string, make: () => F): F {
  let found = made.get(key);
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

/**
 * A fitter over `metrics` with caches: register cells repeat a lot (categories, locations, dates,
 * descriptions), so each distinct string is measured and each distinct cell wrapped only once.
 */
export function createTextFitter(metrics: TextMetrics): TextFitter {
  const measurers = new Map<string, Width>();
  const wrappers = new Map<string, (text: string) => readonly string[]>();
  const ellipsizers = new Map<string, (text: string) => string>();
  const measurer = (style: TextStyle, size: number) =>
    madeOnce(measurers, `${style}:${size}`, () => memoize((text) => metrics.width(text, style, size)));
  const wrapper = (maxWidth: number, style: TextStyle, size: number) =>
    madeOnce(wrappers, `${style}:${size}:${maxWidth}`, () => {
      const width = measurer(style, size);
      return memoize((text) => wrapText(text, maxWidth, width));
    });
  const ellipsizer = (maxWidth: number, style: TextStyle, size: number) =>
    madeOnce(ellipsizers, `${style}:${size}:${maxWidth}`, () => {
      const width = measurer(style, size);
      return memoize((text) => cutWithEllipsis(text, maxWidth, width));
    });
  return {
    width: (text, style, size) => measurer(style, size)(text),
    wrap: (text, maxWidth, style, size) => wrapper(maxWidth, style, size)(text),
    ellipsize: (text, maxWidth, style, size) => ellipsizer(maxWidth, style, size)(text),
    measurer,
    wrapper,
    ellipsizer,
  };
}

function normalizeSpaces(paragraph: string): string {
  return paragraph.replace(/\s+/g, ' ').trim();
}

function wrapText(text: string, maxWidth: number, width: Width): readonly string[] {
  if (text === '') return [];
  return text.split('\n').flatMap((paragraph) => wrapParagraph(normalizeSpaces(paragraph), maxWidth, width));
}

function wrapParagraph(paragraph: string, maxWidth: number, width: Width): string[] {
  if (width(paragraph) <= maxWidth + TOLERANCE) return [paragraph];
  const space = width(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of paragraph.split(' ')) {
    const wordWidth = width(word);
    if (line && lineWidth + space + wordWidth <= maxWidth + TOLERANCE) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    if (wordWidth <= maxWidth + TOLERANCE) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    const pieces = breakWord(word, maxWidth, width);
    line = pieces.pop() ?? '';
    lineWidth = width(line);
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** A word wider than the column, in pieces that fit (a single character always makes a piece). */
function breakWord(word: string, maxWidth: number, width: Width): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const character of word) {
    const characterWidth = width(character);
    if (piece && pieceWidth + characterWidth > maxWidth + TOLERANCE) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += characterWidth;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function cutWithEllipsis(text: string, maxWidth: number, width: Width): string {
  const line = normalizeSpaces(text);
  if (width(line) <= maxWidth + TOLERANCE) return line;
  const room = maxWidth - width(ELLIPSIS);
  let kept = '';
  let keptWidth = 0;
  for (const character of line) {
    const characterWidth = width(character);
    if (keptWidth + characterWidth > room + TOLERANCE) break;
    kept += character;
    keptWidth += characterWidth;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}
