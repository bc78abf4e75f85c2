import type { RegisterKind } from '../../contracts/catalogue.ts';

/**
 * Each register of art. 31 numbers its assets from 1 (DOMAIN §2), so a number alone does not name an
 * asset: "inventory number (with acronym)" (spec 02 §3). **Decision**: the acronym is the register's
 * kind in Italian initials, the same for every school, as the registers are.
 */
export const REGISTER_ACRONYMS: Record<RegisterKind, string> = {
  movable: 'BM',
  historic: 'BSA',
  books: 'LB',
  securities: 'VM',
  vehicles: 'VN',
  realEstate: 'BI',
  thirdParty: 'BT',
};

export function registerAcronym(kind: RegisterKind): string {
  return REGISTER_ACRONYMS[kind];
}

/** "BM 12": a number of a register (inventory or durable) with its acronym; none while it has none. */
export function registerNumberText(kind: RegisterKind, number: number | null | undefined): string {
  return number === null || number === undefined ? '' : `${registerAcronym(kind)} ${number}`;
}

/** "BM 01": a category's code with its register's acronym, as two registers may share a code. */
export function categoryCodeText(kind: RegisterKind, code: string): string {
  return `${registerAcronym(kind)} ${code}`;
}
