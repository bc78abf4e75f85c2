import { CHARGE_CAUSALS } from '../movements/causals.ts';
import { checkDeliveryDate } from '../movements/charge-rules.ts';
import { DISCHARGE_CAUSALS } from '../movements/discharge-causals.ts';
import { MOVEMENT_TYPE } from '../movements/movement-types.ts';
import { VALUE_VOUCHER_TYPES } from '../movements/value-voucher.ts';
import type { IssueList, IssuePlace } from './import-issues.ts';
import type { ImportPlan, MovementKind, PlannedAsset, PlannedMovement } from './import-plan.ts';
import { locationKey, movementKey, subcategoryKey } from './import-plan.ts';
import { formatRanges, groupBy, numberingGaps } from './row-values.ts';

/** The checks across sheets: what a row names must be in the file, and the goods agree with their vouchers. */

export interface SheetNames {
  locations: string;
  assets: string;
  movements: string;
  lines: string;
}

const upper = (text: string) => text.toUpperCase();

export function checkPlaceReferences(plan: ImportPlan, sheets: SheetNames, issues: IssueList): void {
  const sites = new Set(plan.sites.map((s) => upper(s.code)));
  const people = new Set(plan.subConsignees.map((p) => upper(p.description)));
  for (const l of plan.locations) {
    if (!sites.has(upper(l.siteCode)))
      issues.error(
        'unknownSite',
        { sheet: sheets.locations, row: l.row, column: 'Codice sede' },
        { code: l.siteCode },
      );
    if (l.subConsignee !== null && !people.has(upper(l.subConsignee)))
      issues.error(
        'unknownSubConsignee',
        { sheet: sheets.locations, row: l.row, column: 'Subconsegnatario' },
        { name: l.subConsignee },
      );
  }
}

export function checkAssetReferences(plan: ImportPlan, sheets: SheetNames, issues: IssueList): void {
  const subcategories = new Set(plan.subcategories.map((s) => upper(subcategoryKey(s))));
  const locations = new Set(plan.locations.map((l) => upper(locationKey(l))));
  const universalities = new Set(plan.universalities.map((u) => upper(u.code)));
  for (const a of plan.assets) {
    const place = (column: string) => ({ sheet: sheets.assets, row: a.row, column });
    if (
      !subcategories.has(
        upper(
          subcategoryKey({ register: a.register, categoryCode: a.categoryCode, code: a.subcategoryCode }),
        ),
      )
    )
      issues.error('unknownSubcategory', place('Sottocategoria'), {
        category: a.categoryCode,
        code: a.subcategoryCode,
      });
    if (a.locationCode !== null && a.siteCode === null)
      issues.error('locationWithoutSite', place('Codice sede'));
    else if (a.locationCode === null && a.siteCode !== null)
      issues.error('siteWithoutLocation', place('Codice ubicazione'));
    else if (
      a.locationCode !== null &&
      a.siteCode !== null &&
      !locations.has(upper(locationKey({ siteCode: a.siteCode, code: a.locationCode })))
    )
      issues.error('unknownLocation', place('Codice ubicazione'), { site: a.siteCode, code: a.locationCode });
    if (a.universalityCode !== null && !universalities.has(upper(a.universalityCode)))
      issues.error('unknownUniversality', place('Universalità'), { code: a.universalityCode });
  }
}

function knownCausal(m: PlannedMovement): boolean {
  if (m.kind === 'charge') return CHARGE_CAUSALS.some((c) => c.code === m.causal);
  if (m.kind === 'discharge' || m.kind === 'proposal')
    return DISCHARGE_CAUSALS.some((c) => c.code === m.causal);
  const type = m.kind === 'decrease' ? MOVEMENT_TYPE.decrease : MOVEMENT_TYPE.increase;
  return VALUE_VOUCHER_TYPES.some((t) => t.code === m.voucherType && t.kinds.includes(type));
}

const isValueVoucher = (kind: MovementKind) => kind === 'decrease' || kind === 'increase';

/**
 * The columns of Movimenti that only some kinds of voucher carry, as the product records them: the
 * delivery note and the order a charge's goods came with; a discharge's destination and liability
 * (art. 33); the public administration of a charge, a discharge or a value voucher (a proposal has none).
 */
const COLUMNS_OF_KINDS: readonly {
  header: string;
  value: (m: PlannedMovement) => string | null;
  kinds: readonly MovementKind[];
}[] = [
  { header: 'Numero DDT', value: (m) => m.deliveryNumber, kinds: ['charge'] },
  { header: 'Data DDT', value: (m) => m.deliveryDate, kinds: ['charge'] },
  { header: 'Numero ordine', value: (m) => m.orderNumber, kinds: ['charge'] },
  { header: 'Data ordine', value: (m) => m.orderDate, kinds: ['charge'] },
  { header: 'Destinatario', value: (m) => m.debtorName, kinds: ['discharge'] },
  {
    header: 'Amministrazione',
    value: (m) => m.administrationName,
    kinds: ['charge', 'discharge', 'decrease', 'increase'],
  },
  { header: 'Responsabilità', value: (m) => m.liability, kinds: ['discharge'] },
  { header: 'Responsabile', value: (m) => m.liableParty, kinds: ['discharge'] },
];

/**
 * A column given on a voucher that does not carry it; a charge's delivery date and a discharge's
 * liability as the product checks them (the DDT not after the charge, a liable party when liable).
 */
function checkVoucherDetails(m: PlannedMovement, place: (column: string) => IssuePlace, issues: IssueList) {
  for (const column of COLUMNS_OF_KINDS)
    if (column.value(m) !== null && !column.kinds.includes(m.kind))
      issues.error('columnNotOfMovementKind', place(column.header), { kind: m.kind });
  if (m.kind === 'charge' && !checkDeliveryDate(m.date, m.deliveryDate).ok)
    issues.error('deliveryDateAfterMovement', place('Data DDT'));
  if (m.kind !== 'discharge') return;
  if (m.liability === 'liable' && m.liableParty === null)
    issues.error('liablePartyRequired', place('Responsabile'));
  else if (m.liability !== 'liable' && m.liableParty !== null)
    issues.error('liablePartyWithoutLiability', place('Responsabile'));
}

function checkMovement(
  m: PlannedMovement,
  context: {
    years: Map<number, { startDate: string; endDate: string | null }>;
    creditors: Set<string>;
    proposals: Set<string>;
    assets: Set<string>;
  },
  sheets: SheetNames,
  issues: IssueList,
): void {
  const place = (column: string) => ({ sheet: sheets.movements, row: m.row, column });
  const year = context.years.get(m.year);
  if (!year) issues.error('unknownYear', place('Anno'), { year: m.year });
  else if (m.date < year.startDate || m.date > (year.endDate ?? `${m.year}-12-31`))
    issues.error('dateOutsideYear', place('Data'), { year: m.year });
  if (!isValueVoucher(m.kind) && m.causal === null) issues.error('causalRequired', place('Causale'));
  else if (isValueVoucher(m.kind) && m.voucherType === null)
    issues.error('voucherTypeRequired', place('Tipo variazione'));
  else if (!knownCausal(m))
    issues.error(
      isValueVoucher(m.kind) ? 'unknownVoucherType' : 'unknownCausal',
      place(isValueVoucher(m.kind) ? 'Tipo variazione' : 'Causale'),
      {
        value: (isValueVoucher(m.kind) ? m.voucherType : m.causal) ?? '',
      },
    );
  checkVoucherDetails(m, place, issues);
  if (m.creditorCode !== null && !context.creditors.has(upper(m.creditorCode)))
    issues.error('unknownCreditor', place('Codice fornitore'), { code: m.creditorCode });
  for (const p of m.proposals)
    if (!context.proposals.has(`${p.year}/${p.number}`))
      issues.error('unknownProposal', place('Proposte'), { value: `${p.year}/${p.number}` });
  if (m.lines.length === 0)
    issues.error('movementWithoutLines', place('Numero'), {
      movement: movementKey(m.kind, m.year, m.number),
    });
  for (const line of m.lines) {
    const linePlace = (column: string) => ({ sheet: sheets.lines, row: line.row, column });
    if (!context.assets.has(upper(line.assetCode)))
      issues.error('unknownAsset', linePlace('Codice bene'), { code: line.assetCode });
    if (isValueVoucher(m.kind) && line.variationCents === null)
      issues.error('variationRequired', linePlace('Variazione'));
  }
}

export function checkMovementReferences(plan: ImportPlan, sheets: SheetNames, issues: IssueList): void {
  const context = {
    years: new Map(plan.years.map((y) => [y.year, y])),
    creditors: new Set(plan.creditors.map((c) => upper(c.code))),
    proposals: new Set(
      plan.movements.filter((m) => m.kind === 'proposal').map((m) => `${m.year}/${m.number}`),
    ),
    assets: new Set(plan.assets.map((a) => upper(a.code))),
  };
  for (const m of plan.movements) checkMovement(m, context, sheets, issues);
}

/** Every voucher an asset appears in, by the asset's code. */
function movementsByAsset(
  plan: ImportPlan,
): Map<string, { movement: PlannedMovement; variationCents: number | null }[]> {
  const byAsset = new Map<string, { movement: PlannedMovement; variationCents: number | null }[]>();
  for (const movement of plan.movements)
    for (const line of movement.lines) {
      const key = upper(line.assetCode);
      byAsset.set(key, [...(byAsset.get(key) ?? []), { movement, variationCents: line.variationCents }]);
    }
  return byAsset;
}

function expectedActualCents(
  asset: PlannedAsset,
  lines: { movement: PlannedMovement; variationCents: number | null }[],
) {
  return lines.reduce((value, { movement, variationCents }) => {
    if (movement.kind === 'decrease') return value - (variationCents ?? 0);
    if (movement.kind === 'increase') return value + (variationCents ?? 0);
    return value;
  }, asset.historicalCents);
}

/** What an asset's state says against the vouchers it is in; its actual value against its value vouchers. */
export function checkAssetsAgainstVouchers(plan: ImportPlan, sheets: SheetNames, issues: IssueList): void {
  const byAsset = movementsByAsset(plan);
  for (const asset of plan.assets) {
    const lines = byAsset.get(upper(asset.code)) ?? [];
    const place = (column: string) => ({ sheet: sheets.assets, row: asset.row, column });
    const inKind = (kind: MovementKind) => lines.some((l) => l.movement.kind === kind);
    if (asset.state === 'discharged' && !inKind('discharge'))
      issues.error('dischargedWithoutDischarge', place('Stato'));
    if (asset.state !== 'discharged' && inKind('discharge'))
      issues.error('dischargeOfAssetNotDischarged', place('Stato'));
    if (asset.state === 'inProposal' && !inKind('proposal'))
      issues.error('inProposalWithoutProposal', place('Stato'));
    if (!inKind('charge')) issues.warning('assetWithoutCharge', place('Codice bene'), { code: asset.code });
    const expected = expectedActualCents(asset, lines);
    if (expected !== asset.actualCents)
      issues.warning('actualValueDiffers', place('Valore attuale'), {
        expectedCents: expected,
        actualCents: asset.actualCents,
      });
  }
}

/** Numbers missing in a voucher type's year, and in a register's inventory numbers: warnings. */
export function reportNumberingGaps(plan: ImportPlan, sheets: SheetNames, issues: IssueList): void {
  for (const [key, movements] of groupBy(plan.movements, (m) => `${m.kind} ${m.year}`)) {
    const gaps = numberingGaps(movements.map((m) => m.number ?? 0));
    const [kind, year] = key.split(' ');
    if (gaps.length > 0)
      issues.warning(
        'movementNumberGaps',
        { sheet: sheets.movements },
        { kind: kind ?? '', year: Number(year), numbers: formatRanges(gaps) },
      );
  }
  // A universality's components share its number, which the universality itself holds in the register.
  const numbered = [
    ...plan.assets.filter((a) => a.universalityCode === null),
    ...plan.universalities,
  ].flatMap((n) =>
    n.register !== null && n.inventoryNumber !== null
      ? [{ register: n.register, number: n.inventoryNumber }]
      : [],
  );
  for (const [register, entries] of groupBy(numbered, (n) => n.register)) {
    const gaps = numberingGaps(entries.map((n) => n.number));
    if (gaps.length > 0)
      issues.warning(
        'inventoryNumberGaps',
        { sheet: sheets.assets },
        { register, numbers: formatRanges(gaps) },
      );
  }
}
