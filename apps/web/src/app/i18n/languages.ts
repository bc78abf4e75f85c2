/** The languages of the interface: Italian first, English second (spec 01 §1). */
export const supportedLanguages = ['it', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Italian is the default and the fallback (spec 01 §1). */
export const defaultLanguage: SupportedLanguage = 'it';
