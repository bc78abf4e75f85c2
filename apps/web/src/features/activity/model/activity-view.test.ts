import { describe, expect, it } from 'vitest';
import { activityPath, filtersFromParams, recordHref } from './activity-view.ts';

describe('activity view', () => {
  it('links a record to its own history', () => {
    expect(activityPath({ entity: 'asset', entityId: 12 })).toBe('/activity?entity=asset&entityId=12');
    expect(activityPath()).toBe('/activity');
  });

  it('reads the filters of a link, ignoring unknown kinds', () => {
    expect(filtersFromParams(new URLSearchParams('entity=asset&entityId=12'))).toEqual({
      entity: 'asset',
      entityId: '12',
    });
    expect(filtersFromParams(new URLSearchParams('entity=password'))).toEqual({});
  });

  it('links an event to its record where a screen shows it and the record is still there', () => {
    const notebook = { kind: 'asset', registerKind: 'movable', number: 12, description: 'Notebook' } as const;
    const event = { action: 'asset.update', entity: 'asset', entityId: '12', record: notebook };
    expect(recordHref(event)).toBe('#/assets?asset=12');
    expect(recordHref({ ...event, action: 'asset.delete' })).toBeUndefined();
    // Deleted since: the log found no record to open.
    expect(recordHref({ ...event, record: null })).toBeUndefined();
    const voucher = (type: number) => ({ kind: 'movement', type, number: 3, year: 2026 }) as const;
    expect(
      recordHref({ action: 'charge.update', entity: 'movement', entityId: '7', record: voucher(1) }),
    ).toBe('#/charge/detail/7');
    expect(
      recordHref({ action: 'proposal.confirm', entity: 'movement', entityId: '8', record: voucher(3) }),
    ).toBe('#/outdated/detail/8');
    // A value voucher opens itself, by its kind, not the vouchers' list.
    expect(
      recordHref({ action: 'valueVoucher.update', entity: 'movement', entityId: '9', record: voucher(5) }),
    ).toBe('#/value-voucher/decrease/detail/9');
    expect(
      recordHref({ action: 'valueVoucher.create', entity: 'movement', entityId: '10', record: voucher(6) }),
    ).toBe('#/value-voucher/increase/detail/10');
    const named = { kind: 'named', code: null, name: 'Kit' } as const;
    expect(
      recordHref({ action: 'universality.create', entity: 'universality', entityId: '3', record: named }),
    ).toBe('#/universalities?universality=3');
    expect(
      recordHref({ action: 'site.update', entity: 'site', entityId: '3', record: named }),
    ).toBeUndefined();
  });
});
