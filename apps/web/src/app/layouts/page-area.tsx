import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/**
 * The page being shown, inert while the router moves to the next one.
 *
 * A navigation keeps the current page on screen until the next page's code has loaded and the next
 * page has rendered (react-router renders it in a transition, which input interrupts). Whatever is
 * typed or clicked in that time lands on the page that is leaving and is dropped with it: text typed
 * into `#/assets`' search field right after a link to it was followed went into the previous page's
 * field of the same name. `inert` turns that input away, and `aria-busy` says the area is changing.
 */
export function PageArea({ children }: { children: ReactNode }) {
  const leaving = useNavigation().state !== 'idle';
  return (
    <Box inert={leaving} aria-busy={leaving || undefined}>
      {children}
    </Box>
  );
}
