import { LICENCE_RENEWAL, ROLE_DEFAULT, ROLE_VENDOR } from '@inventario/shared/domain/access/access';
import type { ComponentType } from 'react';
import type { RouteMeta, RouteTitleKey } from './route-meta.ts';

export interface PageModule {
  default: ComponentType;
}

/** One screen of spec 01 §2 / spec 02 §2: its path, its meta and how to load its code. */
export interface AppRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<PageModule>;
}

/** The honest placeholder of areas that later issues build: one shared lazy chunk. */
const notYetAvailable = () => import('@/shell/not-yet-available/not-yet-available-page.tsx');

const DEFAULT_ROLES = [ROLE_DEFAULT] as const;
const VENDOR_ROLES = [ROLE_DEFAULT, ROLE_VENDOR] as const;

function screen(
  path: string,
  titleKey: RouteTitleKey,
  load: AppRoute['load'],
  extra: Partial<RouteMeta> = {},
): AppRoute {
  return { path, load, meta: { layout: 'normal', titleKey, roles: DEFAULT_ROLES, ...extra } };
}

/** A screen of an area not built yet. */
function pending(path: string, titleKey: RouteTitleKey, extra: Partial<RouteMeta> = {}): AppRoute {
  return screen(path, titleKey, notYetAvailable, extra);
}

function vendorPending(path: string, titleKey: RouteTitleKey, extra: Partial<RouteMeta> = {}): AppRoute {
  return pending(path, titleKey, { roles: VENDOR_ROLES, ...extra });
}

const byId = { remountOn: ['id'] } as const;

const chargeList = () => import('@/features/charges/pages/charges-page.tsx');
const chargeNew = () => import('@/features/charges/pages/charge-new-page.tsx');
const chargeDetail = () => import('@/features/charges/pages/charge-detail-page.tsx');

const movementRoutes: AppRoute[] = [
  screen('/charge', 'charge', chargeList, { movementType: 1 }),
  screen('/charge/new', 'chargeNew', chargeNew, { movementType: 1 }),
  pending('/charge/new/invoice', 'chargeNewInvoice', { movementType: 1 }),
  screen('/charge/new/universality/:idUniversality', 'chargeNewUniversality', chargeNew, {
    movementType: 1,
    remountOn: ['idUniversality'],
  }),
  screen('/charge/new/asset/:idAsset', 'chargeNewAsset', chargeNew, {
    movementType: 1,
    remountOn: ['idAsset'],
  }),
  screen('/charge/new/external', 'chargeNewExternal', chargeNew, { movementType: 1 }),
  screen('/charge/detail/:id', 'chargeDetail', chargeDetail, { movementType: 1, ...byId }),
  pending('/outdated', 'outdated', { movementType: 3 }),
  pending('/outdated/new', 'outdatedNew', { movementType: 3 }),
  pending('/outdated/detail/:id', 'outdatedDetail', { movementType: 3, ...byId }),
  pending('/discharge', 'discharge', { movementType: 2 }),
  pending('/discharge/new', 'dischargeNew', { movementType: 2 }),
  pending('/discharge/detail/:id', 'dischargeDetail', { movementType: 2, ...byId }),
  pending('/discharge/new/from-out/:idOut', 'dischargeNewFromOut', { movementType: 2, remountOn: ['idOut'] }),
  pending('/value-voucher', 'valueVoucher'),
  pending('/value-voucher/decrease/new', 'valueVoucherDecreaseNew', { movementType: 5 }),
  pending('/value-voucher/increase/new', 'valueVoucherIncreaseNew', { movementType: 6 }),
  pending('/value-voucher/decrease/detail/:id', 'valueVoucherDecreaseDetail', { movementType: 5, ...byId }),
  pending('/value-voucher/increase/detail/:id', 'valueVoucherIncreaseDetail', { movementType: 6, ...byId }),
  screen(
    '/external-movements',
    'externalMovements',
    () => import('@/features/external-movements/pages/external-movements-page.tsx'),
  ),
];

const periodicRoutes: AppRoute[] = [
  screen(
    '/financial-year',
    'financialYear',
    () => import('@/features/financial-years/pages/financial-years-page.tsx'),
  ),
  pending('/annual-amortization', 'annualAmortization'),
  pending('/recognition', 'recognition'),
  pending('/recognition/detail/:id', 'recognitionDetail', byId),
  pending('/renewal', 'renewal', { licenses: [LICENCE_RENEWAL] }),
  pending('/merged', 'merged'),
  pending('/merger', 'merger'),
];

const adminRoutes: AppRoute[] = [
  screen('/admin-lists', 'adminLists', () => import('@/features/admin-lists/pages/admin-lists-page.tsx')),
  screen(
    '/admin-lists/placement',
    'adminListsPlacement',
    () => import('@/features/placement/pages/placement-page.tsx'),
  ),
  screen(
    '/admin-lists/categories',
    'adminListsCategories',
    () => import('@/features/catalogue/pages/categories-page.tsx'),
  ),
  screen(
    '/admin-lists/subconsignees',
    'adminListsSubconsignees',
    () => import('@/features/subconsignees/pages/subconsignees-page.tsx'),
  ),
  screen(
    '/admin-lists/administrations',
    'adminListsAdministrations',
    () => import('@/features/parties/pages/administrations-page.tsx'),
  ),
  screen(
    '/admin-lists/debtors',
    'adminListsDebtors',
    () => import('@/features/parties/pages/debtors-page.tsx'),
  ),
  screen(
    '/admin-lists/creditors',
    'adminListsCreditors',
    () => import('@/features/parties/pages/creditors-page.tsx'),
  ),
  screen(
    '/admin-lists/aggregations',
    'adminListsAggregations',
    () => import('@/features/catalogue/pages/aggregations-page.tsx'),
  ),
  screen(
    '/configuration/labels',
    'configurationLabels',
    () => import('@/features/labels-settings/pages/labels-settings-page.tsx'),
  ),
  screen(
    '/configuration/subcategory-change',
    'configurationSubcategoryChange',
    () => import('@/features/assets/pages/subcategory-change-page.tsx'),
  ),
  screen(
    '/configuration/location-change',
    'configurationLocationChange',
    () => import('@/features/assets/pages/location-change-page.tsx'),
  ),
  pending('/configuration/import/client-server', 'importClientServer', { importType: 1 }),
  pending('/configuration/import/durable', 'importDurable', { importType: 2 }),
  screen('/settings', 'settings', () => import('@/features/settings/pages/settings-page.tsx')),
];

const vendorRoutes: AppRoute[] = [
  screen(
    '/school-selection',
    'schoolSelection',
    () => import('@/features/school/pages/school-selection-page.tsx'),
    {
      roles: VENDOR_ROLES,
    },
  ),
  vendorPending('/merges-detail', 'mergesDetail'),
  vendorPending('/imports-detail', 'importsDetail'),
  vendorPending('/configuration/import/inventory', 'importInventory', { importType: 3 }),
  vendorPending('/configuration/import/spaggiari', 'importSpaggiari', { importType: 4 }),
];

/** Every screen shown inside the shell (normal layout), guarded by role and licence. */
export const shellRoutes: AppRoute[] = [
  screen('/dashboard', 'dashboard', () => import('@/features/dashboard/pages/dashboard-page.tsx')),
  screen('/news', 'news', () => import('@/features/news/pages/news-page.tsx')),
  ...movementRoutes,
  screen('/assets', 'assets', () => import('@/features/assets/pages/assets-page.tsx')),
  screen(
    '/universalities',
    'universalities',
    () => import('@/features/assets/pages/universalities-page.tsx'),
  ),
  pending('/documents', 'documents'),
  ...periodicRoutes,
  ...adminRoutes,
  ...vendorRoutes,
];

/** `/error/{type}`: public, plain layout. */
export const errorRoute: AppRoute = {
  path: '/error/:type',
  meta: { layout: 'plain', titleKey: 'error', public: true, remountOn: ['type'] },
  load: () => import('@/features/errors/pages/error-page.tsx'),
};

/** `/404`: public, error layout. */
export const notFoundRoute: AppRoute = {
  path: '/404',
  meta: { layout: 'error', titleKey: 'notFound', public: true },
  load: () => import('@/features/errors/pages/not-found-page.tsx'),
};

export const allRoutes: AppRoute[] = [...shellRoutes, errorRoute, notFoundRoute];
