export type Language = 'it' | 'en';

const it = {
  product: 'Inventario',
  loginTitle: 'Accedi al tuo account',
  loginIntro: 'Accedi con le credenziali della tua scuola.',
  username: 'Nome utente',
  password: 'Password',
  remember: 'Ricordami',
  submit: 'Accedi',
  invalidCredentials: 'Credenziali non valide',
  missingCredentials: 'Inserisci nome utente e password',
  expiredForm: 'La pagina è scaduta. Riprova.',
  throttledWaitOne: 'Troppi tentativi non riusciti: attendi 1 secondo e riprova.',
  throttledWait: 'Troppi tentativi non riusciti: attendi {seconds} secondi e riprova.',
  lockedAccount:
    'Troppi tentativi non riusciti: l’accesso con questo nome utente è bloccato fino alle {time}.',
  lockedAddress: 'Troppi tentativi non riusciti da questa rete: l’accesso è bloccato fino alle {time}.',
  accountTitle: 'Il tuo account',
  fullName: 'Nome',
  customerCode: 'Codice scuola',
  roles: 'Ruoli',
  licenses: 'Licenze',
  none: 'nessuna',
  changePassword: 'Cambia password',
  backToApp: 'Torna a Inventario',
  backToAccount: 'Torna al tuo account',
  currentPassword: 'Password attuale',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma la nuova password',
  save: 'Salva',
  passwordHint: 'Almeno 8 caratteri.',
  wrongCurrentPassword: 'La password attuale non è corretta',
  passwordTooShort: 'La nuova password deve avere almeno 8 caratteri',
  passwordMismatch: 'Le due password non coincidono',
  passwordChanged: 'Password modificata',
  signingOut: 'Uscita in corso…',
  continue: 'Continua',
  signedOut: 'Sei uscito da Inventario.',
  signInAgain: 'Accedi di nuovo',
  errorTitle: 'Si è verificato un errore',
  errorText: 'La richiesta non può essere completata. Torna all’applicazione e riprova.',
} as const;

export type Messages = { readonly [Key in keyof typeof it]: string };

const en: Messages = {
  product: 'Inventario',
  loginTitle: 'Sign in to your account',
  loginIntro: 'Sign in with your school account.',
  username: 'Username',
  password: 'Password',
  remember: 'Remember me',
  submit: 'Sign in',
  invalidCredentials: 'Invalid credentials',
  missingCredentials: 'Enter your username and password',
  expiredForm: 'This page has expired. Please try again.',
  throttledWaitOne: 'Too many failed attempts: wait 1 second and try again.',
  throttledWait: 'Too many failed attempts: wait {seconds} seconds and try again.',
  lockedAccount: 'Too many failed attempts: sign-in with this username is locked until {time}.',
  lockedAddress: 'Too many failed attempts from this network: sign-in is locked until {time}.',
  accountTitle: 'Your account',
  fullName: 'Name',
  customerCode: 'School code',
  roles: 'Roles',
  licenses: 'Licences',
  none: 'none',
  changePassword: 'Change password',
  backToApp: 'Back to Inventario',
  backToAccount: 'Back to your account',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  save: 'Save',
  passwordHint: 'At least 8 characters.',
  wrongCurrentPassword: 'The current password is not correct',
  passwordTooShort: 'The new password must have at least 8 characters',
  passwordMismatch: 'The two passwords do not match',
  passwordChanged: 'Password changed',
  signingOut: 'Signing out…',
  continue: 'Continue',
  signedOut: 'You have signed out of Inventario.',
  signInAgain: 'Sign in again',
  errorTitle: 'Something went wrong',
  errorText: 'The request cannot be completed. Go back to the application and try again.',
};

const dictionaries: Record<Language, Messages> = { it, en };

/** The throttle's refusal of a sign-in: how long to wait, or until when (Italian time) it is locked. */
export function throttleText(
  language: Language,
  messages: Messages,
  refusal: { scope: 'account' | 'address'; state: 'wait' | 'locked'; until: Date },
  now: Date,
): string {
  if (refusal.state === 'wait') {
    const seconds = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
    return seconds === 1
      ? messages.throttledWaitOne
      : messages.throttledWait.replace('{seconds}', String(seconds));
  }
  // The minute the lock is over by: "fino alle 14:33" for a lock ending at 14:32:10.
  const minute = 60_000;
  const end = new Date(Math.ceil(refusal.until.getTime() / minute) * minute);
  const time = new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }).format(end);
  return (refusal.scope === 'account' ? messages.lockedAccount : messages.lockedAddress).replace(
    '{time}',
    time,
  );
}

export function messagesFor(language: Language): Messages {
  return dictionaries[language];
}

/**
 * Italian unless the user prefers English: `ui_locales` of the authorization request first, then the
 * browser's Accept-Language, ranking only the two languages we have.
 */
export function pickLanguage(acceptLanguage: string | undefined, uiLocales?: string): Language {
  const fromRequest = uiLocales?.split(/\s+/).map(baseLanguage).find(isSupported);
  if (fromRequest) return fromRequest;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: baseLanguage(tag), quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => isSupported(entry.language) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language === 'en' ? 'en' : 'it';
}

function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split('-')[0] ?? '';
}

function isSupported(language: string): language is Language {
  return language === 'it' || language === 'en';
}
