/** Every local-storage key the application owns (the identity client adds its own `oidc.*` keys). */
export const storageKeys = {
  themeMode: 'inventario.themeMode',
  sessionToken: 'inventario.sessionToken',
} as const;

/** Where a user's choice of a list's columns is kept: a preference of that user, in this browser. */
const COLUMN_CHOICE_PREFIX = 'inventario.columns.';
export const columnChoiceKey = (username: string, list: string) =>
  `${COLUMN_CHOICE_PREFIX}${username}.${list}`;

/**
 * Preferences that survive a logout: the theme is the browser's choice, the columns of a list each
 * user's own (their key names the user), neither the session's.
 */
const keptOnLogout = (key: string) => key === storageKeys.themeMode || key.startsWith(COLUMN_CHOICE_PREFIX);

/** Clears local storage at logout (spec 01 §4.4), keeping the preferences. */
export function clearLocalStorageKeepingPreferences(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  const kept = keys
    .filter((key): key is string => key !== null && keptOnLogout(key))
    .map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) {
    if (value !== null) localStorage.setItem(key, value);
  }
}
