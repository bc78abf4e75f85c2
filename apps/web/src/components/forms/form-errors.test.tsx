// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initI18n } from '@/app/i18n/i18n.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { FormTextField } from './form-text-field.tsx';
import { fieldMessagesOf } from './server-field-errors.ts';

const schema = z.object({
  code: z.string().trim().min(1, 'rules.mandatory'),
  description: z.string().max(5, 'rules.tooLongText'),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['code', 'description'] as const;
const codeFields = { siteCodeExists: { field: 'code', message: 'rules.siteCodeExists' } };

let failSave: (error: unknown) => boolean = () => false;

function SiteForm() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', description: '' },
  });
  failSave = (error) => applyServerErrors(error, form.setError, FIELDS, codeFields);
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <FormTextField control={form.control} name="code" label="Code" helperText="Up to 20 characters" />
      <FormTextField control={form.control} name="description" label="Description" />
      <button type="submit">Save</button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(cleanup);

describe('field messages of a failed save', () => {
  it('reads validationFailed issues and conflict codes', () => {
    const invalid = new ApiError('validationFailed', 'bad', 400, {
      issues: [{ field: 'code', message: 'rules.mandatory' }],
    });
    expect(fieldMessagesOf(invalid)).toEqual([{ field: 'code', message: 'rules.mandatory' }]);
    expect(fieldMessagesOf(new ApiError('siteCodeExists', 'dup', 409), codeFields)).toEqual([
      { field: 'code', message: 'rules.siteCodeExists' },
    ]);
    expect(
      fieldMessagesOf(new ApiError('locationCodeExists', 'dup', 409), {
        locationCodeExists: { field: 'code' },
      }),
    ).toEqual([{ field: 'code', message: 'errors.locationCodeExists' }]);
    expect(fieldMessagesOf(new ApiError('errorFK', 'in use', 409), codeFields)).toEqual([]);
    expect(fieldMessagesOf(new Error('network'))).toEqual([]);
  });
});

describe('FormTextField', () => {
  it('shows the translated schema message in place of the helper text', async () => {
    render(<SiteForm />);
    expect(screen.getByText('Up to 20 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dato obbligatorio')).toBeTruthy();
    expect(screen.queryByText('Up to 20 characters')).toBeNull();
  });

  it('puts a 409 code and server issues on their fields', async () => {
    render(<SiteForm />);
    let placed = false;
    act(() => {
      placed = failSave(new ApiError('siteCodeExists', 'dup', 409));
    });
    expect(placed).toBe(true);
    expect(await screen.findByText('Esiste già una sede con lo stesso codice')).toBeTruthy();

    act(() => {
      placed = failSave(
        new ApiError('validationFailed', 'bad', 400, {
          issues: [{ field: 'description', message: 'rules.tooLongText' }],
        }),
      );
    });
    expect(placed).toBe(true);
    expect(await screen.findByText('Testo troppo lungo')).toBeTruthy();
  });

  it('answers false when an issue names no field of the form, so the caller toasts it', () => {
    render(<SiteForm />);
    let placed = true;
    act(() => {
      placed = failSave(
        new ApiError('validationFailed', 'bad', 400, {
          issues: [{ field: 'siteId', message: 'rules.notValid' }],
        }),
      );
    });
    expect(placed).toBe(false);
  });
});
