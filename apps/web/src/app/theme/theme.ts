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
      // Light tones dark enough for 4.5:1 against white, as WCAG AA asks of text (chips, the avatar).
      secondary: { main: isDark ? '#ffb74d' : '#b45309' },
      ...(isDark ? {} : { warning: { main: '#b45309' }, info: { main: '#0277bd' } }),
      background: isDark
        ? { default: '#121212', paper: '#1e1e1e' }
        : { default: '#f4f6f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A disabled field's help still tells the user something ("choose the site first"): it stays legible.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      MuiListSubheader: { styleOverrides: { root: { lineHeight: '36px', background: 'transparent' } } },
    },
  });
}
