import type { ComplianceItemView } from '@inventario/shared/contracts/compliance';
import type { ComplianceKind } from '@inventario/shared/domain/compliance/compliance-items';
import { formatDate } from '@inventario/shared/format/date';

/** The kinds whose text reads a count (their `why` has a plural). */
const counted = new Set<ComplianceKind>(['confirmedProposals', 'waitingAssets', 'incompleteUniversalities']);

/** The renewal's items link to the renewal screen, which needs licence RIN (spec 01 §6). */
const renewalScreen = new Set<ComplianceKind>(['renewalDue', 'renewalOngoing']);

type WhyKey =
  | `compliance.items.${Exclude<ComplianceKind, 'headsMissing'>}.why`
  | 'compliance.items.recognitionOngoing.whyDue'
  | 'compliance.items.renewalOngoing.whyDue'
  | `compliance.items.headsMissing.why.${'manager' | 'consignee' | 'both'}`;

/** What the card writes of an item: its texts' keys and their values, and whether its link is open to the user. */
export interface ComplianceItemText {
  titleKey: `compliance.items.${ComplianceKind}.title`;
  whyKey: WhyKey;
  linkKey: `compliance.items.${ComplianceKind}.link`;
  values: { since: string; due: string; year: string; count?: number };
  /** False when the user cannot open the item's screen (the renewal without licence RIN). */
  linkAllowed: boolean;
}

function whyKeyOf(item: ComplianceItemView): WhyKey {
  if (item.kind === 'headsMissing') {
    const which = item.missing.length > 1 ? 'both' : (item.missing[0] ?? 'both');
    return `compliance.items.headsMissing.why.${which}`;
  }
  if ((item.kind === 'recognitionOngoing' || item.kind === 'renewalOngoing') && item.dueDate !== null) {
    return `compliance.items.${item.kind}.whyDue`;
  }
  return `compliance.items.${item.kind}.why`;
}

/** The texts of an item: dates as the product writes them, the count for the plural. */
export function complianceItemText(item: ComplianceItemView, hasRenewalLicence: boolean): ComplianceItemText {
  return {
    titleKey: `compliance.items.${item.kind}.title`,
    whyKey: whyKeyOf(item),
    linkKey: `compliance.items.${item.kind}.link`,
    values: {
      since: formatDate(item.since),
      due: formatDate(item.dueDate),
      year: item.year === null ? '' : String(item.year),
      ...(counted.has(item.kind) ? { count: item.count ?? 0 } : {}),
    },
    linkAllowed: hasRenewalLicence || !renewalScreen.has(item.kind),
  };
}
