// @vitest-environment jsdom

import type { TempList } from '@inventario/shared/contracts/imports';
import type { ReceiverMerge } from '@inventario/shared/contracts/merges';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { mergeTexts, renderMergeScreen } from '../merge-screens.fixtures.tsx';
import { aMerge, aPackage, aReceiver } from '../model/merges.fixtures.ts';
import { ReceiverStepper } from './receiver-stepper.tsx';

/**
 * The receiver's stepper against a stand-in of the API: the package not handed over yet, the receipt
 * started and its lists mapped as an import's, the charge behind its question, its refusal for a
 * mapping to correct, and the goods charged.
 */

const IMPORT_ID = '0190b2a4-0000-7000-8000-000000000005';
const receipt = { importId: IMPORT_ID, state: 'ready' };

const list = (entries: TempList['entries']): TempList => ({ importId: IMPORT_ID, entries });
const sites = list([
  {
    sourceKey: 'RM01',
    source: { code: 'RM01', description: 'Sede centrale', address: 'Via Roma 1', city: 'Roma' },
    action: 'create',
    targetId: null,
    targetLabel: null,
    matchedBy: null,
  },
]);
const subcategories = list([
  {
    sourceKey: '01.02',
    source: { code: '02', categoryCode: '01', description: 'Computer', register: 'movable' },
    action: 'map',
    targetId: 4,
    targetLabel: '01.02 Computer',
    matchedBy: 'code',
  },
]);

let receiver: ReceiverMerge = aReceiver();
let chargeAnswer: () => unknown = () => receiver;
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === '/merge/7/receiver') return receiver;
  if (path === '/site/temp/list') return sites;
  if (path === '/subcategory/temp/list') return subcategories;
  if (path.endsWith('/temp/list')) return list([]);
  throw new Error(`unexpected GET ${path}`);
});
const post = vi.fn(async (path: string, _body: unknown): Promise<unknown> => {
  if (path === '/site/temp/merge/7/list') {
    receiver = { ...receiver, receipt };
    return sites;
  }
  if (path === '/movement/charge/merge/7') return chargeAnswer();
  throw new Error(`unexpected POST ${path}`);
});
vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { get, post } }),
}));

function renderStepper() {
  renderMergeScreen(<ReceiverStepper merge={aMerge()} />);
}

const section = (name: string) => screen.findByRole('region', { name });
const charged = () => ({
  ...receiver,
  package: aPackage({
    charge: { id: 91, year: 2026, number: 12, date: '2026-09-01' },
    chargedBy: 'demo.dsga',
    chargedAt: '2026-09-02T09:00:00.000Z',
  }),
});

beforeAll(mergeTexts);

afterEach(() => {
  cleanup();
  receiver = aReceiver();
  chargeAnswer = () => receiver;
  get.mockClear();
  post.mockClear();
});

describe('ReceiverStepper', { timeout: 30_000 }, () => {
  it('says the merged school has not handed its goods over yet, and nothing else', async () => {
    receiver = aReceiver({ package: null });
    renderStepper();
    const pack = await section('1. Pacchetto');
    expect(within(pack).getByText(/Liceo Galilei non ha ancora ceduto i suoi beni/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avvia abbinamento' })).toBeNull();
    expect(within(pack).queryByText('Scuola accorpata')).toBeNull();
  });

  it('shows the package, then starts the mapping of its lists as an import does', async () => {
    renderStepper();
    const pack = await section('1. Pacchetto');
    expect(within(pack).getByText('Liceo Galilei (RMPS01000A)')).toBeTruthy();
    expect(within(pack).getByText('RM01 Sede centrale')).toBeTruthy();
    expect(within(pack).getByText('45.000,00 €')).toBeTruthy();
    // The seller's discharge is its own: named, not linked.
    expect(within(pack).getByText('n. 4/2026 del 31/08/2026')).toBeTruthy();
    expect(within(pack).queryByRole('link')).toBeNull();
    fireEvent.click(within(pack).getByRole('button', { name: 'Avanti' }));

    const matching = await section('2. Abbinamento');
    expect(within(matching).getByRole('button', { name: 'Avanti' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(within(matching).getByRole('button', { name: 'Avvia abbinamento' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/site/temp/merge/7/list', undefined, expect.anything()),
    );
    const tabs = await within(matching).findByRole('tablist', { name: 'Liste da abbinare' });
    expect(await within(tabs).findByRole('tab', { name: 'Sedi (1)' })).toBeTruthy();
    const grid = await within(matching).findByRole('grid', { name: 'Sedi in arrivo e loro abbinamento' });
    expect(await within(grid).findByText(/Sede centrale/)).toBeTruthy();
    expect(within(matching).getByRole('button', { name: 'Avanti' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('charges the goods after the question, with the charge date and why, then shows the voucher', async () => {
    receiver = aReceiver({ receipt, chargeDate: '2026-09-15' });
    chargeAnswer = () => {
      receiver = charged();
      return receiver;
    };
    renderStepper();
    const matching = await section('2. Abbinamento');
    fireEvent.click(within(matching).getByRole('button', { name: 'Avanti' }));
    const charge = await section('3. Carico');
    expect(within(charge).getByText('15/09/2026')).toBeTruthy();
    expect(
      within(charge).getByText(/successiva al 1° settembre: è la data dell'ultimo movimento/),
    ).toBeTruthy();
    expect(within(charge).getByText('120')).toBeTruthy();
    fireEvent.click(within(charge).getByRole('button', { name: 'Genera carico per accorpamento' }));
    const question = await screen.findByRole('dialog', { name: 'Carico per accorpamento' });
    fireEvent.click(within(question).getByRole('button', { name: 'Genera carico per accorpamento' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/movement/charge/merge/7', undefined, expect.anything()),
    );

    const done = await section('4. Completato');
    const voucher = within(done).getByRole('link', { name: 'n. 12/2026 del 01/09/2026' });
    expect(voucher.getAttribute('href')).toBe('/charge/detail/91');
    expect(within(done).getByRole('link', { name: "Vai all'elenco dei beni" }).getAttribute('href')).toBe(
      '/assets',
    );
  });

  it('takes a refused charge back to the mapping, on the list of the entry to correct', async () => {
    receiver = aReceiver({ receipt });
    chargeAnswer = () => {
      throw new ApiError('importMappingConflict', 'conflict', 409, {
        kind: 'subcategory',
        sourceKey: '01.02',
      });
    };
    renderStepper();
    const matching = await section('2. Abbinamento');
    await within(matching).findByRole('tab', { name: 'Sedi (1)' });
    fireEvent.click(within(matching).getByRole('button', { name: 'Avanti' }));
    const charge = await section('3. Carico');
    expect(within(charge).getByText(/il 1° settembre \(01\/09\/2026\)/)).toBeTruthy();
    fireEvent.click(within(charge).getByRole('button', { name: 'Genera carico per accorpamento' }));
    const question = await screen.findByRole('dialog', { name: 'Carico per accorpamento' });
    fireEvent.click(within(question).getByRole('button', { name: 'Genera carico per accorpamento' }));

    const back = await section('2. Abbinamento');
    expect(
      await within(back).findByText("Il carico non è stato generato: correggi l'abbinamento"),
    ).toBeTruthy();
    const tab = within(back).getByRole('tab', { name: /^Sottocategorie/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await within(back).findByText(/Voce da correggere: Sottocategorie: 01.02 Computer/)).toBeTruthy();
  });

  it('opens on the end once the goods are charged', async () => {
    receiver = charged();
    renderStepper();
    const done = await section('4. Completato');
    expect(within(done).getByText('I beni ricevuti da Liceo Galilei sono stati caricati.')).toBeTruthy();
    expect(within(done).getByText(/^demo\.dsga, 02\/09\/2026 /)).toBeTruthy();
  });
});
