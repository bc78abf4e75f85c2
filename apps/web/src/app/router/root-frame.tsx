import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useRouteMeta } from './route-meta.ts';

/** The root of every route: keeps the browser tab's title in step with the page. */
export function RootFrame() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const appName = t('common.appName');
  const pageTitle = meta ? t(`routes.${meta.titleKey}`) : undefined;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
  return <Outlet />;
}
