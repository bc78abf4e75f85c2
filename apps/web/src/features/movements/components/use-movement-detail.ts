import { useState } from 'react';
import { useParams } from 'react-router';
import { useAllYears } from '@/features/reference-lists';
import { useMovementWithAssets } from '../api/get-movement-with-assets.ts';

/**
 * What every movement detail page loads and keeps: the route's movement with its assets, the school's
 * years (the editor checks dates against them), the first of those loads that failed, and whether
 * the movement is being edited.
 */
export function useMovementDetail() {
  const id = Number(useParams().id);
  const movement = useMovementWithAssets(id);
  const years = useAllYears();
  const [editing, setEditing] = useState(false);
  const failed = [movement, years].find((query) => query.isError);
  return { id, movement, years, failed, editing, setEditing };
}
