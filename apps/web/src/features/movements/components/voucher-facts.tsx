import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface VoucherFact {
  label: string;
  /** Empty values show a dash, so the layout of every voucher is the same. */
  value: string | null | undefined;
  /** Spans the whole row (notes). */
  wide?: boolean;
}

/** A voucher's header as label/value pairs in a responsive grid (a description list for screen readers). */
export function VoucherFacts({ facts }: { facts: readonly VoucherFact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
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
            {fact.value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
