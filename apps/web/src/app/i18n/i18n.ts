import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type SupportedLanguage, supportedLanguages } from './languages.ts';

/** The supported language a detected one falls to (`en-US` → `en`, `de` → `it`). */
function supportedLanguageOf(language: string): SupportedLanguage {
  return supportedLanguages.find((supported) => language.startsWith(supported)) ?? defaultLanguage;
}

/**
 * The language of the texts: the first of the browser's preferred languages that the product has
 * (`de-DE, en-US` → `en`), else Italian. Nothing is stored: the browser decides each time (spec 01 §1).
 */
export function preferredLanguage(preferred: readonly string[]): SupportedLanguage {
  for (const language of preferred) {
    const supported = supportedLanguages.find((candidate) => language.toLowerCase().startsWith(candidate));
    if (supported) return supported;
  }
  return defaultLanguage;
}

/**
 * The texts are data, not the application's code: Italian, the default and the fallback, is a chunk
 * that index.html preloads beside the page's scripts; English a chunk that only a browser preferring
 * English loads, before the first screen.
 */
const laterLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    if (language !== 'en') {
      if (language !== 'it') callback(null, null);
      else
        import('./resources.ts').then(
          ({ italian }) => callback(null, italian),
          (error: unknown) => callback(error instanceof Error ? error : String(error), null),
        );
      return;
    }
    import('./english.ts').then(
      ({ english }) => callback(null, english),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/**
 * Starts i18next: Italian by default and as fallback, English when the browser prefers it. The choice
 * comes from the browser only (nothing is stored), as the spec asks. Resolves once texts are ready.
 */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = supportedLanguageOf(language);
  });
  await i18n
    .use(laterLanguages)
    .use(initReactI18next)
    .init({
      lng: preferredLanguage(navigator.languages.length ? navigator.languages : [navigator.language]),
      ns: ['translation'],
      supportedLngs: [...supportedLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
    });
  return i18n;
}
