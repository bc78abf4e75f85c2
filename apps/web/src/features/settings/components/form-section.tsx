import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  title: string;
  description?: string;
  /** Shown right of the title (a section's own action). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled group of the settings form. */
export function FormSection({ title, description, action, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.5}>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {description ? (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            ) : null}
          </Stack>
          {action}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
