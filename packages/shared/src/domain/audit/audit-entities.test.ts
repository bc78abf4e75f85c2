import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, canReadActivityLog, isKnownAuditEntity } from './audit-entities.ts';

describe('audit entities', () => {
  it('knows the kinds of record the modules write', () => {
    expect(AUDIT_ENTITIES.slice(0, 3)).toEqual(['asset', 'movement', 'universality']);
    expect(isKnownAuditEntity('financialYear')).toBe(true);
    expect(isKnownAuditEntity('password')).toBe(false);
  });

  it('opens the log to the school user and vendor staff, never to a user who cannot enter', () => {
    expect(canReadActivityLog({ roles: ['inv.default'], licenses: ['INV'] })).toBe(true);
    expect(canReadActivityLog({ roles: ['inv.default', 'InvAdmin'], licenses: ['INV'] })).toBe(true);
    expect(canReadActivityLog({ roles: ['inv.default'], licenses: ['WWB'] })).toBe(false);
    expect(canReadActivityLog({ roles: [], licenses: ['INV'] })).toBe(false);
  });
});
