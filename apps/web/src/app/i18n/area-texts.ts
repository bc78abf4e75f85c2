import i18n from 'i18next';

/**
 * The texts of areas no first screen shows, loaded with their route's code instead of with the
 * Italian texts every cold load waits for (scripts/bundle-figures.mjs keeps that load small): each area
 * loads Italian, the fallback, and English, and merges them into the one namespace. Their keys are
 * typed with the others (i18next.d.ts).
 */
const AREAS = {
  activity: {
    it: () => import('@/locales/it/activity.json'),
    en: () => import('@/locales/en/activity.json'),
  },
  attachments: {
    it: () => import('@/locales/it/attachments.json'),
    en: () => import('@/locales/en/attachments.json'),
  },
  compliance: {
    it: () => import('@/locales/it/compliance.json'),
    en: () => import('@/locales/en/compliance.json'),
  },
  exports: {
    it: () => import('@/locales/it/exports.json'),
    en: () => import('@/locales/en/exports.json'),
  },
  imports: {
    it: () => import('@/locales/it/imports.json'),
    en: () => import('@/locales/en/imports.json'),
  },
  ledger: {
    it: () => import('@/locales/it/ledger.json'),
    en: () => import('@/locales/en/ledger.json'),
  },
  merges: {
    it: () => import('@/locales/it/merges.json'),
    en: () => import('@/locales/en/merges.json'),
  },
  search: {
    it: () => import('@/locales/it/search.json'),
    en: () => import('@/locales/en/search.json'),
  },
} as const;

export type LazyArea = keyof typeof AREAS;

/** The lazy areas' Italian texts, as `t()` keys see them. */
export interface LazyAreaTexts {
  activity: typeof import('@/locales/it/activity.json');
  attachments: typeof import('@/locales/it/attachments.json');
  compliance: typeof import('@/locales/it/compliance.json');
  exports: typeof import('@/locales/it/exports.json');
  imports: typeof import('@/locales/it/imports.json');
  ledger: typeof import('@/locales/it/ledger.json');
  merges: typeof import('@/locales/it/merges.json');
  search: typeof import('@/locales/it/search.json');
}

const loaded = new Map<LazyArea, Promise<void>>();

async function load(area: LazyArea): Promise<void> {
  const [it, en] = await Promise.all([AREAS[area].it(), AREAS[area].en()]);
  i18n.addResourceBundle('it', 'translation', { [area]: it.default }, true, true);
  i18n.addResourceBundle('en', 'translation', { [area]: en.default }, true, true);
}

/** Makes an area's texts available (once; a failed load is tried again next time). */
export function loadAreaTexts(area: LazyArea): Promise<void> {
  const pending =
    loaded.get(area) ??
    load(area).catch((error: unknown) => {
      loaded.delete(area);
      throw error;
    });
  loaded.set(area, pending);
  return pending;
}

/** Every lazy area's texts by language, for the locales' tests. */
export async function allAreaTexts(): Promise<{ it: Record<string, object>; en: Record<string, object> }> {
  const areas = Object.keys(AREAS) as LazyArea[];
  const texts = await Promise.all(
    areas.map(
      async (area) => [area, (await AREAS[area].it()).default, (await AREAS[area].en()).default] as const,
    ),
  );
  return {
    it: Object.fromEntries(texts.map(([area, it]) => [area, it])),
    en: Object.fromEntries(texts.map(([area, , en]) => [area, en])),
  };
}
