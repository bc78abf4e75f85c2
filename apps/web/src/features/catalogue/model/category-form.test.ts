import type { Category } from '@inventario/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { categoryFormSchema, sortByRegisterThenCode, toCategorySave } from './category-form.ts';

function buildCategory(id: number, registerId: number, code: string): Category {
  return {
    id,
    code,
    description: `Categoria ${code}`,
    register: { id: registerId, description: 'R', kind: 'movable' },
  };
}

describe('category form', () => {
  it('asks for a register, a code and a description', () => {
    const result = categoryFormSchema.safeParse({ registerId: null, code: ' ', description: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['registerId', 'rules.mandatory'],
      ['code', 'rules.mandatory'],
      ['description', 'rules.mandatory'],
    ]);
  });

  it('renames a category keeping its id, trimmed', () => {
    const original = buildCategory(4, 1, 'A');
    expect(toCategorySave({ registerId: 1, code: ' B ', description: ' Arredi ' }, original)).toEqual({
      id: 4,
      registerId: 1,
      code: 'B',
      description: 'Arredi',
    });
  });

  it('groups categories by register in legal order, codes in natural order within', () => {
    const sorted = sortByRegisterThenCode(
      [buildCategory(1, 2, 'A'), buildCategory(2, 1, '10'), buildCategory(3, 1, '9')],
      [1, 2],
    );
    expect(sorted.map((category) => category.id)).toEqual([3, 2, 1]);
  });
});
