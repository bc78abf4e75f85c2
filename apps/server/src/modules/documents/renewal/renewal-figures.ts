import { formatCents } from '@inventario/shared/format/currency';
import type { MinuteColumn, MinuteTableRow } from '../minutes/minute-document.ts';
import { countText, signedCents } from './renewal-print-text.ts';

/** How many goods and what they were worth before the revaluation and after it, in cents. */
export interface Figures {
  goods: number;
  beforeCents: number;
  afterCents: number;
}

export const NO_FIGURES: Figures = { goods: 0, beforeCents: 0, afterCents: 0 };

/** The sum of goods' values before and after. */
export function figuresOf(goods: readonly { beforeCents: number; afterCents: number }[]): Figures {
  return goods.reduce<Figures>(
    (sum, good) => ({
      goods: sum.goods + 1,
      beforeCents: sum.beforeCents + good.beforeCents,
      afterCents: sum.afterCents + good.afterCents,
    }),
    NO_FIGURES,
  );
}

/** The goods' figures by a key, in the order the keys first appear. */
export function figuresBy<G extends { beforeCents: number; afterCents: number }, K>(
  goods: readonly G[],
  keyOf: (good: G) => K,
): Map<K, Figures> {
  const groups = new Map<K, G[]>();
  for (const good of goods) {
    const key = keyOf(good);
    const group = groups.get(key);
    if (group) group.push(good);
    else groups.set(key, [good]);
  }
  return new Map([...groups].map(([key, group]) => [key, figuresOf(group)]));
}

/** The columns of a table of figures, under the title of what each row names. */
export function figureColumns(
  label: string,
  labelWidth: number | { share: number } = { share: 1 },
): MinuteColumn[] {
  return [
    { title: label, width: labelWidth },
    { title: 'Beni', width: 36, align: 'right' },
    { title: 'Valore precedente', width: 78, align: 'right' },
    { title: 'Nuovo valore', width: 78, align: 'right' },
    { title: 'Variazione', width: 74, align: 'right' },
  ];
}

/** A row of figures: label, goods, before, after, variation. */
export function figureRow(label: string, figures: Figures, kind?: MinuteTableRow['kind']): MinuteTableRow {
  return {
    cells: [
      label,
      countText(figures.goods),
      formatCents(figures.beforeCents),
      formatCents(figures.afterCents),
      signedCents(figures.afterCents - figures.beforeCents),
    ],
    ...(kind ? { kind } : {}),
  };
}
