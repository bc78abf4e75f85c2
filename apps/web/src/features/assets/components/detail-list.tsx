import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a description list, two columns on wide screens; empty values show a dash. */
export function DetailList({ title, items }: { title: string; items: readonly DetailItem[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '210px 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
