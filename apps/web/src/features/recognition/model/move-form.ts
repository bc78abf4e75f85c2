import { z } from 'zod';
import { requiredDate } from '@/components/forms/form-fields.ts';

/** The move of a good found elsewhere: the day it is recorded in its new location. */
export interface MoveValues {
  date: string | null;
}

export const moveFormSchema = z.object({ date: requiredDate });
