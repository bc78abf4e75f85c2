import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { labelsRefusalOf } from './labels-refusal.ts';

const refused = (code: string, details?: Record<string, unknown>) => new ApiError(code, code, 400, details);

describe('labelsRefusalOf', () => {
  it('says in the dialog that no asset matches the choice', () => {
    expect(labelsRefusalOf(refused('nothingSelected'))).toEqual({ kind: 'nothingSelected' });
  });
  it('puts the server issues under the form fields they are about', () => {
    const issues = [
      { field: 'labelsStartRow', message: 'rules.notValid' },
      { field: 'originalInventoryNumberTo', message: 'rules.mandatory' },
    ];
    expect(labelsRefusalOf(refused('validationFailed', { issues }))).toEqual({
      kind: 'fields',
      issues: [
        { field: 'startRow', message: 'rules.notValid' },
        { field: 'originalNumberTo', message: 'rules.mandatory' },
      ],
    });
    expect(labelsRefusalOf(refused('labelHeadingTooLong'))).toEqual({
      kind: 'fields',
      issues: [{ field: 'labelsHeading', message: 'rules.tooLongText' }],
    });
  });
  it('leaves to the standard feedback what the form cannot place', () => {
    const strange = {
      issues: [
        { field: 'labelsStartRow', message: 'x' },
        { field: 'other', message: 'y' },
      ],
    };
    expect(labelsRefusalOf(refused('validationFailed', strange))).toBeNull();
    expect(labelsRefusalOf(new ApiError('stillProcessing', 'busy', 409))).toBeNull();
    expect(labelsRefusalOf(new Error('network'))).toBeNull();
  });
});
