// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { type Dialogs, DialogsProvider, useDialogs } from './dialogs-provider.tsx';

let dialogs: Dialogs | undefined;

function CaptureDialogs() {
  dialogs = useDialogs();
  return null;
}

function renderProvider(): Dialogs {
  render(
    <DialogsProvider>
      <CaptureDialogs />
    </DialogsProvider>,
  );
  if (!dialogs) throw new Error('dialogs not captured');
  return dialogs;
}

beforeAll(async () => {
  await initI18n();
  // The provider loads the dialogs on first use; loaded here, the tests time the queue, not the import.
  await Promise.all([import('./alert-dialog.tsx'), import('./confirm-dialog.tsx')]);
});

afterEach(() => {
  cleanup();
  dialogs = undefined;
});

describe('DialogsProvider', () => {
  it('resolves confirm with true on Confirm and false on Cancel', async () => {
    const { confirm } = renderProvider();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Delete?', message: 'The item goes away.' });
    });
    expect(await screen.findByText('The item goes away.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Again?', message: 'Second question.', cancelLabel: 'Keep it' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows queued dialogs one at a time, in order', async () => {
    const { alert } = renderProvider();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = alert({ title: 'First', message: 'one' });
      void alert({ title: 'Second', message: 'two' });
    });
    expect(await screen.findByText('one')).toBeTruthy();
    expect(screen.queryByText('two')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await first;
    expect(await screen.findByText('two')).toBeTruthy();
  });
});
