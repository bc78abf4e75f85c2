// @vitest-environment jsdom

import type { LedgerCheck, LedgerVerdict } from '@inventario/shared/contracts/ledger';
import type { SchoolSummary } from '@inventario/shared/contracts/school';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { initI18n } from '@/app/i18n/i18n.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import LedgerCheckPage from './ledger-check-page.tsx';

/** `#/ledger-check` against a stand-in of the API: one school or every school, checked on request. */

/** The broken record the screen's answers name: charge 12/2026 changed behind the ledger. */
const changedVoucher = {
  problem: 'voucherChanged' as const,
  seq: 12,
  movementId: 40,
  voucher: { type: 1, year: 2026, number: 12 },
};

const schools: SchoolSummary[] = [
  { customerCode: 'DEMO001', codMin: 'RMIC00001', name: 'Istituto Comprensivo Demo', city: 'Roma' },
  { customerCode: 'DEMO002', codMin: 'MITD00002', name: 'Istituto Tecnico Demo', city: 'Milano' },
];

const intact: LedgerVerdict = {
  customerCode: 'DEMO001',
  intact: true,
  entries: 1234,
  vouchers: 410,
  head: { seq: 1234, hash: '9c951574d468d547'.repeat(4), recordedAt: '2026-11-27T18:07:44.000Z' },
  firstBroken: null,
  broken: 0,
  checkedMs: 87,
};

const altered: LedgerVerdict = {
  customerCode: 'DEMO002',
  intact: false,
  entries: 20,
  vouchers: 9,
  head: { seq: 20, hash: '0123456789abcdef'.repeat(4), recordedAt: '2026-09-01T08:00:00.000Z' },
  firstBroken: changedVoucher,
  broken: 3,
  checkedMs: 1_250,
};

const nightly: LedgerCheck = {
  id: 7,
  startedAt: '2026-11-28T01:30:00.000Z',
  finishedAt: '2026-11-28T01:30:04.000Z',
  schools: 2,
  broken: 1,
  brokenSchools: [
    {
      customerCode: 'DEMO002',
      firstBroken: changedVoucher,
      broken: 3,
    },
  ],
};

type Answer = () => Promise<unknown>;
let answers: Record<string, Answer> = {};
const get = vi.fn(async (path: string): Promise<unknown> => {
  const answer = answers[path];
  if (!answer) throw new Error(`unexpected GET ${path}`);
  return answer();
});
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { get } }) }));

const defaultAnswers = (): Record<string, Answer> => ({
  '/school/codMin/list': async () => schools,
  '/ledger/verify/DEMO001': async () => intact,
  '/ledger/verify': async () => ({ intact: false, schools: [intact, altered] }),
  '/ledger/checks/latest': async () => {
    throw new ApiError('noLedgerCheckYet', 'none yet', 404);
  },
});

beforeAll(async () => {
  await initI18n();
  await loadAreaTexts('ledger');
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  answers = defaultAnswers();
  get.mockClear();
});
answers = defaultAnswers();

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LedgerCheckPage />
    </QueryClientProvider>,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Esiti della verifica delle catene' });

async function chooseSchool(text: string, option: RegExp) {
  const field = screen.getByRole('combobox', { name: 'Scuola da verificare' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('LedgerCheckPage', { timeout: 30_000 }, () => {
  it("checks one school: its outcome, entries, vouchers, head and the check's time", async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifica della catena dei movimenti' }),
    ).toBeTruthy();
    expect(within(grid()).getByText(/Nessuna verifica eseguita/)).toBeTruthy();
    const nightlyCheck = screen.getByRole('region', { name: 'Controllo notturno' });
    expect(await within(nightlyCheck).findByText('Nessun controllo notturno ancora eseguito')).toBeTruthy();
    const one = screen.getByRole('button', { name: 'Verifica' });
    expect(one.hasAttribute('disabled')).toBe(true);
    await chooseSchool('comprensivo', /DEMO001/);
    fireEvent.click(one);
    expect(await screen.findByText('1 scuola verificata, 0 alterate')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/ledger/verify/DEMO001', expect.anything());
    const row = within(grid()).getByRole('row', { name: /Istituto Comprensivo Demo/ });
    expect(within(row).getByText('Integro')).toBeTruthy();
    expect(within(row).getByText('1234')).toBeTruthy();
    expect(within(row).getByText('410')).toBeTruthy();
    expect(within(row).getByText('Voce 1234 del 27/11/2026 19:07:44')).toBeTruthy();
    expect(
      within(row).getByText(
        'SHA-256 9c951574 d468d547 9c951574 d468d547 9c951574 d468d547 9c951574 d468d547',
      ),
    ).toBeTruthy();
    expect(within(row).getByText('87 ms')).toBeTruthy();
  });

  it('checks every school: the altered first, with where its chain broke; the buttons wait meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    answers['/ledger/verify'] = () => new Promise((resolve) => (finish = resolve));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Verifica tutte le scuole' }));
    expect(await screen.findByText(/Verifica di tutte le scuole in corso/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verifica tutte le scuole' }).hasAttribute('disabled')).toBe(
      true,
    );
    finish({ intact: false, schools: [intact, altered] });
    expect(await screen.findByText('2 scuole verificate, 1 alterata')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verifica tutte le scuole' }).hasAttribute('disabled')).toBe(
      false,
    );
    const rows = within(grid()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['DEMO002', 'DEMO001']);
    const broken = rows[0] as HTMLElement;
    expect(within(broken).getByText('Alterato')).toBeTruthy();
    expect(within(broken).getByText("Buono modificato fuori dall'applicazione")).toBeTruthy();
    expect(within(broken).getByText('Voce 12 · Carico n. 12/2026')).toBeTruthy();
    expect(within(broken).getByText('3')).toBeTruthy();
    expect(within(broken).getByText('1,3 s')).toBeTruthy();
  });

  it('shows the latest nightly run above the check, with each broken school and where its chain broke', async () => {
    answers['/ledger/checks/latest'] = async () => nightly;
    renderPage();
    const nightlyCheck = screen.getByRole('region', { name: 'Controllo notturno' });
    expect(
      await within(nightlyCheck).findByText(
        'Ultimo controllo notturno: 28/11/2026 02:30:04 — 2 scuole, 1 con la catena interrotta',
      ),
    ).toBeTruthy();
    expect(
      await within(nightlyCheck).findByText(
        "Istituto Tecnico Demo (DEMO002): Buono modificato fuori dall'applicazione, Voce 12 · Carico n. 12/2026",
      ),
    ).toBeTruthy();
    // Nothing is checked meanwhile: the manual check waits for the user.
    expect(get).not.toHaveBeenCalledWith('/ledger/verify', expect.anything());
  });

  it('says the nightly run could not be read, and reads it again', async () => {
    let fail = true;
    answers['/ledger/checks/latest'] = async () => {
      if (fail) throw new ApiError('internalError', 'no', 500);
      return nightly;
    };
    renderPage();
    const nightlyCheck = screen.getByRole('region', { name: 'Controllo notturno' });
    expect(await within(nightlyCheck).findByText(/«Controllo notturno»/)).toBeTruthy();
    fail = false;
    fireEvent.click(within(nightlyCheck).getByRole('button', { name: 'Riprova' }));
    expect(await within(nightlyCheck).findByText(/^Ultimo controllo notturno: 28\/11\/2026/)).toBeTruthy();
  });

  it('says the check failed, with the reason, and runs it again', async () => {
    answers['/ledger/verify/DEMO001'] = async () => {
      throw new ApiError('schoolNotFound', 'no', 404);
    };
    renderPage();
    await chooseSchool('DEMO001', /DEMO001/);
    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText(/«Esiti della verifica».*Scuola non trovata/)).toBeTruthy();
    answers['/ledger/verify/DEMO001'] = async () => intact;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('1 scuola verificata, 0 alterate')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Scuola non trovata/)).toBeNull());
  });
});
