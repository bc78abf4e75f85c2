// @vitest-environment jsdom

import type { Compliance } from '@inventario/shared/contracts/compliance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { initI18n } from '@/app/i18n/i18n.ts';
import ComplianceCard from './compliance-card.tsx';

/** The dashboard's compliance card against a stand-in of `GET /dashboard/compliance`. */

const calendar: Compliance = {
  today: '2026-06-15',
  items: [
    {
      kind: 'recognitionDue',
      severity: 'overdue',
      dueDate: '2024-03-12',
      since: '2019-03-12',
      year: null,
      count: null,
      missing: [],
      route: '#/recognition',
    },
    {
      kind: 'renewalDue',
      severity: 'dueSoon',
      dueDate: '2026-12-31',
      since: '2016-12-31',
      year: null,
      count: null,
      missing: [],
      route: '#/renewal',
    },
    {
      kind: 'waitingAssets',
      severity: 'toDo',
      dueDate: null,
      since: '2026-04-02',
      year: null,
      count: 3,
      missing: [],
      route: '#/assets?view=waiting',
    },
    {
      kind: 'headsMissing',
      severity: 'toDo',
      dueDate: null,
      since: null,
      year: null,
      count: null,
      missing: ['consignee'],
      route: '#/settings',
    },
  ],
};

let answer: () => unknown = () => calendar;
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === '/dashboard/compliance') return answer();
  throw new Error(`unexpected GET ${path}`);
});
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { get } }) }));
let hasRinnovo = true;
vi.mock('@/shell/session/view-flags.tsx', () => ({ useViewFlags: () => ({ hasRinnovo }) }));

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ComplianceCard />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  // As the dashboard page loads them with the card's code.
  await loadAreaTexts('compliance');
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  answer = () => calendar;
  hasRinnovo = true;
  get.mockClear();
});

describe('ComplianceCard', { timeout: 30_000 }, () => {
  it('lists each item with its severity, why and where it is done', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: 'Scadenze e adempimenti' }, { timeout: 10_000 });
    expect(await within(card).findByText('Calcolati dai dati della scuola al 15/06/2026')).toBeTruthy();
    const items = within(within(card).getByRole('list', { name: 'Adempimenti della scuola' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Scaduto – Ricognizione dei beni',
      'In scadenza – Rinnovo inventariale',
      'Da fare – Beni in attesa da più di 30 giorni',
      'Da fare – DS e DSGA nei dati della scuola',
    ]);
    const [recognition, renewal, waiting, heads] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(
      within(recognition).getByText(
        'Ultima ricognizione conclusa il 12/03/2019: la prossima è dovuta entro il 12/03/2024.',
      ),
    ).toBeTruthy();
    expect(
      within(recognition).getByRole('link', { name: 'Vai alla ricognizione' }).getAttribute('href'),
    ).toBe('#/recognition');
    expect(
      within(renewal).getByText(
        'Ultimo rinnovo inventariale al 31/12/2016: il prossimo è dovuto entro il 31/12/2026.',
      ),
    ).toBeTruthy();
    expect(within(renewal).getByRole('link', { name: 'Vai al rinnovo inventariale' })).toBeTruthy();
    expect(
      within(waiting).getByText(
        '3 beni sono in attesa di carico da più di 30 giorni (il primo registrato il 02/04/2026): vanno caricati in inventario.',
      ),
    ).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Vai ai beni in attesa' }).getAttribute('href')).toBe(
      '#/assets?view=waiting',
    );
    expect(within(heads).getByText(/manca il nome del DSGA/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/dashboard/compliance', expect.anything());
  });

  it('says when nothing is pending', async () => {
    answer = () => ({ today: '2026-06-15', items: [] });
    renderCard();
    expect(await screen.findByText('Nessun adempimento in sospeso')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers no renewal link to a user without licence RIN', async () => {
    hasRinnovo = false;
    renderCard();
    const card = await screen.findByRole('region', { name: 'Scadenze e adempimenti' });
    await within(card).findByText('Scaduto – Ricognizione dei beni');
    expect(within(card).queryByRole('link', { name: 'Vai al rinnovo inventariale' })).toBeNull();
    expect(within(card).getByText('Il rinnovo inventariale richiede la licenza Rinnovo (RIN).')).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    try {
      renderCard();
      const card = await screen.findByRole('region', { name: 'Deadlines and obligations' });
      expect(
        await within(card).findByText(
          'Last recognition completed on 12/03/2019: the next one is due by 12/03/2024.',
        ),
      ).toBeTruthy();
      expect(within(card).getByText('Overdue – Asset recognition')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('it');
    }
  });
});
