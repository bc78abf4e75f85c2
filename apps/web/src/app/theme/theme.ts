import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/** Width of the side drawer on wide screens. */
export const DRAWER_WIDTH = 280;

/** The product's look: MUI's Material design, a school-blue primary colour, light or dark. */
export function createAppTheme(mode: ThemeMode): Theme {
  const isDark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: isDark ? '#90caf9' : '#1565c0' },
      secondary: { main: isDark ? '#ffb74d' : '#ef6c00' },
      background: isDark
        ? { default: '#121212', paper: '#1e1e1e' }
        : { default: '#f4f6f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiListSubheader: { styleOverrides: { root: { lineHeight: '36px', background: 'transparent' } } },
    },
  });
}
