import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DRAWER_WIDTH } from '@/app/theme/theme.ts';
import { DrawerMenu } from './drawer-menu.tsx';

export interface AppDrawerProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** The side drawer: always open on wide screens, a temporary panel behind the menu button on phones. */
export function AppDrawer({ mobileOpen, onMobileClose }: AppDrawerProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;
  if (!wide) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { sx: paper } }}
      >
        {/* The app bar stays above the drawer, so the menu starts below it. */}
        <Toolbar />
        <DrawerMenu onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
      slotProps={{ paper: { sx: paper } }}
    >
      <Toolbar />
      <Box sx={{ overflowY: 'auto', pb: 2 }}>
        <DrawerMenu />
      </Box>
    </Drawer>
  );
}
