/** The width of a text in the font it will be drawn with. */
export type MeasureText = (text: string) => number;

const ELLIPSIS = '…';

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth`; a word wider than a line is cut, and
 * text that does not fit ends the last line with an ellipsis (a label never grows past its cell).
 */
export function wrapText(text: string, maxWidth: number, maxLines: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let words = text.split(/\s+/).filter(Boolean);
  while (words.length > 0 && lines.length < maxLines) {
    let line = '';
    let taken = 0;
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) > maxWidth) break;
      line = candidate;
      taken++;
    }
    if (taken === 0) {
      const [word = ''] = words;
      const head = longestFittingPrefix(word, maxWidth, measure);
      lines.push(head);
      words = [word.slice(head.length), ...words.slice(1)].filter(Boolean);
    } else {
      lines.push(line);
      words = words.slice(taken);
    }
  }
  if (words.length > 0 && lines.length > 0) {
    const last = lines.pop() ?? '';
    lines.push(withEllipsis(`${last} ${words.join(' ')}`, maxWidth, measure));
  }
  return lines;
}

function longestFittingPrefix(word: string, maxWidth: number, measure: MeasureText): string {
  const chars = Array.from(word);
  let end = chars.length;
  while (end > 1 && measure(chars.slice(0, end).join('')) > maxWidth) end--;
  return chars.slice(0, end).join('');
}

function withEllipsis(line: string, maxWidth: number, measure: MeasureText): string {
  const chars = Array.from(line);
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}${ELLIPSIS}`) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}
