import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A grid cell's text wraps (a long school or file name, a list of sites) and the row grows with it. */
export const WRAPPING_CELL_TEXT = {
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.4,
} as const;

/** A cell of two lines: what it is, and under it, smaller, what goes with it (a code, a size, a date). */
export function TwoLineCell({ main, sub }: { main: string; sub?: string | undefined }) {
  return (
    <Stack sx={{ py: 1, minWidth: 0, justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={WRAPPING_CELL_TEXT}>
        {main}
      </Typography>
      {sub ? (
        <Typography variant="caption" color="text.secondary" sx={WRAPPING_CELL_TEXT}>
          {sub}
        </Typography>
      ) : null}
    </Stack>
  );
}
