import type { ComplianceItemView } from '@inventario/shared/contracts/compliance';
import { describe, expect, it } from 'vitest';
import { complianceItemText } from './compliance-view.ts';

const anItem = (
  item: Partial<ComplianceItemView> & Pick<ComplianceItemView, 'kind'>,
): ComplianceItemView => ({
  severity: 'toDo',
  dueDate: null,
  since: null,
  year: null,
  count: null,
  missing: [],
  route: '#/recognition',
  ...item,
});

describe('complianceItemText', () => {
  it('writes the dates as the product does', () => {
    const text = complianceItemText(
      anItem({ kind: 'recognitionDue', severity: 'overdue', since: '2019-03-12', dueDate: '2024-03-12' }),
      true,
    );
    expect(text).toEqual({
      titleKey: 'compliance.items.recognitionDue.title',
      whyKey: 'compliance.items.recognitionDue.why',
      linkKey: 'compliance.items.recognitionDue.link',
      values: { since: '12/03/2019', due: '12/03/2024', year: '' },
      linkAllowed: true,
    });
  });

  it('says the due date of an ongoing recognition or renewal only when there is one', () => {
    const ongoing = anItem({ kind: 'recognitionOngoing', since: '2026-05-02' });
    expect(complianceItemText(ongoing, true).whyKey).toBe('compliance.items.recognitionOngoing.why');
    expect(complianceItemText({ ...ongoing, dueDate: '2027-01-31' }, true).whyKey).toBe(
      'compliance.items.recognitionOngoing.whyDue',
    );
    const renewal = anItem({ kind: 'renewalOngoing', year: 2025, dueDate: '2031-12-31' });
    expect(complianceItemText(renewal, true)).toMatchObject({
      whyKey: 'compliance.items.renewalOngoing.whyDue',
      values: { year: '2025', due: '31/12/2031' },
    });
  });

  it('gives the counted items their count, for the plural', () => {
    const text = complianceItemText(anItem({ kind: 'waitingAssets', count: 3, since: '2026-01-05' }), true);
    expect(text.values).toEqual({ since: '05/01/2026', due: '', year: '', count: 3 });
    expect(complianceItemText(anItem({ kind: 'recognitionMissing' }), true).values).not.toHaveProperty(
      'count',
    );
  });

  it('names the missing heads', () => {
    const one = anItem({ kind: 'headsMissing', missing: ['consignee'] });
    expect(complianceItemText(one, true).whyKey).toBe('compliance.items.headsMissing.why.consignee');
    const both = anItem({ kind: 'headsMissing', missing: ['manager', 'consignee'] });
    expect(complianceItemText(both, true).whyKey).toBe('compliance.items.headsMissing.why.both');
  });

  it('keeps the renewal screen from a user without licence RIN, not the school data', () => {
    expect(complianceItemText(anItem({ kind: 'renewalDue', dueDate: '2031-12-31' }), false).linkAllowed).toBe(
      false,
    );
    expect(complianceItemText(anItem({ kind: 'renewalDateMissing' }), false).linkAllowed).toBe(true);
  });
});
