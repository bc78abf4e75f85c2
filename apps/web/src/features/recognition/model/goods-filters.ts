import type { RecognitionAssetSearch } from '@inventario/shared/contracts/recognition';
import type { DetectionStatus } from '@inventario/shared/domain/recognition/detection';

/** The goods table's filters: detection statuses (any of them), a location, a text. */
export interface GoodsFilterValues {
  detection: DetectionStatus[];
  idLocation: number | null;
  text: string;
}

export const EMPTY_GOODS_FILTERS: GoodsFilterValues = { detection: [], idLocation: null, text: '' };

/** The filters as the search's body: only those set. */
export function toGoodsSearch(values: GoodsFilterValues): RecognitionAssetSearch {
  const text = values.text.trim();
  return {
    ...(values.detection.length > 0 ? { detection: [...values.detection] } : {}),
    ...(values.idLocation !== null ? { idLocation: values.idLocation } : {}),
    ...(text ? { text } : {}),
  };
}

export function hasGoodsFilters(search: RecognitionAssetSearch): boolean {
  return Boolean(search.detection?.length || search.idLocation || search.text);
}
