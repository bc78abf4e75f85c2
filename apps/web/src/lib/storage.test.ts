// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalStorageKeepingPreferences, columnChoiceKey, storageKeys } from './storage.ts';

describe('local storage at logout', () => {
  afterEach(() => localStorage.clear());

  it('keeps the theme and each user column choices, and clears the session', () => {
    localStorage.setItem(storageKeys.themeMode, 'dark');
    localStorage.setItem(storageKeys.sessionToken, '{"token":"t","subject":"s"}');
    localStorage.setItem('oidc.user:x', '{}');
    localStorage.setItem(columnChoiceKey('subject-1', 'assets'), '{"brand":true}');
    clearLocalStorageKeepingPreferences();
    expect(localStorage.getItem(storageKeys.themeMode)).toBe('dark');
    expect(localStorage.getItem(columnChoiceKey('subject-1', 'assets'))).toBe('{"brand":true}');
    expect(localStorage.getItem(storageKeys.sessionToken)).toBeNull();
    expect(localStorage.getItem('oidc.user:x')).toBeNull();
  });
});
