import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router';
import { AppFooter } from '@/shell/footer/app-footer.tsx';

/** The plain layout: one centred card, no shell (public error pages). */
export function PlainLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Container component="main" maxWidth="sm" sx={{ my: 'auto', py: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Outlet />
        </Paper>
      </Container>
      <AppFooter />
    </Box>
  );
}
