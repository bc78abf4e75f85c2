import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';

export interface MovementListPageProps {
  /** The page's heading (the route's title). */
  title: string;
  intro: string;
  /** The panel's title, which names the region holding the grid. */
  gridLabel: string;
  /** The "new" button or buttons beside the panel's title. */
  actions: ReactNode;
  /** Several buttons: on a phone they go under the panel's title instead of beside it. */
  actionsBelowTitleOnPhone?: boolean;
  /** The filters bar; it gets the panel's whole width, since the filters are many. */
  filters: ReactNode;
  /** The grid. */
  children: ReactNode;
}

/**
 * The shell of a movement list page (charges, proposals, discharges, value vouchers): title and
 * intro, then an outlined panel named by its title with the "new" actions, the filters and the grid.
 */
export function MovementListPage({
  title,
  intro,
  gridLabel,
  actions,
  actionsBelowTitleOnPhone = false,
  filters,
  children,
}: MovementListPageProps) {
  const titleId = useId();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <DatePickersProvider>
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={actionsBelowTitleOnPhone ? { xs: 'column', md: 'row' } : 'row'}
            spacing={2}
            sx={{
              alignItems: actionsBelowTitleOnPhone ? { md: 'center' } : 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography id={titleId} variant="h6" component="h2">
              {gridLabel}
            </Typography>
            {actions}
          </Stack>
          <Box sx={{ mt: 2 }}>{filters}</Box>
          <Box sx={{ mt: 2 }}>{children}</Box>
        </Paper>
      </DatePickersProvider>
    </Stack>
  );
}
