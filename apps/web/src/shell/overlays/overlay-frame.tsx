import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Spec 01 §9: overlays cover the page at opacity 0.95 on layer 300 (above the shell, below dialogs). */
export const OVERLAY_OPACITY = 0.95;
export const OVERLAY_Z_INDEX = 300;

/** The full-page layer shared by the loader, its error variant and the spinner. */
export function OverlayFrame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-label={label}
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: OVERLAY_Z_INDEX,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        backgroundColor: alpha(theme.palette.background.default, OVERLAY_OPACITY),
      })}
    >
      {children}
    </Box>
  );
}
