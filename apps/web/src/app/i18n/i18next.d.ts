import 'i18next';
import type { LazyAreaTexts } from './area-texts.ts';
import type { italian } from './resources.ts';

/** Makes every `t('…')` key checked against the Italian texts (the lazy areas' too) at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof italian & LazyAreaTexts };
  }
}
