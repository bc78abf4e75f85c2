import type PDFDocument from 'pdfkit';

/**
 * Labels print thousands of numbers no other label has (`N. inv. 12345`, `Inv. orig. 45/2019`). pdfkit
 * shapes text a word at a time with fontkit and keeps each word's glyph run, so every such number is
 * shaped anew, a tenth of a label's time. In the documents' fonts (Roboto) a digit or a slash takes
 * the same glyph and advance whatever its neighbour, but for `//` (kerned): such a word's run is its
 * characters' runs one after another. This puts those runs in pdfkit's cache before a line is drawn,
 * for the words whose every pair of neighbours was checked, per font, to shape exactly as the two
 * characters apart; any other word is shaped by pdfkit as before. The PDF is byte for byte the same.
 */

/** A fontkit glyph run as pdfkit keeps it (positions already in its 1000-unit scale). */
interface GlyphRun {
  glyphs: { id: number }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  advanceWidth: number;
}

/** The part of pdfkit's embedded font (`doc._font`) this relies on. */
interface ShapingFont {
  name?: string;
  layoutCache?: Record<string, GlyphRun>;
  layoutCached(text: string): GlyphRun;
  layoutRun(text: string): GlyphRun;
}

const COMPOSABLE = '0123456789/';
const COMPOSABLE_WORD = /^[0-9/]{2,}$/;

/** Per font (PostScript name): the neighbour pairs that shape as their characters apart. */
const freePairsByFont = new Map<string, Set<string>>();

function sameRun(run: GlyphRun, parts: GlyphRun[]): boolean {
  const glyphs = parts.flatMap((part) => part.glyphs);
  const positions = parts.flatMap((part) => part.positions);
  if (run.glyphs.length !== glyphs.length) return false;
  return run.glyphs.every((glyph, i) => {
    const [a, b] = [run.positions[i], positions[i]];
    return (
      glyph.id === glyphs[i]?.id &&
      a !== undefined &&
      b !== undefined &&
      a.xAdvance === b.xAdvance &&
      a.yAdvance === b.yAdvance &&
      a.xOffset === b.xOffset &&
      a.yOffset === b.yOffset
    );
  });
}

function freePairs(font: ShapingFont): Set<string> {
  const key = font.name ?? '';
  let pairs = key ? freePairsByFont.get(key) : undefined;
  if (pairs) return pairs;
  pairs = new Set();
  const single = new Map([...COMPOSABLE].map((char) => [char, font.layoutRun(char)]));
  for (const a of COMPOSABLE) {
    for (const b of COMPOSABLE) {
      const [runA, runB] = [single.get(a), single.get(b)];
      if (runA && runB && sameRun(font.layoutRun(a + b), [runA, runB])) pairs.add(a + b);
    }
  }
  if (key) freePairsByFont.set(key, pairs);
  return pairs;
}

/**
 * A function that, before `line` is drawn in the document's current font, puts the runs of its
 * composable words into pdfkit's cache (nothing when pdfkit keeps no cache).
 */
export function numberRuns(doc: InstanceType<typeof PDFDocument>): (line: string) => void {
  const compose = (font: ShapingFont, cache: Record<string, GlyphRun>, word: string) => {
    const pairs = freePairs(font);
    for (let i = 1; i < word.length; i++) if (!pairs.has(word.slice(i - 1, i + 1))) return;
    const run: GlyphRun = { glyphs: [], positions: [], advanceWidth: 0 };
    for (const char of word) {
      const part = font.layoutCached(char);
      run.glyphs.push(...part.glyphs);
      run.positions.push(...part.positions);
      run.advanceWidth += part.advanceWidth;
    }
    cache[word] = run;
  };
  return (line) => {
    const font = (doc as unknown as { _font?: ShapingFont })._font;
    const cache = font?.layoutCache;
    if (!font || !cache) return;
    // The words as pdfkit cuts them (at spaces and tabs).
    let start = 0;
    while (start < line.length) {
      let end = start;
      while (end < line.length && line[end] !== ' ' && line[end] !== '\t') end++;
      if (end - start >= 2) {
        const word = line.slice(start, end);
        if (!cache[word] && COMPOSABLE_WORD.test(word)) compose(font, cache, word);
      }
      start = end + 1;
    }
  };
}
