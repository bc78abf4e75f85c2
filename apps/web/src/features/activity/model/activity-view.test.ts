import { describe, expect, it } from 'vitest';
import { activityPath, filtersFromParams, recordHref, shownValue } from './activity-view.ts';

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

  it('links an event to its record where a screen shows it', () => {
    const event = { action: 'asset.update', entity: 'asset', entityId: '12' };
    expect(recordHref(event)).toBe('#/assets?asset=12');
    expect(recordHref({ ...event, action: 'asset.delete' })).toBeUndefined();
    expect(recordHref({ action: 'charge.update', entity: 'movement', entityId: '7' })).toBe(
      '#/charge/detail/7',
    );
    expect(recordHref({ action: 'proposal.confirm', entity: 'movement', entityId: '8' })).toBe(
      '#/outdated/detail/8',
    );
    expect(recordHref({ action: 'universality.create', entity: 'universality', entityId: '3' })).toBe(
      '#/universalities?universality=3',
    );
    expect(recordHref({ action: 'site.update', entity: 'site', entityId: '3' })).toBeUndefined();
  });

  it('shows values as text', () => {
    expect(shownValue(null)).toBe('—');
    expect(shownValue('Aula')).toBe('Aula');
    expect(shownValue([1, 2])).toBe('[1,2]');
  });
});
