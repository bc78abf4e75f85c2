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
});
