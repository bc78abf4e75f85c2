// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { FormTextField } from './form-text-field.tsx';

function Form() {
  const form = useForm({ defaultValues: { description: 'Banco' } });
  return (
    <FormTextField
      control={form.control}
      name="description"
      label="Descrizione"
      helperText="Come compare nei registri"
      maxLength={10}
    />
  );
}

beforeAll(async () => {
  await initI18n();
});

afterEach(cleanup);

describe('a text field with the contract limit', () => {
  it('takes no more than the limit and counts what is used beside the helper text', () => {
    render(<Form />);
    const box = screen.getByRole('textbox', { name: 'Descrizione' });
    expect(box.getAttribute('maxlength')).toBe('10');
    expect(screen.getByText('5/10')).toBeTruthy();
    expect(screen.getByText('Come compare nei registri')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Banco due' } });
    expect(screen.getByText('9/10')).toBeTruthy();
  });
});
