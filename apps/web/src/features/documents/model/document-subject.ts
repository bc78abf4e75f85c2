import type { DocumentSubject } from '@inventario/shared/contracts/documents';
import {
  describeSubject as describeWith,
  SUBJECT_TEXT_KEYS,
  type SubjectTextKey,
} from '@inventario/shared/domain/documents/document-subject-text';
import type { TFunction } from 'i18next';

/**
 * What a print asked for, in one line ("Beni mobili · al 31/12/2026"), so that two prints of the
 * same type can be told apart; empty when the request named nothing (or its conditions are unknown).
 */
export function describeSubject(subject: DocumentSubject, t: TFunction): string {
  return describeWith(subject, (key, params) =>
    t(
      `documents.subject.${key}` as `documents.subject.${Exclude<SubjectTextKey, 'sites' | 'subConsignees'>}`,
      {
        ...params,
      },
    ),
  );
}

/** A text or a group of texts of the i18n resources. */
type Texts = string | { readonly [key: string]: Texts };

function flattened(texts: Texts | undefined, prefix = ''): [string, string][] {
  if (texts === undefined) return [];
  if (typeof texts === 'string') return [[prefix, texts]];
  return Object.entries(texts).flatMap(([key, value]) => flattened(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The subject's templates (`documents.subject`, plural forms apart: `sites_one`, `range.inventoryNumber`)
 * in the user's language over the fallback's, as the documents list's export writes the subject with
 * them; only the keys the subject uses.
 */
export function subjectTemplates(texts: unknown, fallback: unknown): Record<string, string> {
  const wanted = (key: string) =>
    SUBJECT_TEXT_KEYS.some((used) => key === used || key.startsWith(`${used}_`));
  return Object.fromEntries(
    [...flattened(fallback as Texts | undefined), ...flattened(texts as Texts | undefined)].filter(([key]) =>
      wanted(key),
    ),
  );
}
