// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { ToastProvider } from '@/shell/toast/toast-provider.tsx';
import { CreditorDialog } from './creditor-dialog.tsx';

// No server in unit tests: the API client is a stand-in whose `POST /creditor` the tests script.
const post = vi.fn();
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { post } }) }));

async function renderDialog() {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <CreditorDialog creditor={undefined} onClose={vi.fn()} onSaved={onSaved} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('dialog', { name: 'Nuovo creditore' });
  return onSaved;
}

function type(label: RegExp, value: string) {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('CreditorDialog', () => {
  it('refuses a wrong VAT check digit on its field before asking the server', async () => {
    await renderDialog();
    type(/^Ragione sociale/, 'Rossi srl');
    type(/^Partita IVA/, '00743110158');
    expect(await screen.findByText('Partita IVA non valida')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Partita IVA/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("sends only the natural person's boxes, after switching kind", async () => {
    post.mockResolvedValue({ id: 1 });
    await renderDialog();
    type(/^Ragione sociale/, 'Scritta prima');
    fireEvent.click(screen.getByRole('radio', { name: 'Persona fisica' }));
    type(/^Cognome/, 'Rossi');
    type(/^Nome/, 'Mario');
    type(/^Codice fiscale/, 'rssmra85t10a562s');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toEqual({
      vendorType: 'F',
      businessName: null,
      vatNumber: null,
      fiscalCode: 'RSSMRA85T10A562S',
      name: 'Mario',
      surname: 'Rossi',
    });
  });

  it("puts the server's field issues on their fields", async () => {
    post.mockRejectedValue(
      new ApiError('validationFailed', 'Invalid creditor', 400, {
        issues: [{ field: 'businessName', message: 'rules.tooLongText' }],
      }),
    );
    await renderDialog();
    type(/^Ragione sociale/, 'Rossi srl');
    type(/^Partita IVA/, '00743110157');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Testo troppo lungo')).toBeTruthy();
  });
});
