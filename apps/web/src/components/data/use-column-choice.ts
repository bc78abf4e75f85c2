import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { readStoredSession } from '@/lib/auth/session-token.ts';
import { columnChoiceKey } from '@/lib/storage.ts';

/** A stored choice, or the list's default when there is none or it cannot be read. */
function readChoice(key: string, defaults: GridColumnVisibilityModel): GridColumnVisibilityModel {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      const choice = Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean');
      return { ...defaults, ...Object.fromEntries(choice) };
    }
  } catch {
    // A choice written by hand or by an older client: the defaults again.
  }
  return defaults;
}

/**
 * The columns a user chose to see in one list, remembered in this browser for that user (their
 * sign-in's subject; across sign-ins: a preference, not the session's). `defaults` hides the optional
 * columns at first.
 */
export function useColumnChoice(list: string, defaults: GridColumnVisibilityModel) {
  const key = columnChoiceKey(readStoredSession()?.subject ?? 'anyone', list);
  const [visibility, setVisibility] = useState(() => readChoice(key, defaults));
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setVisibility(next);
      localStorage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  return { visibility, change };
}
