// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { ROSSI } from './creditor.fixtures.ts';
import { searchTermProblem } from './creditor-search.ts';
import { CreditorSearchDialog } from './creditor-search-dialog.tsx';

// No server in unit tests: the API client is a stand-in that answers `POST /creditor/search`.
const post = vi.fn(async (_path: string, _body: unknown) => [ROSSI]);
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { post } }) }));

async function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>
        <CreditorSearchDialog open onCancel={vi.fn()} onConfirm={onConfirm} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return { onConfirm, dialog: await screen.findByRole('dialog', { name: 'Ricerca creditore' }) };
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  post.mockClear();
});

describe('searchTermProblem', () => {
  it('refuses a blank term, spaces included', () => {
    expect(searchTermProblem('  ')).toBe('rules.notEmptySearchField');
    expect(searchTermProblem('ros')).toBeUndefined();
  });
});

describe('CreditorSearchDialog', () => {
  it('says the search filter must not be empty, without asking the server', async () => {
    const { dialog } = await renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Il filtro di ricerca non deve essere vuoto')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('searches the trimmed term and confirms the creditor chosen', async () => {
    const { dialog, onConfirm } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Nome, partita IVA o codice fiscale'), {
      target: { value: ' rossi ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Scegli Rossi Forniture srl' }));
    expect(post).toHaveBeenCalledWith(
      '/creditor/search',
      { businessNameFullName: 'rossi' },
      expect.anything(),
    );
    expect(onConfirm).toHaveBeenCalledWith([ROSSI]);
  });
});
