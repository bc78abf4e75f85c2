const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  '€': 'EUR',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '°': 'o',
};

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Printable ASCII only, for what a Zebra's font or a Code 128 symbol can carry: accents taken off
 * (è → e), a few signs spelled out, white space made spaces, anything else dropped.
 */
export function plainAscii(text: string): string {
  // Most texts (numbers, codes) are plain already: nothing to take off.
  if (PRINTABLE_ASCII.test(text)) return text;
  return Array.from(text.normalize('NFC'))
    .map((char) => SPELLED_OUT[char] ?? char.normalize('NFD').replace(/\p{M}/gu, ''))
    .join('')
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7e]/g, '');
}
