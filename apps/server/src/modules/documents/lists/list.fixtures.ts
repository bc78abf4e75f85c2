/** Test data of the list prints: plausible, varied, and the same on every run. */
import type { ListSchool } from './list-document.ts';

export const SCHOOL: ListSchool = {
  name: 'Istituto Comprensivo "Gianni Rodari"',
  ministerialCode: 'RMIC81200X',
  heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
};

/** One line of a page's text holding these cells, whole and in this order, whatever the spacing. */
export function rowPattern(...cells: string[]): RegExp {
  const escaped = cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^|\\s)${escaped.join('\\s+(?:.*\\s+)?')}(?:\\s|$)`, 'm');
}
