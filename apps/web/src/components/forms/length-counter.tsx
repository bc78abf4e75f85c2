import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A text field's helper line with the length used against the contract's limit on its right
 * ("12/255"), as Material's character counter: the limit is seen before the box stops taking text.
 */
export function withLengthCounter(message: ReactNode, length: number, max: number | undefined): ReactNode {
  if (max === undefined) return message;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2 }}>
      <Box component="span" sx={{ flex: 1 }}>
        {message}
      </Box>
      <Box component="span" data-length-counter sx={{ whiteSpace: 'nowrap' }}>
        {length}/{max}
      </Box>
    </Box>
  );
}
