import { decideRoute, type Grants } from '@inventario/shared/domain/access/access';
import { describe, expect, it, vi } from 'vitest';
import { allRoutes, errorRoute, notFoundRoute, shellRoutes } from './route-table.ts';

// A screen's lazy texts join the app's i18n instance, which this test does not start: the routes only.
vi.mock('@/app/i18n/area-texts.ts', () => ({ loadAreaTexts: async () => {} }));

const dsga: Grants = { roles: ['inv.default'], licenses: ['INV', 'RIN', 'WWB', 'ACQ'] };
const norin: Grants = { roles: ['inv.default'], licenses: ['INV'] };
const noinv: Grants = { roles: ['inv.default'], licenses: ['WWB'] };
const support: Grants = { roles: ['inv.default', 'InvAdmin'], licenses: ['INV', 'RIN', 'WWB', 'ACQ'] };

function meta(path: string) {
  const route = allRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.meta;
}

/** Spec 01 §2, "Screens for the default role" and "for vendor staff only", plus the public pages. */
const specPaths = [
  '/dashboard',
  '/news',
  '/external-movements',
  '/charge',
  '/charge/new',
  '/charge/new/invoice',
  '/charge/new/universality/:idUniversality',
  '/charge/new/asset/:idAsset',
  '/charge/new/external',
  '/charge/detail/:id',
  '/outdated',
  '/outdated/new',
  '/outdated/detail/:id',
  '/discharge',
  '/discharge/new',
  '/discharge/detail/:id',
  '/discharge/new/from-out/:idOut',
  '/value-voucher',
  '/value-voucher/decrease/new',
  '/value-voucher/increase/new',
  '/value-voucher/decrease/detail/:id',
  '/value-voucher/increase/detail/:id',
  '/assets',
  '/universalities',
  '/financial-year',
  '/annual-amortization',
  '/documents',
  '/recognition',
  '/recognition/detail/:id',
  '/renewal',
  '/merged',
  '/merger',
  '/admin-lists',
  '/admin-lists/placement',
  '/admin-lists/categories',
  '/admin-lists/subconsignees',
  '/admin-lists/administrations',
  '/admin-lists/debtors',
  '/admin-lists/creditors',
  '/admin-lists/aggregations',
  '/configuration/labels',
  '/configuration/subcategory-change',
  '/configuration/location-change',
  '/configuration/import/client-server',
  '/configuration/import/durable',
  '/settings',
  '/school-selection',
  '/merges-detail',
  '/imports-detail',
  '/configuration/import/inventory',
  '/configuration/import/spaggiari',
  '/error/:type',
  '/404',
];

const vendorOnly = [
  '/school-selection',
  '/merges-detail',
  '/imports-detail',
  '/ledger-check',
  '/configuration/import/inventory',
  '/configuration/import/spaggiari',
];

/** Pages of the help and user menus that spec 01 §2 names without giving them a route. */
const menuPaths = ['/help', '/help/:topic', '/authorizations', '/publications'];

/** The admin lists' own import steps (spec 02 §2), which the specification gives no route. */
const listImportPaths = ['/admin-lists/import/:list'];

/** Screens of issues 20 and 21 that the specification does not have: the activity log, the ledger check. */
const issuePaths = ['/activity', '/ledger-check'];

describe('route table', () => {
  it("has every screen of spec 01 §2 once, the menus' own pages and the lists' imports", () => {
    const paths = allRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, ...menuPaths, ...listImportPaths, ...issuePaths].sort());
  });

  it('hides vendor-only screens from a default user as "not found", and opens them to vendor staff', () => {
    for (const path of vendorOnly) {
      expect(decideRoute(meta(path), dsga)).toBe('notFound');
      expect(decideRoute(meta(path), support)).toBe('allowed');
    }
  });

  it("opens vendor staff's imports detail as a screen of its own, not the placeholder of areas to come", async () => {
    const route = allRoutes.find((candidate) => candidate.path === '/imports-detail');
    const page = await route?.load();
    expect(page?.default.name).toBe('ImportsDetailPage');
  });

  // Its chunk brings MUI X's grid: a cold import takes seconds on a busy machine.
  it("opens vendor staff's ledger check (issue 21) as a screen of its own", async () => {
    const route = allRoutes.find((candidate) => candidate.path === '/ledger-check');
    expect(route?.meta).toMatchObject({ titleKey: 'ledgerCheck', layout: 'normal' });
    const page = await route?.load();
    expect(page?.default.name).toBe('LedgerCheckPage');
  }, 30_000);

  it('needs licence RIN for the renewal screen', () => {
    expect(decideRoute(meta('/renewal'), norin)).toBe('notFound');
    expect(decideRoute(meta('/renewal'), dsga)).toBe('allowed');
  });

  // Its chunk brings MUI X's grid: a cold import takes seconds on a busy machine.
  it('opens the renewal as a screen of its own, not the placeholder of areas to come', async () => {
    const route = allRoutes.find((candidate) => candidate.path === '/renewal');
    const page = await route?.load();
    expect(page?.default.name).toBe('RenewalPage');
  }, 30_000);

  it('needs has-bilancio (licence WWB) for the e-invoice charge, as for every invoice', () => {
    expect(decideRoute(meta('/charge/new/invoice'), norin)).toBe('notFound');
    expect(decideRoute(meta('/charge/new/invoice'), dsga)).toBe('allowed');
    expect(decideRoute(meta('/charge/new'), norin)).toBe('allowed');
  });

  it('keeps a user without licence INV out of every shell screen', () => {
    expect(shellRoutes.map((route) => decideRoute(route.meta, noinv))).toEqual(
      shellRoutes.map(() => 'unauthorized'),
    );
  });

  it('makes the error pages public, in the plain and the error layout', () => {
    expect(errorRoute.meta).toMatchObject({ public: true, layout: 'plain' });
    expect(notFoundRoute.meta).toMatchObject({ public: true, layout: 'error' });
    expect(decideRoute(errorRoute.meta, noinv)).toBe('allowed');
  });

  it('selects the movement screen by type: 1 charge, 2 discharge, 3 outdated, 5 and 6 value vouchers', () => {
    expect(meta('/charge/new').movementType).toBe(1);
    expect(meta('/discharge/new').movementType).toBe(2);
    expect(meta('/outdated/new').movementType).toBe(3);
    expect(meta('/value-voucher/decrease/new').movementType).toBe(5);
    expect(meta('/value-voucher/increase/new').movementType).toBe(6);
  });

  it('selects the import screen by type 1 to 4', () => {
    expect(
      ['client-server', 'durable', 'inventory', 'spaggiari'].map(
        (kind) => meta(`/configuration/import/${kind}`).importType,
      ),
    ).toEqual([1, 2, 3, 4]);
  });
});
