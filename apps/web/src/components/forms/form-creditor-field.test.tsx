// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { ROSSI } from '@/components/selection/creditor.fixtures.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { type ChosenCreditor, FormCreditorField } from './form-creditor-field.tsx';

// No server in unit tests: the API client is a stand-in that answers `POST /creditor/search`.
const post = vi.fn(async (_path: string, _body: unknown) => [ROSSI]);
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { post } }) }));

function Form({ onSubmit }: { onSubmit: (creditor: ChosenCreditor | null) => void }) {
  const form = useForm<{ creditor: ChosenCreditor | null }>({ defaultValues: { creditor: null } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.creditor))}>
      <FormCreditorField control={form.control} name="creditor" label="Fornitore" />
      <button type="submit">Invia</button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  post.mockClear();
});

describe('FormCreditorField', () => {
  it('fills the field with the creditor chosen, without sending the form it sits in', async () => {
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <Form onSubmit={onSubmit} />
        </DialogsProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerca fornitore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ricerca creditore' });
    fireEvent.change(within(dialog).getByLabelText('Nome, partita IVA o codice fiscale'), {
      target: { value: 'rossi' },
    });
    fireEvent.submit(within(dialog).getByRole('search'));
    fireEvent.click(await screen.findByRole('button', { name: 'Scegli Rossi Forniture srl' }));
    expect(post).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.getByDisplayValue('Rossi Forniture srl')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ id: 7, description: 'Rossi Forniture srl' }),
    );
  });
});
