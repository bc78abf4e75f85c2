/** Every local-storage key the application owns (the identity client adds its own `oidc.*` keys). */
export const storageKeys = {
  themeMode: 'inventario.themeMode',
  sessionToken: 'inventario.sessionToken',
} as const;

/** Preferences that survive a logout: the theme is the browser's choice, not the user's session. */
const keptOnLogout = [storageKeys.themeMode];

/** Clears local storage at logout (spec 01 §4.4), keeping the theme choice. */
export function clearLocalStorageKeepingPreferences(): void {
  const kept = keptOnLogout.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) {
    if (value !== null) localStorage.setItem(key, value);
  }
}
