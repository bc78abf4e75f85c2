// @vitest-environment jsdom

import type { MergeDetail } from '@inventario/shared/contracts/customer-area';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeTexts, renderMergeScreen } from '../merge-screens.fixtures.tsx';
import { aMerge, aReceiver, aSeller } from '../model/merges.fixtures.ts';
import MergePage from './merge-page.tsx';

/**
 * The one merge page of both sides: the side its route says, the school's merges on it from the
 * customer area (for the school vendor staff act for), one stepper each chosen by the other school.
 */

const route = vi.hoisted(() => ({ titleKey: 'merged' }));
vi.mock('@/app/router/route-meta.ts', () => ({ useRouteMeta: () => ({ titleKey: route.titleKey }) }));
const acting = vi.hoisted(() => ({ impersonating: false, customerCode: undefined as string | undefined }));
vi.mock('@/shell/session/use-acting-school.ts', () => ({
  useActingSchool: () => ({ name: 'Scuola', city: 'Roma', ...acting }),
}));

const toVerdi = aMerge({ id: 8, receiverCode: 'RMIC05000C', receiverName: 'IC Verdi' });
let detail: MergeDetail = { active: true, merges: [aMerge(), toVerdi] };
const customerGet = vi.fn(async (_path: string, _options?: unknown): Promise<unknown> => detail);
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === '/merge/7/seller') return aSeller();
  if (path === '/merge/8/seller')
    return aSeller({ merge: toVerdi, blockers: [{ code: 'mergeWaitingAssets', count: 2 }] });
  if (path === '/merge/7/receiver') return aReceiver({ package: null });
  throw new Error(`unexpected GET ${path}`);
});
vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { get }, customerArea: { get: customerGet } }),
}));
vi.mock('@/features/printing', () => ({ useOpenPrintDialog: () => vi.fn() }));

function renderPage() {
  renderMergeScreen(<MergePage />);
}

beforeAll(mergeTexts);

afterEach(() => {
  cleanup();
  route.titleKey = 'merged';
  acting.impersonating = false;
  acting.customerCode = undefined;
  detail = { active: true, merges: [aMerge(), toVerdi] };
  get.mockClear();
  customerGet.mockClear();
});

describe('MergePage', { timeout: 30_000 }, () => {
  it("shows the seller's stepper of each merge, chosen by the receiving school", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accorpamento (scuola accorpata)' })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Scuole accorpanti a cui cedere le sedi' });
    expect(
      within(tabs).getByRole('tab', { name: 'IC Manzoni (RMIC02000B)' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      await screen.findByText('Cessione a IC Manzoni (RMIC02000B), accorpamento dal 01/09/2026.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Nessun bene in sospeso/)).toBeTruthy();
    expect(customerGet).toHaveBeenCalledWith(
      '/api/accorpamenti/accorpata/app/',
      expect.objectContaining({ query: { code: 'INV', customerCode: undefined } }),
    );

    fireEvent.click(within(tabs).getByRole('tab', { name: 'IC Verdi (RMIC05000C)' }));
    expect(await screen.findByText(/2 beni in attesa di carico/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/merge/8/seller', expect.anything());
  });

  it("shows the receiver's stepper on #/merger, for the school vendor staff act for, with one merge alone", async () => {
    route.titleKey = 'merger';
    acting.impersonating = true;
    acting.customerCode = 'RMIC02000B';
    detail = { active: true, merges: [aMerge()] };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accorpamento (scuola accorpante)' })).toBeTruthy();
    expect(await screen.findByText(/Liceo Galilei non ha ancora ceduto i suoi beni/)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() =>
      expect(customerGet).toHaveBeenCalledWith(
        '/api/accorpamenti/accorpante/app/',
        expect.objectContaining({ query: { code: 'INV', history: false, customerCode: 'RMIC02000B' } }),
      ),
    );
  });

  it('says so when the school has no merge on that side', async () => {
    detail = { active: false, merges: [] };
    renderPage();
    expect(
      await screen.findByText('La scuola non è accorpata ad altre scuole: non ci sono sedi da cedere.'),
    ).toBeTruthy();
  });
});
