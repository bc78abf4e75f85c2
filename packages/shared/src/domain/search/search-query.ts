import type { RegisterKind } from '../../contracts/catalogue.ts';
import { REGISTER_ACRONYMS } from '../catalogue/register-acronym.ts';

/** The longest text the search takes (a description's words, a serial number): longer is refused. */
export const SEARCH_TEXT_MAX = 100;

/**
 * What the text typed in the toolbar's search may name, every reading at once (the answer groups them):
 * - `number`: an inventory (or durable) number, alone (`12`, of any register) or with its register's
 *   acronym however written (`BM 12`, `bm12`, `BM/12`, `BM-12`: of that register only);
 * - `movement`: a movement's number and year (`12/2025`, `12-2025`, `12 / 2025`);
 * - `text`: the text itself, which descriptions, serial numbers, names and codes may contain.
 */
export interface SearchQuery {
  text: string;
  number: { value: number; registers: readonly RegisterKind[] | null } | null;
  movement: { number: number; year: number } | null;
}

const NUMBER_WITH_ACRONYM = /^([A-Z]{2,3})?\s*[/.\- ]?\s*0*(\d{1,9})$/;
const NUMBER_AND_YEAR = /^0*(\d{1,9})\s*[/-]\s*(\d{4})$/;
/** The years a movement may carry: the registers start in the last century, none in the far future. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

const registersByAcronym = new Map<string, RegisterKind[]>();
for (const [kind, acronym] of Object.entries(REGISTER_ACRONYMS) as [RegisterKind, string][]) {
  registersByAcronym.set(acronym, [...(registersByAcronym.get(acronym) ?? []), kind]);
}

function numberOf(text: string): SearchQuery['number'] {
  const numbered = NUMBER_WITH_ACRONYM.exec(text.toUpperCase());
  if (!numbered?.[2]) return null;
  const value = Number(numbered[2]);
  if (value < 1 || value > 2_147_483_647) return null;
  if (!numbered[1]) return { value, registers: null };
  const registers = registersByAcronym.get(numbered[1]);
  return registers ? { value, registers } : null;
}

function movementOf(text: string): SearchQuery['movement'] {
  const found = NUMBER_AND_YEAR.exec(text);
  if (!found?.[1] || !found[2]) return null;
  const number = Number(found[1]);
  const year = Number(found[2]);
  if (number < 1 || number > 2_147_483_647 || year < FIRST_YEAR || year > LAST_YEAR) return null;
  return { number, year };
}

/**
 * The typed text read (control characters dropped, spaces collapsed); null when nothing is left or
 * it is longer than `SEARCH_TEXT_MAX`.
 */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const text = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || text.length > SEARCH_TEXT_MAX) return null;
  return { text, number: numberOf(text), movement: movementOf(text) };
}
