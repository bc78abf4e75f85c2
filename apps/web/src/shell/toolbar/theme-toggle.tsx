import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@/app/theme/theme-mode.tsx';

/** Switches between the light (default) and the dark theme; the choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'light' ? t('shell.toolbar.themeToDark') : t('shell.toolbar.themeToLight');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleMode} aria-label={label}>
        {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
