import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import { registerAcronym } from '@inventario/shared/domain/catalogue/register-acronym';
import { toIsoDate } from '@inventario/shared/format/date';
import type { Db } from '../db/client.ts';
import type { RequestContext } from '../http/request-context.ts';
import { detect, searchAssets, startRecognition } from '../modules/recognition/recognition.service.ts';

/** A code as a label's reader types it: the register's acronym and the inventory number, `BM/12`. */
const codeOf = (asset: RecognitionAsset) => `${registerAcronym(asset.registerKind)}/${asset.inventoryNumber}`;

/**
 * The demo school's recognition, ongoing: started today through the same service as the API, with
 * two goods detected where the registers put them and one read in another location (found elsewhere),
 * so its screens have something of each kind to show.
 */
export async function seedDemoRecognition(db: Db, context: RequestContext, today = toIsoDate(new Date())) {
  const recognition = await startRecognition(db, context, {
    date: today,
    forRenewal: false,
    includeDurable: false,
    notes: 'Ricognizione dimostrativa',
  });
  const { assets } = await searchAssets(db, context, recognition.id, { page: 1, size: 100 }, {});
  const placed = assets.filter((asset) => asset.location !== null && asset.inventoryNumber !== null);
  const [first, second, third] = placed;
  for (const asset of [first, second]) {
    if (asset?.location)
      await detect(db, context, recognition.id, { code: codeOf(asset), idLocation: asset.location.id });
  }
  // Read in the location of a good placed elsewhere: found elsewhere.
  const elsewhere = placed.find((asset) => asset.location?.id !== third?.location?.id);
  if (third && elsewhere?.location) {
    await detect(db, context, recognition.id, { code: codeOf(third), idLocation: elsewhere.location.id });
  }
  return recognition;
}
