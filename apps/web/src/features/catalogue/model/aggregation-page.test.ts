import type { Aggregation } from '@inventario/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { aggregationFormSchema, toAggregationSave } from './aggregation-form.ts';
import { pageOfAggregations } from './aggregation-page.ts';

const aggregations: Aggregation[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  code: `K${index + 1}`,
  description: index === 2 ? 'Hardware' : `Voce ${index + 1}`,
}));

describe('aggregation list', () => {
  it('sorts codes in natural order and pages from 1', () => {
    const first = pageOfAggregations(aggregations, { text: '', page: 1, size: 10 });
    expect(first.total).toBe(12);
    expect(first.rows.map((row) => row.code).slice(0, 3)).toEqual(['K1', 'K2', 'K3']);
    expect(
      pageOfAggregations(aggregations, { text: '', page: 2, size: 10 }).rows.map((row) => row.code),
    ).toEqual(['K11', 'K12']);
  });

  it('filters by code or description in any case, and sorts descending on request', () => {
    expect(pageOfAggregations(aggregations, { text: 'hard', page: 1, size: 10 }).rows).toEqual([
      aggregations[2],
    ]);
    const descending = pageOfAggregations(aggregations, {
      text: '',
      page: 1,
      size: 5,
      sortBy: 'code',
      sortDesc: true,
    });
    expect(descending.rows[0]?.code).toBe('K12');
  });
});

describe('aggregation form', () => {
  it('asks for code and description, and saves them trimmed', () => {
    const result = aggregationFormSchema.safeParse({ code: '', description: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'rules.mandatory',
      'rules.mandatory',
    ]);
    expect(toAggregationSave({ code: ' K09 ', description: ' Altro ' }, undefined)).toEqual({
      code: 'K09',
      description: 'Altro',
    });
  });
});
