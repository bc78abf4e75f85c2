// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { LabelGridPreview } from './label-grid-preview.tsx';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(cleanup);

describe('LabelGridPreview', () => {
  it('draws rows × columns labels and tells the heading limit of a two-column sheet', () => {
    render(
      <LabelGridPreview layout={{ kind: 'sheet', rowsNumber: 7, columnsNumber: 2 }} barcodeScale={1.2} />,
    );
    const sheet = screen.getByRole('img', { name: 'Foglio di 7 righe per 2 colonne: 14 etichette' });
    expect(sheet.children).toHaveLength(14);
    expect(screen.getByText("Intestazione dell'etichetta: al massimo 100 caratteri")).toBeTruthy();
  });

  it('shows one label for a Zebra printer, with its 40-character heading', () => {
    render(<LabelGridPreview layout={{ kind: 'zebra', rowsNumber: 1, columnsNumber: 1 }} barcodeScale={1} />);
    expect(screen.getByRole('img', { name: "Un'etichetta alla volta" }).children).toHaveLength(1);
    expect(screen.getByText("Intestazione dell'etichetta: al massimo 40 caratteri")).toBeTruthy();
  });

  it('asks for a valid grid instead of drawing a wrong one', () => {
    render(<LabelGridPreview layout={undefined} barcodeScale={Number.NaN} />);
    expect(screen.getByText("Indicate righe e colonne valide per vedere l'anteprima")).toBeTruthy();
  });
});
