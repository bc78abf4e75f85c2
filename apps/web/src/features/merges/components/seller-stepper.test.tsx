// @vitest-environment jsdom

import type { SellerMerge } from '@inventario/shared/contracts/merges';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeTexts, renderMergeScreen } from '../merge-screens.fixtures.tsx';
import { aMerge, aPackage, aSeller } from '../model/merges.fixtures.ts';
import { SellerStepper } from './seller-stepper.tsx';

/**
 * The seller's stepper against a stand-in of the API: the checks and their links, the sites with the
 * one another merge took, the goods that go, the discharge behind its question, and the handover.
 */

let seller: SellerMerge = aSeller();
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === '/merge/7/seller') return seller;
  throw new Error(`unexpected GET ${path}`);
});
const post = vi.fn(async (path: string, _body: unknown): Promise<unknown> => {
  if (path.startsWith('/merge/7/seller/assets/search/'))
    return {
      content: [
        {
          id: 501,
          register: 'movable',
          assetClass: 'inventory',
          inventoryNumber: 12,
          durableNumber: null,
          description: 'Personal computer',
          siteCode: 'RM01',
          locationDescription: 'Aula 3',
          valueCents: 90_000,
        },
      ],
      totalElements: 150,
      totalCents: 4_650_000,
    };
  if (path === '/movement/discharge/merge/7') {
    seller = { ...seller, package: aPackage() };
    return seller;
  }
  throw new Error(`unexpected POST ${path}`);
});
vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { get, post } }),
}));
const openPrintDialog = vi.fn();
vi.mock('@/features/printing', () => ({ useOpenPrintDialog: () => openPrintDialog }));

function renderStepper() {
  renderMergeScreen(<SellerStepper merge={aMerge()} />);
}

const section = (name: string) => screen.findByRole('region', { name });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));

beforeAll(mergeTexts);

afterEach(() => {
  cleanup();
  seller = aSeller();
  get.mockClear();
  post.mockClear();
  openPrintDialog.mockClear();
});

describe('SellerStepper', { timeout: 30_000 }, () => {
  it('lists the blockers with their counts and where to clear them, and keeps Next shut', async () => {
    seller = aSeller({
      blockers: [
        { code: 'mergeWaitingAssets', count: 3 },
        { code: 'mergeWarehouseMovements', count: 1 },
        { code: 'mergeAssetsInProposals', count: 2 },
      ],
    });
    renderStepper();
    const checks = await section('1. Verifiche');
    expect(within(checks).getByText(/3 beni in attesa di carico/)).toBeTruthy();
    expect(within(checks).getByText(/1 movimento di magazzino da completare/)).toBeTruthy();
    expect(within(checks).getByText(/2 beni in proposte di scarico/)).toBeTruthy();
    const href = (name: string) => within(checks).getByRole('link', { name }).getAttribute('href');
    expect(href('Vai ai beni in attesa')).toBe('/assets?view=waiting');
    expect(href('Vai ai movimenti esterni')).toBe('/external-movements');
    expect(href('Vai alle proposte di scarico')).toBe('/outdated');

    const nextButton = within(checks).getByRole('button', { name: 'Avanti' });
    expect(nextButton.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(nextButton);
    expect(screen.getByRole('region', { name: '1. Verifiche' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '2. Sedi' })).toBeNull();
  });

  it('shows a taken site disabled, and asks for at least one site before going on', async () => {
    renderStepper();
    const checks = await section('1. Verifiche');
    expect(
      within(checks).getByText('Nessun bene in sospeso: si può procedere con la scelta delle sedi.'),
    ).toBeTruthy();
    next();
    const sites = await section('2. Sedi');
    const taken = within(sites).getByRole('checkbox', {
      name: 'Cedi la sede RM03 Palestra',
    }) as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    expect(within(sites).getByText('Già ceduta ad altro accorpamento')).toBeTruthy();
    const free = within(sites).getByRole('checkbox', {
      name: 'Cedi la sede RM01 Sede centrale',
    }) as HTMLInputElement;
    expect(free.disabled).toBe(false);
    expect(within(sites).getByText('45.000,00 €')).toBeTruthy();

    next();
    const alert = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(within(alert).getByText('Scegli almeno una sede da cedere alla scuola accorpante.')).toBeTruthy();
    // The dialog hides the page from assistive technology meanwhile; the step stays the same.
    expect(screen.getByRole('region', { name: '2. Sedi', hidden: true })).toBeTruthy();
  });

  it('shows the goods of the chosen sites, then discharges them after the question', async () => {
    renderStepper();
    await section('1. Verifiche');
    next();
    const sites = await section('2. Sedi');
    fireEvent.click(within(sites).getByRole('checkbox', { name: 'Cedi la sede RM01 Sede centrale' }));
    fireEvent.click(within(sites).getByRole('checkbox', { name: 'Cedi la sede RM02 Succursale' }));
    expect(within(sites).getByText('2 sedi scelte · Beni: 150 · Valore: 46.500,00 €')).toBeTruthy();
    next();

    const goods = await section('3. Beni');
    const grid = await within(goods).findByRole('grid', { name: 'Beni da cedere' });
    expect(await within(grid).findByText('BM 12')).toBeTruthy();
    expect(within(grid).getByText('Personal computer')).toBeTruthy();
    expect(within(grid).getByText('Aula 3')).toBeTruthy();
    expect(within(goods).getByText('150 beni da cedere · Valore totale: 46.500,00 €')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/merge/7/seller/assets/search/1/10',
      { siteIds: [11, 12] },
      expect.anything(),
    );
    next();

    const discharge = await section('4. Scarico');
    expect(within(discharge).getByText('IC Manzoni (RMIC02000B)')).toBeTruthy();
    expect(within(discharge).getByText('31/08/2026')).toBeTruthy();
    expect(within(discharge).getByText('ACC – Accorpamento')).toBeTruthy();
    fireEvent.click(within(discharge).getByRole('button', { name: 'Genera scarico per accorpamento' }));
    const question = await screen.findByRole('dialog', { name: 'Scarico per accorpamento' });
    expect(
      within(question).getByText(/Vengono scaricati 150 beni per 46.500,00 €, ceduti a IC Manzoni/),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Genera scarico per accorpamento' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/movement/discharge/merge/7',
        { siteIds: [11, 12] },
        expect.anything(),
      ),
    );
    expect(await section('5. Consegna')).toBeTruthy();
  });

  it('does not discharge when the question is declined', async () => {
    renderStepper();
    await section('1. Verifiche');
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Cedi la sede RM02 Succursale' }));
    next();
    await section('3. Beni');
    next();
    const discharge = await section('4. Scarico');
    fireEvent.click(within(discharge).getByRole('button', { name: 'Genera scarico per accorpamento' }));
    const question = await screen.findByRole('dialog', { name: 'Scarico per accorpamento' });
    fireEvent.click(within(question).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalledWith(
      '/movement/discharge/merge/7',
      expect.anything(),
      expect.anything(),
    );
  });

  it('opens on the handover once the package went: its voucher, whether charged, its print', async () => {
    seller = aSeller({ package: aPackage() });
    renderStepper();
    const handover = await section('5. Consegna');
    const voucher = within(handover).getByRole('link', { name: 'n. 4/2026 del 31/08/2026' });
    expect(voucher.getAttribute('href')).toBe('/discharge/detail/90');
    expect(within(handover).getByText('RM01 Sede centrale')).toBeTruthy();
    expect(within(handover).getByText('120')).toBeTruthy();
    expect(within(handover).getByText('45.000,00 €')).toBeTruthy();
    expect(within(handover).getByText('IC Manzoni non ha ancora caricato i beni ceduti.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    fireEvent.click(
      within(handover).getByRole('button', { name: 'Stampa verbale di passaggio di consegne' }),
    );
    expect(openPrintDialog).toHaveBeenCalledWith(2, 22);
  });
});
