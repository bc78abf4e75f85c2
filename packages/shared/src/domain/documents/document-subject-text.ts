import type { DocumentSubject } from '../../contracts/documents.ts';
import { formatDate } from '../../format/date.ts';

/**
 * The words of a document's subject, by key under the client's `documents.subject` texts (`sites` and
 * `subConsignees` have plural forms): the documents page writes the subject with them, and the
 * documents list's export (issue 20) with the same templates, sent by the client in its language.
 */
export const SUBJECT_TEXT_KEYS = [
  'export',
  'proposal',
  'proposalDeleted',
  'deleted',
  'registerDeleted',
  'andMore',
  'creditor',
  'site',
  'location',
  'sites',
  'subConsignees',
  'range.inventoryNumber',
  'range.originalInventoryNumber',
  'atDate',
  'period',
  'year',
  'labelsLayout',
] as const;
export type SubjectTextKey = (typeof SUBJECT_TEXT_KEYS)[number];

/** One of the subject's words, filled with its values (`count` chooses a plural form). */
export type SubjectWords = (
  key: SubjectTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

const SEPARATOR = ' · ';

type NamedSet = NonNullable<DocumentSubject['sites']>;

/** A name the request pointed at, or that its record was deleted since. */
function nameOr(name: string | null, words: SubjectWords): string {
  return name ?? words('deleted');
}

/** "Rossi, Bianchi e altri 2": the names shown, and how many more the request named. */
function namesOf(set: NamedSet, words: SubjectWords): string {
  const names = set.names.join(', ');
  const more = set.count - set.names.length;
  if (set.names.length === 0) return words('deleted');
  return more > 0 ? words('andMore', { names, count: more }) : names;
}

/** Who or where: the export, the proposal, register, creditor, site and location, sites, sub-consignees. */
function whoOrWhere(subject: DocumentSubject, words: SubjectWords): string[] {
  const parts: string[] = [];
  if (subject.export) {
    const { title, format } = subject.export;
    parts.push(words('export', { list: title, format: format.toUpperCase() }));
  }
  if (subject.proposal !== undefined) {
    const { proposal } = subject;
    parts.push(
      proposal
        ? words('proposal', { progressive: proposal.progressive ?? '', year: proposal.year })
        : words('proposalDeleted'),
    );
  }
  if (subject.register !== undefined) parts.push(subject.register ?? words('registerDeleted'));
  if (subject.creditor !== undefined)
    parts.push(words('creditor', { name: nameOr(subject.creditor, words) }));
  if (subject.site !== undefined) parts.push(words('site', { name: nameOr(subject.site, words) }));
  if (subject.location !== undefined)
    parts.push(words('location', { name: nameOr(subject.location, words) }));
  if (subject.sites) {
    parts.push(words('sites', { names: namesOf(subject.sites, words), count: subject.sites.count }));
  }
  if (subject.subConsignees) {
    const { count } = subject.subConsignees;
    parts.push(words('subConsignees', { names: namesOf(subject.subConsignees, words), count }));
  }
  return parts;
}

/** Which assets and when: number range, date or period, year; then the labels layout. */
function whichAndWhen(subject: DocumentSubject, words: SubjectWords): string[] {
  const parts: string[] = [];
  if (subject.range) {
    const { kind, from, to } = subject.range;
    parts.push(words(`range.${kind}`, { from, to }));
  }
  if (subject.atDate) parts.push(words('atDate', { date: formatDate(subject.atDate) }));
  if (subject.fromDate && subject.toDate) {
    parts.push(words('period', { from: formatDate(subject.fromDate), to: formatDate(subject.toDate) }));
  }
  if (subject.year !== undefined) parts.push(words('year', { year: subject.year }));
  if (subject.labelsLayout !== undefined) {
    parts.push(words('labelsLayout', { name: nameOr(subject.labelsLayout, words) }));
  }
  return parts;
}

/**
 * What a print asked for, in one line ("Beni mobili · al 31/12/2026"), so that two prints of the
 * same type can be told apart; empty when the request named nothing (or its conditions are unknown).
 */
export function describeSubject(subject: DocumentSubject, words: SubjectWords): string {
  return [...whoOrWhere(subject, words), ...whichAndWhen(subject, words)].join(SEPARATOR);
}
