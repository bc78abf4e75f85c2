import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MergeFact {
  label: string;
  /** Empty values show a dash. */
  value: ReactNode;
  /** Spans the whole row (a list of sites). */
  wide?: boolean;
}

/** A merge's facts as label/value pairs in a responsive grid (a description list for screen readers). */
export function MergeFacts({ facts }: { facts: readonly MergeFact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
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
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? '—' : fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
