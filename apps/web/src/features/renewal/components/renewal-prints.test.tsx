// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { ToastProvider } from '@/shell/toast/toast-provider.tsx';
import { renewalAtAdjustments } from '../model/renewal.fixtures.ts';
import { RenewalPrints } from './renewal-prints.tsx';

/** The renewal's prints against a stand-in of the API: what each button asks the server for. */

const renewal = renewalAtAdjustments();

// No server in unit tests: the API client is a stand-in whose `POST` the tests script.
const post = vi.fn();
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { post } }) }));

function renderPrints() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <DialogsProvider>
          <RenewalPrints renewal={renewal} />
        </DialogsProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('RenewalPrints', { timeout: 30_000 }, () => {
  it("prints PV/1 and Model K of the renewal's year at once, through the renewal's path", async () => {
    post.mockResolvedValue({ id: 9, url: null });
    renderPrints();
    expect(screen.getByRole('heading', { name: 'Stampe del rinnovo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PV/1 – Beni rinvenuti e mantenuti' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.slice(0, 2)).toEqual([
      '/s3documents/renewal/publishMessage',
      { documentType: 12, conditions: { idRenewal: 3 } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Modello K 2025' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modello K 2025' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]?.[1]).toEqual({ documentType: 10, conditions: { year: 2025 } });
  });

  it('asks for the commission of PV/Base: rows added and removed, a role needs its name', async () => {
    post.mockResolvedValue({ id: 9, url: null });
    renderPrints();
    fireEvent.click(screen.getByRole('button', { name: 'PV/Base – Verbale di rinnovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commissione del verbale PV/Base' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi componente' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi componente' }));
    const member = (n: number) => within(dialog).getByRole('group', { name: `Componente ${n}` });
    fireEvent.change(within(member(1)).getByLabelText('Nome e cognome'), { target: { value: 'Anna Neri' } });
    fireEvent.change(within(member(1)).getByLabelText('Ruolo'), { target: { value: 'Presidente' } });
    fireEvent.change(within(member(2)).getByLabelText('Nome e cognome'), {
      target: { value: 'Da togliere' },
    });
    fireEvent.change(within(member(3)).getByLabelText('Ruolo'), { target: { value: 'Segretario' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Togli il componente 2' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stampa' }));
    expect(await within(member(2)).findByText('Dato obbligatorio')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(member(2)).getByLabelText('Nome e cognome'), {
      target: { value: 'Luca Bianchi' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stampa' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toEqual({
      documentType: 11,
      conditions: {
        idRenewal: 3,
        commission: [
          { name: 'Anna Neri', role: 'Presidente' },
          { name: 'Luca Bianchi', role: 'Segretario' },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('prints PV/Base without a commission when none is typed', async () => {
    post.mockResolvedValue({ id: 9, url: null });
    renderPrints();
    fireEvent.click(screen.getByRole('button', { name: 'PV/Base – Verbale di rinnovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commissione del verbale PV/Base' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stampa' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toEqual({ documentType: 11, conditions: { idRenewal: 3 } });
  });
});
