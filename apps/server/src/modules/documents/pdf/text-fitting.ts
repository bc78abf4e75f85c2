import type { TextMetrics, TextStyle } from './table-document.ts';

const ELLIPSIS = '…';
// Sums of float widths can overshoot an exact fit by a rounding error.
const TOLERANCE = 1e-6;

/** Widths, wrapping and cutting of text (wrapping and cutting cached for the recent distinct texts). */
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

/**
 * How many answers a cache keeps in each of its two generations. Small on purpose: an answer kept for
 * thousands of rows outlives two of V8's minor collections and is moved to the old generation, where a
 * 100,000-row register's dropped answers piled up (with 4,096, five renders of twelve peaked at
 * 350–370 MB instead of 230); the texts that repeat (categories, places) repeat within a few pages.
 */
const CACHE_GENERATION = 512;

/**
 * `compute` with a cache of its recent answers per distinct text: a text that comes back (a category,
 * a place, a date, a title) is computed once, while a register of 100,000 distinct descriptions does
 * not keep them all. Two generations: when the newer is full it becomes the older and the oldest is
 * dropped; an answer found in the older moves to the newer, so what keeps coming back stays.
 */
function memoize<T>(compute: (text: string) => T): (text: string) => T {
  let newer = new Map<string, T>();
  let older = new Map<string, T>();
  return (text) => {
    let answer = newer.get(text);
    if (answer !== undefined) return answer;
    answer = older.get(text);
    if (answer === undefined) answer = compute(text);
    if (newer.size >= CACHE_GENERATION) {
      older = newer;
      newer = new Map();
    }
    newer.set(text, answer);
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
 * A fitter over `metrics`. Measuring is not cached: `metrics.width` is expected to be cheap (the
 * embedded fonts sum per-character advances, `font-encoder.ts`, each character in the font that draws
 * it, fallback fonts included, `font-family.ts`), about as cheap as looking a text up.
 * Wrapping and cutting are, since cells repeat a lot (categories, locations, dates, amounts,
 * descriptions): each recent distinct text is wrapped once, in memory that does not grow with the
 * document; a text already on one line as written that fits (most cells) is its own only line.
 */
export function createTextFitter(metrics: TextMetrics): TextFitter {
  const measurers = new Map<string, Width>();
  const wrappers = new Map<string, (text: string) => readonly string[]>();
  const ellipsizers = new Map<string, (text: string) => string>();
  const measurer = (style: TextStyle, size: number) =>
    madeOnce(measurers, `${style}:${size}`, () => (text: string) => metrics.width(text, style, size));
  const wrapper = (maxWidth: number, style: TextStyle, size: number) =>
    madeOnce(wrappers, `${style}:${size}:${maxWidth}`, () => {
      const width = measurer(style, size);
      const wrapped = memoize((text) => wrapText(text, maxWidth, width));
      return (text: string) => {
        if (text === '') return NO_LINES;
        return isOneLine(text) && width(text) <= maxWidth + TOLERANCE ? [text] : wrapped(text);
      };
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

const NO_LINES: readonly string[] = Object.freeze([]);

function normalizeSpaces(paragraph: string): string {
  return paragraph.replace(/\s+/g, ' ').trim();
}

/**
 * A text that is one line as written: words of non-blank characters with single spaces between them,
 * no line break, no other blank, none at its ends; what `normalizeSpaces` leaves as it is. Such a text
 * that fits is its own only line. (A regular expression: several times faster here than a loop over
 * the characters.)
 */
const ONE_LINE = /^\S+(?: \S+)*$/;

function isOneLine(text: string): boolean {
  return ONE_LINE.test(text);
}

function wrapText(text: string, maxWidth: number, width: Width): readonly string[] {
  if (text === '') return [];
  // Most texts are one paragraph already as `normalizeSpaces` would leave it.
  if (isOneLine(text)) return wrapParagraph(text, maxWidth, width);
  return text.split('\n').flatMap((paragraph) => wrapParagraph(normalizeSpaces(paragraph), maxWidth, width));
}

/**
 * The lines of a paragraph (its blanks already single spaces): as many words on a line as fit, a word
 * wider than the line broken into pieces. Every line is a stretch of the paragraph (words and the
 * spaces between them, or a piece of a word and what follows), so lines are kept as where they start
 * and end, and cut out of the paragraph once: no line is built by adding words to it.
 */
function wrapParagraph(paragraph: string, maxWidth: number, width: Width): string[] {
  if (width(paragraph) <= maxWidth + TOLERANCE) return [paragraph];
  const space = width(' ');
  const lines: string[] = [];
  // The line being filled is paragraph[lineStart, lineEnd); empty while lineEnd === lineStart.
  let lineStart = 0;
  let lineEnd = 0;
  let lineWidth = 0;
  for (let wordStart = 0; wordStart <= paragraph.length; ) {
    let wordEnd = paragraph.indexOf(' ', wordStart);
    if (wordEnd === -1) wordEnd = paragraph.length;
    const word = paragraph.slice(wordStart, wordEnd);
    const wordWidth = width(word);
    if (lineEnd > lineStart && lineWidth + space + wordWidth <= maxWidth + TOLERANCE) {
      lineEnd = wordEnd;
      lineWidth += space + wordWidth;
    } else {
      if (lineEnd > lineStart) lines.push(paragraph.slice(lineStart, lineEnd));
      if (wordWidth <= maxWidth + TOLERANCE) {
        lineStart = wordStart;
        lineWidth = wordWidth;
      } else {
        const pieces = breakWord(word, maxWidth, width);
        const last = pieces.pop() ?? '';
        lines.push(...pieces);
        lineStart = wordEnd - last.length;
        lineWidth = width(last);
      }
      lineEnd = wordEnd;
    }
    wordStart = wordEnd + 1;
  }
  if (lineEnd > lineStart) lines.push(paragraph.slice(lineStart, lineEnd));
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
