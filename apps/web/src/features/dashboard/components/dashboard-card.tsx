import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface DashboardCardProps {
  title: string;
  /** A short line under the title (the year the figures are of, the register…). */
  subtitle?: string | undefined;
  /** A link to the screen the figures come from. */
  action?: ReactNode;
  children: ReactNode;
}

/** A card of the dashboard: a region named by its title, so screen readers and tests find it. */
export function DashboardCard({ title, subtitle, action, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent component={Stack} spacing={2} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <div>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            ) : null}
          </div>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a card says when it has nothing to show yet. */
export function EmptyCardText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
