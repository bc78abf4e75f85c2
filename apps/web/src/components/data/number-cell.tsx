import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';

/** A table footer's own cells are small and grey: a total reads as strongly as its lines. */
export const TOTAL_CELL_SX = { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } as const;

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A figure of a table: right-aligned, digits in columns, never wrapped; `strong` in a totals row. */
export function NumberCell({ strong, children }: { strong?: boolean; children: ReactNode }) {
  return (
    <TableCell align="right" sx={strong ? { ...NUMBER_SX, ...TOTAL_CELL_SX } : NUMBER_SX}>
      {children}
    </TableCell>
  );
}
