import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation, useParams } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { PrintDialogProvider } from '@/features/printing/components/print-dialog-provider.tsx';
import { AppDrawer } from '@/shell/drawer/app-drawer.tsx';
import { AppFooter } from '@/shell/footer/app-footer.tsx';
import { AppToolbar } from '@/shell/toolbar/app-toolbar.tsx';
import { PageArea } from './page-area.tsx';
import { RouteGuard } from './route-guard.tsx';

/** A key that changes with the route parameters named in the meta, so the page is re-created. */
function usePageKey(): string {
  const meta = useRouteMeta();
  const params = useParams();
  const names = meta?.remountOn ?? [];
  return [meta?.titleKey ?? '', ...names.map((name) => params[name] ?? '')].join('|');
}

/** A thin bar while the next page's code loads (the current page stays until then). */
function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  return <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.loading')} />}</Box>;
}

/** The normal layout: toolbar, side drawer, the page, the footer. */
export function NormalLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pageKey = usePageKey();
  return (
    <PrintDialogProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppToolbar onMenuClick={() => setDrawerOpen((open) => !open)} />
        <AppDrawer mobileOpen={drawerOpen} onMobileClose={() => setDrawerOpen(false)} />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <NavigationProgress />
          <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
            <PageArea>
              <RouteGuard>
                <Outlet key={pageKey} />
              </RouteGuard>
            </PageArea>
          </Container>
          <AppFooter />
        </Box>
      </Box>
    </PrintDialogProvider>
  );
}
