import type {
  MappingRowView,
  RenewalMapping,
  RenewalSubcategory,
} from '@inventario/shared/contracts/renewal';
import { describe, expect, it } from 'vitest';
import {
  changedRows,
  editOf,
  invalidRateRows,
  type MappingEdits,
  pageOfRow,
  parseRate,
  rateInputText,
  rateMessage,
  refusedRows,
  rowProblems,
  subcategoryText,
  targetsByRegister,
  withTarget,
} from './mapping-form.ts';
import { adjustmentKey, stepActionRefusal } from './renewal-actions.ts';
import {
  blockerCodes,
  currentScreenStep,
  previousStep,
  SCREEN_STEPS,
  shownStep,
  stepOpen,
  stepStates,
} from './renewal-steps.ts';
import { renewalOf, startDefaults, startFormSchema, toRenewalStart } from './start-form.ts';

describe('stepStates', () => {
  const states = (renewal: Parameters<typeof stepStates>[0]) =>
    stepStates(renewal).map(({ step, state }) => `${step}:${state}`);

  it('has the start, then the five steps of the renewal, in order', () => {
    expect(SCREEN_STEPS).toEqual([
      'start',
      'mapping',
      'adjustments',
      'revaluation',
      'renumbering',
      'closing',
    ]);
  });

  it('waits on the start while the school has no renewal', () => {
    expect(states(null)).toEqual([
      'start:current',
      'mapping:upcoming',
      'adjustments:upcoming',
      'revaluation:upcoming',
      'renumbering:upcoming',
      'closing:upcoming',
    ]);
    expect(currentScreenStep(null)).toBe('start');
  });

  it('marks the steps before the renewal’s own as done, and those after as to come', () => {
    expect(states({ status: 'ongoing', step: 'mapping' })).toEqual([
      'start:done',
      'mapping:current',
      'adjustments:upcoming',
      'revaluation:upcoming',
      'renumbering:upcoming',
      'closing:upcoming',
    ]);
    expect(states({ status: 'ongoing', step: 'revaluation' }).slice(2, 5)).toEqual([
      'adjustments:done',
      'revaluation:current',
      'renumbering:upcoming',
    ]);
  });

  it('marks every step done once the renewal is completed, with none current', () => {
    const completed = { status: 'completed', step: 'closing' } as const;
    expect(stepStates(completed).every(({ state }) => state === 'done')).toBe(true);
    expect(currentScreenStep(completed)).toBeNull();
  });
});

describe('shownStep', () => {
  it('shows the start without a renewal, unless a step to come was chosen', () => {
    expect(shownStep(null, null)).toBe('start');
    expect(shownStep('mapping', null)).toBe('mapping');
  });

  it('shows the chosen step, else the current one, else the closing of a completed renewal', () => {
    const ongoing = { status: 'ongoing', step: 'adjustments' } as const;
    expect(shownStep('mapping', ongoing)).toBe('mapping');
    expect(shownStep(null, ongoing)).toBe('adjustments');
    expect(shownStep(null, { status: 'completed', step: 'closing' })).toBe('closing');
  });
});

describe('previousStep', () => {
  it('names the step a step to come waits for', () => {
    expect(previousStep('revaluation')).toBe('adjustments');
    expect(previousStep('start')).toBeNull();
  });
});

describe('blockerCodes', () => {
  it('keeps the codes the error catalogue knows, in their order', () => {
    expect(blockerCodes(['renewalRateConflict', 'somethingNew', 'renewalMappingIncomplete'])).toEqual([
      'renewalRateConflict',
      'renewalMappingIncomplete',
    ]);
  });
});

describe('the start form', () => {
  const recognitions = [
    { id: 7, startDate: '2026-03-02', endDate: '2026-03-20', renewalYear: 2025 },
    { id: 9, startDate: '2026-04-01', endDate: '2026-04-10', renewalYear: 2026 },
  ];

  it('starts today, with the recognition chosen only when there is one', () => {
    expect(startDefaults('2026-05-04', recognitions)).toEqual({
      recognitionId: null,
      startDate: '2026-05-04',
      notes: null,
    });
    expect(startDefaults('2026-05-04', recognitions.slice(1)).recognitionId).toBe(9);
  });

  it('asks for a recognition and a start date', () => {
    const result = startFormSchema.safeParse({ recognitionId: null, startDate: null, notes: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['recognitionId', 'rules.mandatory'],
      ['startDate', 'rules.mandatory'],
    ]);
  });

  it('takes the year from the chosen recognition: the renewal is at 31/12 of it', () => {
    expect(renewalOf(recognitions, 7)).toEqual({ year: 2025, renewalDate: '2025-12-31' });
    expect(renewalOf(recognitions, null)).toBeNull();
    expect(
      toRenewalStart({ recognitionId: 9, startDate: '2026-05-04', notes: '  Commissione  ' }, recognitions),
    ).toEqual({ year: 2026, recognitionId: 9, startDate: '2026-05-04', notes: 'Commissione' });
    expect(
      toRenewalStart({ recognitionId: 9, startDate: '2026-05-04', notes: ' ' }, recognitions).notes,
    ).toBeNull();
  });
});

const subcategory = (
  id: number,
  code: string,
  rate: number,
  registerKind: RenewalSubcategory['registerKind'] = 'movable',
): RenewalSubcategory => ({
  id,
  code,
  description: `Sottocategoria ${code}`,
  categoryId: 1,
  categoryCode: '03',
  categoryDescription: 'Macchine',
  registerKind,
  rate,
});

const pc = subcategory(1, '01', 20);
const printer = subcategory(2, '02', 12.5);
const book = subcategory(3, '01', 0, 'books');

const row = (source: RenewalSubcategory, target: RenewalSubcategory | null): MappingRowView => ({
  subcategory: source,
  assets: 3,
  targetSubcategoryId: target?.id ?? null,
  targetRate: target?.rate ?? null,
});

const mapping: Pick<RenewalMapping, 'rows' | 'targets'> = {
  rows: [row(pc, pc), row(printer, printer), row(book, null)],
  targets: [pc, printer, book],
};

describe('rates as typed', () => {
  it('shows a rate with the language’s decimal separator and no trailing zeros', () => {
    expect(rateInputText(12.5, 'it')).toBe('12,5');
    expect(rateInputText(12.5, 'en')).toBe('12.5');
    expect(rateInputText(20, 'it')).toBe('20');
    expect(rateInputText(null, 'it')).toBe('');
  });

  it('reads a comma or a dot; blank is no rate of its own', () => {
    expect(parseRate(' 12,5 ')).toBe(12.5);
    expect(parseRate('12.50')).toBe(12.5);
    expect(parseRate('')).toBeNull();
    expect(parseRate('dieci')).toBeNaN();
  });

  it('keeps a rate between 0 and 100, with two decimals at most', () => {
    expect(rateMessage('33,33')).toBeUndefined();
    expect(rateMessage('')).toBeUndefined();
    expect(rateMessage('100,01')).toBe('rules.between0and100');
    expect(rateMessage('12,345')).toBe('rules.notValid');
    expect(rateMessage('-1')).toBe('rules.notValid');
  });
});

describe('changedRows', () => {
  it('reads an untouched row as saved, and a new target brings its own rate', () => {
    expect(editOf(mapping.rows[1] as MappingRowView, {}, 'it')).toEqual({
      targetSubcategoryId: 2,
      rateText: '12,5',
    });
    expect(withTarget(pc, 'it')).toEqual({ targetSubcategoryId: 1, rateText: '20' });
    expect(withTarget(null, 'it')).toEqual({ targetSubcategoryId: null, rateText: '' });
  });

  it('sends only the rows whose target or rate differs from what is saved', () => {
    const edits: MappingEdits = {
      1: { targetSubcategoryId: 1, rateText: '20,00' },
      2: { targetSubcategoryId: 1, rateText: '15' },
      3: { targetSubcategoryId: 3, rateText: '' },
    };
    expect(changedRows(mapping.rows, edits)).toEqual([
      { subcategoryId: 2, targetSubcategoryId: 1, targetRate: 15 },
      { subcategoryId: 3, targetSubcategoryId: 3, targetRate: null },
    ]);
  });

  it('leaves out a rate typed wrong, and names its row', () => {
    const edits: MappingEdits = { 2: { targetSubcategoryId: 2, rateText: '150' } };
    expect(changedRows(mapping.rows, edits)).toEqual([]);
    expect(invalidRateRows(mapping.rows, edits)).toEqual([2]);
  });
});

describe('rowProblems', () => {
  it('marks a row without a target', () => {
    expect([...rowProblems(mapping, {})]).toEqual([[3, ['unmapped']]]);
  });

  it('marks every row of a target given two rates, as the form holds them now', () => {
    const edits: MappingEdits = {
      2: { targetSubcategoryId: 1, rateText: '15' },
      3: { targetSubcategoryId: 3, rateText: '0' },
    };
    expect([...rowProblems(mapping, edits)]).toEqual([
      [1, ['rateConflict']],
      [2, ['rateConflict']],
    ]);
    // The same rate (or none, which takes the target's own) is no conflict.
    expect(rowProblems(mapping, { ...edits, 2: { targetSubcategoryId: 1, rateText: '' } }).size).toBe(0);
  });

  it('marks a target of another register and a rate typed wrong', () => {
    const edits: MappingEdits = {
      1: { targetSubcategoryId: 3, rateText: '0' },
      2: { targetSubcategoryId: 2, rateText: 'x' },
      3: { targetSubcategoryId: 3, rateText: '' },
    };
    expect([...rowProblems(mapping, edits)]).toEqual([
      [1, ['crossRegister']],
      [2, ['invalidRate']],
    ]);
  });
});

describe('refusedRows', () => {
  it('names the unmapped rows and every row of a conflicting target, as saved', () => {
    const saved = [row(pc, pc), { ...row(printer, pc), targetRate: 15 }, row(book, null)];
    const details = { subcategoryIds: [3], conflicts: [{ targetSubcategoryId: 1, rates: [15, 20] }] };
    expect([...refusedRows(details, saved)].sort()).toEqual([1, 2, 3]);
  });

  it('names none for a refusal without details', () => {
    expect(refusedRows(undefined, mapping.rows).size).toBe(0);
    expect(refusedRows({ subcategoryIds: 'x', conflicts: [null] }, mapping.rows).size).toBe(0);
  });
});

describe('targets and pages', () => {
  it('lists the targets of each register by category and subcategory code', () => {
    const byRegister = targetsByRegister([printer, book, pc]);
    expect(byRegister.get('movable')?.map((target) => target.id)).toEqual([1, 2]);
    expect(byRegister.get('books')?.map((target) => target.id)).toEqual([3]);
    expect(subcategoryText(printer)).toBe('03.02 Sottocategoria 02');
  });

  it('finds the page a row is on', () => {
    expect(pageOfRow(mapping.rows, 3, 2)).toBe(1);
    expect(pageOfRow(mapping.rows, 1, 2)).toBe(0);
    expect(pageOfRow(mapping.rows, 99, 2)).toBeUndefined();
  });
});

describe('stepOpen', () => {
  const at = (over: Partial<Parameters<typeof stepOpen>[1]> = {}) => ({
    status: 'ongoing' as const,
    mappingConfirmedAt: null,
    revaluedAt: null,
    renumberedAt: null,
    ...over,
  });
  const stamp = '2026-11-27T10:00:00.000Z';

  it('opens the adjustments and the revaluation once the mapping is confirmed', () => {
    expect(stepOpen('adjustments', at())).toBe(false);
    expect(stepOpen('revaluation', at())).toBe(false);
    expect(stepOpen('adjustments', at({ mappingConfirmedAt: stamp }))).toBe(true);
    expect(stepOpen('revaluation', at({ mappingConfirmedAt: stamp }))).toBe(true);
  });

  it('opens the renumbering once revalued, the closing once renumbered or completed', () => {
    expect(stepOpen('renumbering', at({ mappingConfirmedAt: stamp }))).toBe(false);
    expect(stepOpen('renumbering', at({ mappingConfirmedAt: stamp, revaluedAt: stamp }))).toBe(true);
    expect(stepOpen('closing', at({ mappingConfirmedAt: stamp, revaluedAt: stamp }))).toBe(false);
    expect(stepOpen('closing', at({ revaluedAt: stamp, renumberedAt: stamp }))).toBe(true);
    expect(stepOpen('closing', at({ status: 'completed' }))).toBe(true);
  });

  it('never opens the start or the mapping as a later step', () => {
    expect(stepOpen('start', at({ mappingConfirmedAt: stamp }))).toBe(false);
    expect(stepOpen('mapping', at({ mappingConfirmedAt: stamp }))).toBe(false);
  });
});

describe('stepActionRefusal', () => {
  const stamp = '2026-11-27T10:00:00.000Z';
  const renewal = (over: Partial<Parameters<typeof stepActionRefusal>[0]> = {}) => ({
    status: 'ongoing' as const,
    mappingConfirmedAt: stamp,
    revaluedAt: null,
    renumberedAt: null,
    ...over,
  });

  it('offers the revaluation after the mapping, its revert until renumbered', () => {
    expect(stepActionRefusal(renewal({ mappingConfirmedAt: null }), 'revalue')).toBe(
      'renewalMappingNotConfirmed',
    );
    expect(stepActionRefusal(renewal(), 'revalue')).toBeNull();
    expect(stepActionRefusal(renewal(), 'revertRevaluation')).toBe('renewalNotRevalued');
    expect(stepActionRefusal(renewal({ revaluedAt: stamp }), 'revalue')).toBe('renewalRevaluationDone');
    expect(stepActionRefusal(renewal({ revaluedAt: stamp }), 'revertRevaluation')).toBeNull();
    expect(stepActionRefusal(renewal({ revaluedAt: stamp, renumberedAt: stamp }), 'revertRevaluation')).toBe(
      'renewalRenumberingDone',
    );
  });

  it('offers the renumbering after the revaluation, then its revert and the end', () => {
    expect(stepActionRefusal(renewal(), 'renumber')).toBe('renewalNotRevalued');
    expect(stepActionRefusal(renewal({ revaluedAt: stamp }), 'renumber')).toBeNull();
    expect(stepActionRefusal(renewal({ revaluedAt: stamp }), 'end')).toBe('renewalNotRenumbered');
    const renumbered = renewal({ revaluedAt: stamp, renumberedAt: stamp });
    expect(stepActionRefusal(renumbered, 'revertRenumbering')).toBeNull();
    expect(stepActionRefusal(renumbered, 'end')).toBeNull();
  });

  it('offers nothing once the renewal is completed', () => {
    const done = renewal({ status: 'completed', revaluedAt: stamp, renumberedAt: stamp });
    for (const action of ['revalue', 'revertRevaluation', 'renumber', 'revertRenumbering', 'end'] as const) {
      expect(stepActionRefusal(done, action)).toBe('renewalCompleted');
    }
  });
});

describe('adjustmentKey', () => {
  it('names an adjustment kind, and the goods without one', () => {
    expect(adjustmentKey('estimateUp')).toBe('estimateUp');
    expect(adjustmentKey('none')).toBe('none');
    expect(adjustmentKey(12)).toBe('none');
  });
});
