import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFooter } from '@/shell/footer/app-footer.tsx';

/** The error layout: the product bar and the message, without the user's menus. */
export function ErrorLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="div" sx={{ fontWeight: 600 }}>
            {t('common.appName')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 8, flexGrow: 1 }}>
        <Outlet />
      </Container>
      <AppFooter />
    </Box>
  );
}
