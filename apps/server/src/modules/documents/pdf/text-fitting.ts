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
}

type Width = (text: string) => number;

/**
 * A fitter over `metrics` with caches: register cells repeat a lot (categories, locations, dates,
 * descriptions), so each distinct string is measured and each distinct cell wrapped only once.
 */
export function createTextFitter(metrics: TextMetrics): TextFitter {
  const widthCaches = new Map<string, Width>();
  const wrapCaches = new Map<string, Map<string, readonly string[]>>();
  const ellipsisCaches = new Map<string, Map<string, string>>();

  function widthFor(style: TextStyle, size: number): Width {
    const key = `${style}:${size}`;
    let width = widthCaches.get(key);
    if (!width) {
      const cache = new Map<string, number>();
      width = (text) => {
        let measured = cache.get(text);
        if (measured === undefined) {
          measured = metrics.width(text, style, size);
          cache.set(text, measured);
        }
        return measured;
      };
      widthCaches.set(key, width);
    }
    return width;
  }

  function cacheFor<T>(caches: Map<string, Map<string, T>>, key: string): Map<string, T> {
    let cache = caches.get(key);
    if (!cache) {
      cache = new Map();
      caches.set(key, cache);
    }
    return cache;
  }

  return {
    width: (text, style, size) => widthFor(style, size)(text),
    wrap(text, maxWidth, style, size) {
      const cache = cacheFor(wrapCaches, `${style}:${size}:${maxWidth}`);
      let lines = cache.get(text);
      if (!lines) {
        lines = wrapText(text, maxWidth, widthFor(style, size));
        cache.set(text, lines);
      }
      return lines;
    },
    ellipsize(text, maxWidth, style, size) {
      const cache = cacheFor(ellipsisCaches, `${style}:${size}:${maxWidth}`);
      let cut = cache.get(text);
      if (cut === undefined) {
        cut = cutWithEllipsis(text, maxWidth, widthFor(style, size));
        cache.set(text, cut);
      }
      return cut;
    },
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
