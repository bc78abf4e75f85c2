/** The postal details of a debtor (the destination of a discharge), all optional. */
export interface DebtorContact {
  province?: string | null | undefined;
  postalCode?: string | null | undefined;
  email?: string | null | undefined;
}

export interface ContactIssue {
  field: keyof DebtorContact;
  message: 'rules.notValid';
}

// Deliberately loose: one @, no spaces, a dot in the domain. The mail server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function given(value: string | null | undefined): value is string {
  return Boolean(value?.trim());
}

/** The lengths of a province's sigla and of a CAP, which a form's boxes take. */
export const CONTACT_CODE_LENGTH = { province: 2, postalCode: 5 } as const;

/**
 * A debtor's province is the two-letter sigla (RM, MI…), its postal code the five-digit CAP, its
 * email an address; each is checked only when given.
 */
export function checkDebtorContact(contact: DebtorContact): ContactIssue[] {
  const issues: ContactIssue[] = [];
  if (given(contact.province) && !/^[A-Za-z]{2}$/.test(contact.province.trim())) {
    issues.push({ field: 'province', message: 'rules.notValid' });
  }
  if (given(contact.postalCode) && !/^\d{5}$/.test(contact.postalCode.trim())) {
    issues.push({ field: 'postalCode', message: 'rules.notValid' });
  }
  if (given(contact.email) && !EMAIL_PATTERN.test(contact.email.trim())) {
    issues.push({ field: 'email', message: 'rules.notValid' });
  }
  return issues;
}

/** The province as stored and printed: upper case. */
export function normalizeProvince(province: string): string {
  return province.trim().toUpperCase();
}
