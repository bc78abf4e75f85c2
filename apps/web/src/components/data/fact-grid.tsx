import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  /** Empty values show a dash, so the layout stays the same whatever is filled in. */
  value: ReactNode;
  /** Spans the whole row (notes, a list of sites). */
  wide?: boolean;
}

/**
 * Label/value pairs in a responsive grid, a description list for screen readers: a voucher's header,
 * a merge's figures. `columns` is how many pairs a wide screen shows on a row.
 */
export function FactGrid({ facts, columns }: { facts: readonly Fact[]; columns: 3 | 4 }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
        columnGap: 3,
        rowGap: 2,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0, gridColumn: fact.wide ? '1 / -1' : undefined }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {fact.value === null || fact.value === undefined || fact.value === '' ? '—' : fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
