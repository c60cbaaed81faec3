import { z } from 'zod';
import { GENDERS } from '../constants';

export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

/** Both specs: a gender that is missing or not Male, Female or Other becomes 'Other'. */
export function normalizeGender(value: unknown): Gender {
  return (GENDERS as readonly unknown[]).includes(value) ? (value as Gender) : 'Other';
}

/*
 * In update bodies: a present gender is normalised; an object or array is still rejected so no
 * operator (`{"$ne": ...}`) slips through as "just another invalid value". An absent key leaves the
 * stored gender alone: partial updates must not reset it.
 */
export const genderField = z
  .preprocess((v) => (v !== null && typeof v === 'object' ? v : normalizeGender(v)), Gender)
  .optional();
