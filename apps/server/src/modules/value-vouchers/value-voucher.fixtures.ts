import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { and, eq } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import { type Credentials, send, type TestApp } from '../../test/harness.ts';

/** Charges assets on a date and answers the voucher; the test fails loudly when the charge does. */
export async function chargeAssets(
  t: TestApp,
  c: Credentials,
  date: string,
  lines: { subcategoryId: number; historicalPrice: number; description?: string }[],
): Promise<MovementWithAssets> {
  const response = await send<MovementWithAssets>(t, c, 'POST', '/movement/charge', {
    date,
    causal: 'ACQ',
    assets: lines.map((l, i) => ({ description: l.description ?? `Bene ${i + 1}`, ...l })),
  });
  if (response.status !== 200) throw new Error(`charge failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

export function voucher(
  t: TestApp,
  c: Credentials,
  body: {
    type: 5 | 6;
    date: string;
    voucherType: string;
    lines: { assetId: number; variation: number }[];
    notes?: string;
    thresholdConfirmed?: boolean;
    administrationId?: number | null;
    aggregationId?: number | null;
    id?: number;
  },
) {
  return send<MovementWithAssets & { code?: string; details?: Record<string, unknown> }>(
    t,
    c,
    body.id ? 'PUT' : 'POST',
    '/movement/valueVoucher',
    body,
  );
}

/** Every asset's actual value in cents, by id (the test connection reads past row-level security). */
export async function actualValues(t: TestApp, customerCode: string): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ id: assets.id, actual: assets.actualPriceCents })
    .from(assets)
    .where(eq(assets.customerCode, customerCode));
  return new Map(rows.map((r) => [r.id, r.actual]));
}

export async function actualOf(t: TestApp, customerCode: string, id: number): Promise<number | undefined> {
  const [row] = await t.db
    .select({ actual: assets.actualPriceCents })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
  return row?.actual;
}
