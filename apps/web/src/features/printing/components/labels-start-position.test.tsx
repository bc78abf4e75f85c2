// @vitest-environment jsdom
import type { LabelLayout } from '@inventario/shared/domain/labels/labels-setting';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { initialLabelsForm, type LabelsFormValues } from '../model/labels-form.ts';
import { LabelsStartPosition } from './labels-start-position.tsx';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(cleanup);

function Harness({ layout, start }: { layout: LabelLayout; start?: Partial<LabelsFormValues> }) {
  const form = useForm<LabelsFormValues>({ defaultValues: { ...initialLabelsForm([], ''), ...start } });
  return <LabelsStartPosition control={form.control} layout={layout} />;
}

const cell = (row: number, column: number) =>
  screen.getByRole('radio', { name: `Riga ${row}, colonna ${column}` });
const checked = () =>
  screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true');

describe('LabelsStartPosition', () => {
  it('offers every label of the sheet and moves the choice by click and by arrows', () => {
    render(<Harness layout={{ kind: 'sheet', rowsNumber: 8, columnsNumber: 3 }} />);
    expect(screen.getByRole('radiogroup', { name: 'Prima etichetta del foglio' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(24);
    expect(checked()).toEqual([cell(1, 1)]);
    expect(screen.getByText('Si parte dalla prima etichetta del foglio.')).toBeTruthy();

    fireEvent.click(cell(2, 3));
    expect(checked()).toEqual([cell(2, 3)]);
    expect(screen.getByText(/Si parte dalla riga 2, colonna 3/)).toBeTruthy();
    // Only the chosen label is a tab stop; the arrows stop at the sheet's edges.
    expect(cell(2, 3).tabIndex).toBe(0);
    expect(cell(1, 1).tabIndex).toBe(-1);
    fireEvent.keyDown(cell(2, 3), { key: 'ArrowRight' });
    expect(checked()).toEqual([cell(2, 3)]);
    fireEvent.keyDown(cell(2, 3), { key: 'ArrowDown' });
    expect(checked()).toEqual([cell(3, 3)]);
    expect(document.activeElement).toBe(cell(3, 3));
  });

  it('has nothing to choose on a Zebra roll', () => {
    render(<Harness layout={{ kind: 'zebra', rowsNumber: 1, columnsNumber: 1 }} />);
    expect(cell(1, 1).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/La stampante Zebra stampa un'etichetta alla volta/)).toBeTruthy();
  });

  it('has nothing to choose on a one-label sheet', () => {
    render(<Harness layout={{ kind: 'sheet', rowsNumber: 1, columnsNumber: 1 }} />);
    expect(cell(1, 1).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Il foglio ha una sola etichetta/)).toBeTruthy();
  });
});
