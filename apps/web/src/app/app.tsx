import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { BackendClientsProvider } from '@/lib/api/backend-clients.tsx';
import { UserManagerProvider } from '@/lib/auth/user-manager-context.tsx';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { BlockingLoader } from '@/shell/overlays/blocking-loader.tsx';
import { OverlayProvider } from '@/shell/overlays/overlay-provider.tsx';
import { SessionLifecycleProvider } from '@/shell/session/session-lifecycle.tsx';
import { ToastProvider } from '@/shell/toast/toast-provider.tsx';
import type { AppServices } from './app-services.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { ConfigProvider } from './config/config-context.tsx';
import type { AppConfig } from './config/load-web-config.ts';
import { AppRouter } from './router/app-router.tsx';
import { ThemeModeProvider } from './theme/theme-mode.tsx';

/** Waits for the identity client's first answer (and the sign-in callback) before routing. */
function RouterWhenAuthReady() {
  const auth = useAuth();
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  if (!ready && !auth.isLoading) setReady(true);
  if (!ready)
    return <BlockingLoader title={t('session.signingIn')} message={t('session.signingInMessage')} />;
  return <AppRouter subject={auth.isAuthenticated ? auth.user?.profile.sub : undefined} />;
}

/** Every application-wide provider, outermost first, then the router. */
export function App({ config, services }: { config: AppConfig; services: AppServices }) {
  const { userManager, queryClient, clients } = services;
  return (
    <ConfigProvider config={config}>
      <ThemeModeProvider>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <UserManagerProvider userManager={userManager}>
              <AuthProvider userManager={userManager} onSigninCallback={completeSignIn}>
                <BackendClientsProvider clients={clients}>
                  <SessionLifecycleProvider>
                    <DialogsProvider>
                      <OverlayProvider>
                        <RouterWhenAuthReady />
                      </OverlayProvider>
                    </DialogsProvider>
                  </SessionLifecycleProvider>
                </BackendClientsProvider>
              </AuthProvider>
            </UserManagerProvider>
          </QueryClientProvider>
        </ToastProvider>
      </ThemeModeProvider>
    </ConfigProvider>
  );
}
