import type { Merge } from '@inventario/shared/contracts/customer-area';
import type {
  MergeOverviewRow,
  MergePackage,
  ReceiverMerge,
  SellerMerge,
  SellerSite,
} from '@inventario/shared/contracts/merges';

/** Merge 7 of 2026: the Liceo Galilei (seller) into the IC Manzoni (receiver), for the screens' tests. */
export function aMerge(over: Partial<Merge> = {}): Merge {
  return {
    id: 7,
    sellerCode: 'RMPS01000A',
    sellerName: 'Liceo Galilei',
    receiverCode: 'RMIC02000B',
    receiverName: 'IC Manzoni',
    effectiveDate: '2026-09-01',
    ...over,
  };
}

export function aSite(over: Partial<SellerSite> = {}): SellerSite {
  return {
    id: 11,
    code: 'RM01',
    description: 'Sede centrale',
    address: 'Via Roma 1',
    city: 'Roma',
    assets: 120,
    valueCents: 4_500_000,
    mergeId: null,
    ...over,
  };
}

export function aPackage(over: Partial<MergePackage> = {}): MergePackage {
  return {
    mergeId: 7,
    sellerCode: 'RMPS01000A',
    sellerName: 'Liceo Galilei',
    receiverCode: 'RMIC02000B',
    receiverName: 'IC Manzoni',
    sites: [{ id: 11, code: 'RM01', description: 'Sede centrale', address: 'Via Roma 1', city: 'Roma' }],
    goods: 120,
    totalCents: 4_500_000,
    discharge: { id: 90, year: 2026, number: 4, date: '2026-08-31' },
    confirmedBy: 'demo.dsga',
    confirmedAt: '2026-08-31T10:00:00.000Z',
    charge: null,
    chargedBy: null,
    chargedAt: null,
    ...over,
  };
}

/** The seller's side before its discharge: nothing blocks, two sites free, a third taken by merge 8. */
export function aSeller(over: Partial<SellerMerge> = {}): SellerMerge {
  return {
    merge: aMerge(),
    dischargeDate: '2026-08-31',
    blockers: [],
    sites: [
      aSite(),
      aSite({ id: 12, code: 'RM02', description: 'Succursale', assets: 30, valueCents: 150_000 }),
      aSite({ id: 13, code: 'RM03', description: 'Palestra', assets: 5, valueCents: 20_000, mergeId: 8 }),
    ],
    package: null,
    ...over,
  };
}

/** The receiver's side: the package handed over, its receipt not started. */
export function aReceiver(over: Partial<ReceiverMerge> = {}): ReceiverMerge {
  return {
    merge: aMerge(),
    package: aPackage(),
    receipt: null,
    chargeDate: '2026-09-01',
    ...over,
  };
}

export function anOverviewRow(over: Partial<MergeOverviewRow> = {}): MergeOverviewRow {
  return {
    merge: aMerge(),
    state: 'discharged',
    sites: [{ code: 'RM01', description: 'Sede centrale' }],
    goods: 120,
    totalCents: 4_500_000,
    discharge: { id: null, year: 2026, number: 4, date: '2026-08-31' },
    confirmedAt: '2026-08-31T10:00:00.000Z',
    charge: null,
    chargedAt: null,
    ...over,
  };
}
