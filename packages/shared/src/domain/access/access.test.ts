import { describe, expect, it } from 'vitest';
import { canEnter, decideRoute, groupRoles, licenceFlags } from './access.ts';

const school = { roles: ['inv.default'], licenses: ['INV', 'RIN'] };
const noRenewal = { roles: ['inv.default'], licenses: ['INV'] };
const vendor = { roles: ['inv.default', 'InvAdmin'], licenses: ['INV'] };

describe('canEnter', () => {
  it('needs both licence INV and role inv.default', () => {
    expect(canEnter(school)).toBe(true);
    expect(canEnter({ roles: ['inv.default'], licenses: ['RIN'] })).toBe(false);
    expect(canEnter({ roles: ['inv.admin'], licenses: ['INV'] })).toBe(false);
    expect(canEnter({ roles: [], licenses: [] })).toBe(false);
  });
});

describe('licenceFlags', () => {
  it('sets has-bilancio, has-acquisto and has-rinnovo from the licences WWB, ACQ and RIN alone', () => {
    expect(licenceFlags(['INV', 'RIN', 'WWB', 'ACQ'])).toEqual({
      hasBilancio: true,
      hasAcquisto: true,
      hasRinnovo: true,
    });
    expect(licenceFlags(['INV', 'ACQ'])).toEqual({
      hasBilancio: false,
      hasAcquisto: true,
      hasRinnovo: false,
    });
    expect(licenceFlags([])).toEqual({ hasBilancio: false, hasAcquisto: false, hasRinnovo: false });
  });
});

describe('decideRoute', () => {
  it('lets anybody open a public page, even a user who cannot enter', () => {
    expect(decideRoute({ public: true }, { roles: [], licenses: [] })).toBe('allowed');
  });

  it('sends a user without INV to unauthorized before looking at the route', () => {
    expect(decideRoute({ roles: ['InvAdmin'] }, { roles: ['inv.default'], licenses: [] })).toBe(
      'unauthorized',
    );
  });

  it('asks for the default role when a route names none', () => {
    expect(decideRoute({}, school)).toBe('allowed');
  });

  it('hides a vendor-only route from a school user as not found', () => {
    expect(decideRoute({ roles: ['inv.default', 'InvAdmin'] }, school)).toBe('notFound');
    expect(decideRoute({ roles: ['inv.default', 'InvAdmin'] }, vendor)).toBe('allowed');
  });

  it('refuses the renewal route without licence RIN', () => {
    const renewal = { licenses: ['RIN'] };
    expect(decideRoute(renewal, school)).toBe('allowed');
    expect(decideRoute(renewal, noRenewal)).toBe('notFound');
  });
});

describe('groupRoles', () => {
  it('groups by the part before the first dot and keeps the rest for the tooltip', () => {
    expect(groupRoles(['inv.default', 'inv.admin', 'InvAdmin', 'acq.buyer.senior'])).toEqual([
      { group: 'inv', members: ['default', 'admin'] },
      { group: 'InvAdmin', members: [] },
      { group: 'acq', members: ['buyer.senior'] },
    ]);
  });

  it('lists a repeated role once and keeps an empty list empty', () => {
    expect(groupRoles(['inv.default', 'inv.default'])).toEqual([{ group: 'inv', members: ['default'] }]);
    expect(groupRoles([])).toEqual([]);
  });
});
