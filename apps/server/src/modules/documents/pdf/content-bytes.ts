/**
 * A page's content stream written straight into bytes: operators, numbers and glyph ids, with no
 * string made per line, per number or per text (a 100,000-row register draws over a million texts).
 * One writer, and one buffer, serve every page of a document: `clear()` starts the next page.
 */
export class ContentBytes {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  /** Bytes written so far; a writer that fills `room()` itself moves it past what it wrote. */
  length = 0;

  private reserve(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + count));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  /**
   * The buffer with at least `count` free bytes from `length`, for a caller that writes many bytes in
   * its own loop (the glyphs of a text) and then sets `length`.
   */
  room(count: number): Buffer {
    this.reserve(count);
    return this.bytes;
  }

  /** Bytes as they are (what pdfkit already wrote on the page). */
  raw(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  byte(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  /** Text of single-byte characters (operators, names), one byte each. */
  ascii(text: string): void {
    this.reserve(text.length);
    for (let index = 0; index < text.length; index++) this.bytes[this.length++] = text.charCodeAt(index);
  }

  /**
   * A number as PDF content writes it: rounded to two decimals, no trailing zeros, the same characters
   * as `String(Math.round(value * 100) / 100)` (checked against it over millions of values).
   */
  number(value: number): void {
    let hundredths = Math.round(value * 100);
    if (!Number.isSafeInteger(hundredths)) {
      this.ascii(String(hundredths / 100));
      return;
    }
    if (hundredths < 0) {
      this.byte(0x2d);
      hundredths = -hundredths;
    }
    const whole = Math.floor(hundredths / 100);
    const fraction = hundredths - whole * 100;
    this.digits(whole);
    if (fraction === 0) return;
    this.byte(0x2e);
    this.byte(0x30 + Math.floor(fraction / 10));
    if (fraction % 10 !== 0) this.byte(0x30 + (fraction % 10));
  }

  private digits(whole: number): void {
    let count = 1;
    for (let rest = whole; rest >= 10; rest = Math.floor(rest / 10)) count++;
    this.reserve(count);
    let at = this.length + count;
    let rest = whole;
    do {
      this.bytes[--at] = 0x30 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    this.length += count;
  }

  /** The bytes written since `clear()`: a view of the writer's buffer, good until it writes again. */
  written(): Buffer {
    return this.bytes.subarray(0, this.length);
  }

  clear(): void {
    this.length = 0;
  }
}
