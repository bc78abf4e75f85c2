import type { DocumentSubject } from '@inventario/shared/contracts/documents';
import { formatDate } from '@inventario/shared/format/date';
import type { TFunction } from 'i18next';

const SEPARATOR = ' · ';

type NamedSet = NonNullable<DocumentSubject['sites']>;

/** A name the request pointed at, or that its record was deleted since. */
function nameOr(name: string | null, t: TFunction): string {
  return name ?? t('documents.subject.deleted');
}

/** "Rossi, Bianchi e altri 2": the names shown, and how many more the request named. */
function namesOf(set: NamedSet, t: TFunction): string {
  const names = set.names.join(', ');
  const more = set.count - set.names.length;
  if (set.names.length === 0) return t('documents.subject.deleted');
  return more > 0 ? t('documents.subject.andMore', { names, count: more }) : names;
}

/** Who or where: the proposal, register, creditor, site and location, sites, sub-consignees. */
function whoOrWhere(subject: DocumentSubject, t: TFunction): string[] {
  const parts: string[] = [];
  if (subject.export) {
    parts.push(
      t('documents.subject.export', {
        list: subject.export.title,
        format: subject.export.format.toUpperCase(),
      }),
    );
  }
  if (subject.proposal !== undefined) {
    const { proposal } = subject;
    parts.push(
      proposal
        ? t('documents.subject.proposal', { progressive: proposal.progressive ?? '', year: proposal.year })
        : t('documents.subject.proposalDeleted'),
    );
  }
  if (subject.register !== undefined) {
    parts.push(subject.register ?? t('documents.subject.registerDeleted'));
  }
  if (subject.creditor !== undefined) {
    parts.push(t('documents.subject.creditor', { name: nameOr(subject.creditor, t) }));
  }
  if (subject.site !== undefined) parts.push(t('documents.subject.site', { name: nameOr(subject.site, t) }));
  if (subject.location !== undefined) {
    parts.push(t('documents.subject.location', { name: nameOr(subject.location, t) }));
  }
  if (subject.sites) {
    parts.push(
      t('documents.subject.sites', { names: namesOf(subject.sites, t), count: subject.sites.count }),
    );
  }
  if (subject.subConsignees) {
    const { count } = subject.subConsignees;
    parts.push(t('documents.subject.subConsignees', { names: namesOf(subject.subConsignees, t), count }));
  }
  return parts;
}

/** Which assets and when: number range, date or period, year; then the labels layout. */
function whichAndWhen(subject: DocumentSubject, t: TFunction): string[] {
  const parts: string[] = [];
  if (subject.range) {
    const { kind, from, to } = subject.range;
    parts.push(t(`documents.subject.range.${kind}`, { from, to }));
  }
  if (subject.atDate) parts.push(t('documents.subject.atDate', { date: formatDate(subject.atDate) }));
  if (subject.fromDate && subject.toDate) {
    const [from, to] = [formatDate(subject.fromDate), formatDate(subject.toDate)];
    parts.push(t('documents.subject.period', { from, to }));
  }
  if (subject.year !== undefined) parts.push(t('documents.subject.year', { year: subject.year }));
  if (subject.labelsLayout !== undefined) {
    parts.push(t('documents.subject.labelsLayout', { name: nameOr(subject.labelsLayout, t) }));
  }
  return parts;
}

/**
 * What a print asked for, in one line ("Beni mobili · al 31/12/2026"), so that two prints of the
 * same type can be told apart; empty when the request named nothing (or its conditions are unknown).
 */
export function describeSubject(subject: DocumentSubject, t: TFunction): string {
  return [...whoOrWhere(subject, t), ...whichAndWhen(subject, t)].join(SEPARATOR);
}
