import type PDFDocument from 'pdfkit';
import { covers } from './cmap.ts';
import { FontEncoder } from './font-encoder.ts';
import { coverageOf, FALLBACK_FONTS, FONTS, type FontFile } from './fonts.ts';
import type { TextStyle } from './table-document.ts';

type Document = InstanceType<typeof PDFDocument>;

/** A stretch of a text drawn with one font. */
export interface FontRun {
  font: FontEncoder;
  text: string;
}

/** What `FAMILY_CHOICE` holds for a character: not looked into yet, the main font, the substitutes. */
const UNKNOWN = 0;
const MAIN = 1;
/** Fallback font k is `FIRST_FALLBACK + k`. */
const FIRST_FALLBACK = 2;
/** No font has the character: a blank is drawn as a space, anything else as a visible "?". */
const AS_SPACE = 254;
const AS_QUESTION_MARK = 255;

const SPACE = 0x20;
const NO_BREAK_SPACE = 0xa0;
const QUESTION_MARK = 0x3f;

/** White space a text may carry that no font draws (a tab, a line separator…): drawn as a space. */
const BLANK = /^\s$/u;

/**
 * For each style, which of its fonts draws each character of the Basic Multilingual Plane, by UTF-16
 * code: filled as characters are met, once per process (64 KB a style), from the fonts' cmaps, so a
 * fallback font is looked into only when a text needs a character the main font lacks. The other
 * planes' characters (none in Roboto's subsets) are looked up each time they are met.
 */
const FAMILY_CHOICE: Record<TextStyle, Uint8Array> = {
  regular: new Uint8Array(0x10000),
  bold: new Uint8Array(0x10000),
};

/** Which font of the style draws the code point (`MAIN`, `FIRST_FALLBACK + k`, or a substitute). */
function choiceOf(style: TextStyle, point: number): number {
  const table = FAMILY_CHOICE[style];
  if (point <= 0xffff) {
    const known = table[point] as number;
    if (known !== UNKNOWN) return known;
  }
  let choice = AS_QUESTION_MARK;
  if (covers(coverageOf(FONTS[style].file), point)) choice = MAIN;
  else {
    const fallbacks = FALLBACK_FONTS[style];
    const found = fallbacks.findIndex((font) => covers(coverageOf(font.file), point));
    if (found >= 0) choice = FIRST_FALLBACK + found;
    else if (BLANK.test(String.fromCodePoint(point))) choice = AS_SPACE;
  }
  if (point <= 0xffff) table[point] = choice;
  return choice;
}

/**
 * The fonts of a style on a document: the main font (Roboto's Latin subset, `fonts.ts`) and, for the
 * characters it lacks (a Romanian ș, a Polish Ł, Greek, Cyrillic…), the package's other subsets of
 * Roboto, each opened on the document the first time one of its characters is met, and embedded only
 * if a page draws it (`draw-pages.ts` lists it in that page's resources).
 *
 * A text of characters the main font has, nearly every text of an Italian school's documents, is
 * measured and written by the main font alone, through its tables (`FontEncoder`): it finds it lacks
 * a character only when one falls out of them. Only such a text is split into runs of one font each
 * (`runs`), measured as the sum of its runs and drawn run after run; a character no font has is drawn
 * as a visible "?" (a blank as a space), never as .notdef. Nothing is kept per text.
 */
export class FontFamily {
  readonly main: FontEncoder;
  private readonly fallbacks: (FontEncoder | undefined)[];
  /**
   * Advance in 1/1000 em of each character of the Basic Multilingual Plane in the font that draws it
   * (a substitute's for one no font has), by UTF-16 code; NaN until met. Made (512 KB) for the first
   * text the main font cannot measure alone, so a document of such texts is measured as fast.
   */
  private advanceOf: Float64Array | undefined;
  private readonly doc: Document;
  private readonly style: TextStyle;

  private constructor(doc: Document, style: TextStyle) {
    this.doc = doc;
    this.style = style;
    this.main = FontEncoder.of(doc, FONTS[style]);
    this.fallbacks = FALLBACK_FONTS[style].map(() => undefined);
  }

  static of(doc: Document, style: TextStyle): FontFamily {
    return new FontFamily(doc, style);
  }

  /** The width of the text, each character in the font that draws it. */
  width(text: string, size: number): number {
    const width = this.main.width(text, size);
    if (!Number.isNaN(width)) return width;
    return (this.runsAdvance(text) * size) / 1000;
  }

  /**
   * The text in runs of one font each, in order: each character in the first of the style's fonts that
   * has it (the main font, then `FALLBACK_FONTS`), a character none has as "?" (or a space) in the
   * main font. The text is composed first (NFC), as the main font composes a text it measures; a space
   * between two characters of a fallback font stays in its run (every subset has the space, as wide),
   * so a Greek or Cyrillic name is one run, not one a word. A run is a slice of the text, built up only
   * from a substitute on.
   */
  runs(text: string): FontRun[] {
    const composed = text.normalize('NFC');
    const runs: FontRun[] = [];
    let runChoice = UNKNOWN;
    let runStart = 0;
    let built: string | undefined;
    for (let index = 0; index < composed.length; ) {
      const point = composed.codePointAt(index) as number;
      const length = point > 0xffff ? 2 : 1;
      const choice = this.choiceAt(composed, index, point, runChoice);
      const font = choice >= AS_SPACE ? MAIN : choice;
      if (font !== runChoice) {
        if (runChoice !== UNKNOWN) {
          runs.push({ font: this.fontOf(runChoice), text: built ?? composed.slice(runStart, index) });
        }
        runChoice = font;
        runStart = index;
        built = undefined;
      }
      if (choice >= AS_SPACE) {
        built = (built ?? composed.slice(runStart, index)) + (choice === AS_SPACE ? ' ' : '?');
      } else if (built !== undefined) built += composed.slice(index, index + length);
      index += length;
    }
    if (runChoice !== UNKNOWN) {
      runs.push({ font: this.fontOf(runChoice), text: built ?? composed.slice(runStart) });
    }
    return runs;
  }

  /**
   * The advance in 1/1000 em of the text as `runs` splits it, with no run made: its characters' in the
   * fonts that draw them (a font's width is the sum of its characters'), each looked up in `advanceOf`
   * once met. A space kept in a fallback font's run is as wide as in the main font (`choiceAt`), so a
   * character's advance does not depend on its neighbours.
   */
  private runsAdvance(text: string): number {
    const composed = text.normalize('NFC');
    if (!this.advanceOf) this.advanceOf = new Float64Array(0x10000).fill(Number.NaN);
    const advanceOf = this.advanceOf;
    let advance = 0;
    for (let index = 0; index < composed.length; index++) {
      const code = composed.charCodeAt(index);
      const known = advanceOf[code] as number;
      if (!Number.isNaN(known)) {
        advance += known;
        continue;
      }
      const point = composed.codePointAt(index) as number;
      const choice = choiceOf(this.style, point);
      const characterAdvance =
        choice === AS_QUESTION_MARK
          ? this.main.characterAdvance(QUESTION_MARK)
          : choice === AS_SPACE
            ? this.main.characterAdvance(SPACE)
            : this.fontOf(choice).characterAdvance(point);
      // A surrogate's advance is its pair's: only other characters of the plane are kept.
      if (point > 0xffff) index++;
      else if (code < 0xd800 || code > 0xdfff) advanceOf[code] = characterAdvance;
      advance += characterAdvance;
    }
    return advance;
  }

  /**
   * Which font draws the character `point` at `index`, after a run of the font `runChoice`: its own
   * (`choiceOf`), but for a space after a run of a fallback font that has it as wide as the main font
   * does, when the first character after the spaces is that font's too: the space stays in the run.
   */
  private choiceAt(text: string, index: number, point: number, runChoice: number): number {
    const choice = choiceOf(this.style, point);
    if (choice !== MAIN || runChoice < FIRST_FALLBACK || (point !== SPACE && point !== NO_BREAK_SPACE)) {
      return choice;
    }
    const fallback = FALLBACK_FONTS[this.style][runChoice - FIRST_FALLBACK] as FontFile;
    if (!covers(coverageOf(fallback.file), point)) return choice;
    if (this.fontOf(runChoice).characterAdvance(point) !== this.main.characterAdvance(point)) return choice;
    for (let at = index + 1; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === SPACE || code === NO_BREAK_SPACE) continue;
      return choiceOf(this.style, text.codePointAt(at) as number) === runChoice ? runChoice : choice;
    }
    return choice;
  }

  private fontOf(choice: number): FontEncoder {
    if (choice === MAIN) return this.main;
    const index = choice - FIRST_FALLBACK;
    let font = this.fallbacks[index];
    if (!font) {
      font = FontEncoder.of(this.doc, FALLBACK_FONTS[this.style][index] as FontFile);
      this.fallbacks[index] = font;
    }
    return font;
  }
}
