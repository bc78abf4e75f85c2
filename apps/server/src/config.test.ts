import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('seeds no browser-test school unless asked', () => {
    expect(loadConfig({}).e2eSchools).toEqual({ demo: 0, empty: 0 });
    expect(loadConfig({ E2E_SCHOOLS: '20', E2E_EMPTY_SCHOOLS: '1' }).e2eSchools).toEqual({
      demo: 20,
      empty: 1,
    });
  });

  it('refuses browser-test schools beside an external identity provider', () => {
    const oidc = { OIDC_ISSUER: 'https://sso.example.org/realms/scuole' };
    expect(loadConfig(oidc).e2eSchools).toEqual({ demo: 0, empty: 0 });
    expect(() => loadConfig({ ...oidc, E2E_SCHOOLS: '1' })).toThrow(/never with OIDC_ISSUER/);
    expect(() => loadConfig({ ...oidc, E2E_EMPTY_SCHOOLS: '1' })).toThrow(/never with OIDC_ISSUER/);
  });

  it('takes two-digit counts only', () => {
    expect(() => loadConfig({ E2E_SCHOOLS: '100' })).toThrow(/Invalid configuration/);
    expect(() => loadConfig({ E2E_SCHOOLS: '-1' })).toThrow(/Invalid configuration/);
  });

  it('checks the ledgers every night at 02:30 unless LEDGER_CHECK_CRON says otherwise, or off', () => {
    expect(loadConfig({}).ledgerCheckCron).toBe('30 2 * * *');
    expect(loadConfig({ LEDGER_CHECK_CRON: '15 4 * * 1-5' }).ledgerCheckCron).toBe('15 4 * * 1-5');
    // Spaces around and between the fields are the operator's, not the expression's.
    expect(loadConfig({ LEDGER_CHECK_CRON: '  0  3 * * *  ' }).ledgerCheckCron).toBe('0 3 * * *');
    expect(loadConfig({ LEDGER_CHECK_CRON: 'off' }).ledgerCheckCron).toBeNull();
    expect(loadConfig({ LEDGER_CHECK_CRON: 'OFF' }).ledgerCheckCron).toBeNull();
  });

  it('refuses at start a LEDGER_CHECK_CRON that is no five-field cron expression, saying why', () => {
    expect(() => loadConfig({ LEDGER_CHECK_CRON: '61 2 * * *' })).toThrow(
      /^Invalid configuration: LEDGER_CHECK_CRON "61 2 \* \* \*" is not a cron expression of five fields .* nor off: .*got value 61 expected range 0-59/,
    );
    expect(() => loadConfig({ LEDGER_CHECK_CRON: '30 25 * * *' })).toThrow(/expected range 0-23/);
    expect(() => loadConfig({ LEDGER_CHECK_CRON: 'every night' })).toThrow(/it has 2 field\(s\)/);
    // Six fields would be seconds first: refused, not read as another time.
    expect(() => loadConfig({ LEDGER_CHECK_CRON: '0 30 2 * * *' })).toThrow(/it has 6 field\(s\)/);
    expect(() => loadConfig({ LEDGER_CHECK_CRON: '' })).toThrow(/it has 0 field\(s\)/);
    expect(() => loadConfig({ LEDGER_CHECK_CRON: '30 2 * * mon-xyz' })).toThrow(/LEDGER_CHECK_CRON/);
  });
});
