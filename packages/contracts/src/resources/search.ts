import { z } from 'zod';
import { money, objectId } from '../common';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';

/*
 * GET /api/search (issue 33): the header's suggestions and the /search page. The catalogue page's own filter
 * (storefront spec) stays a substring match over the list; this is the fuzzy, ranked search beside it.
 */

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 10;
/** The header asks from the second letter on. */
export const SEARCH_SUGGEST_MIN = 2;

export const SearchLanguage = z.enum(LANGUAGES);
export type SearchLanguage = z.infer<typeof SearchLanguage>;

export const SearchQuery = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`),
  lang: SearchLanguage.default(DEFAULT_LANGUAGE),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_LIMIT_MAX, `limit must be at most ${SEARCH_LIMIT_MAX}`)
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
export type SearchQueryInput = z.input<typeof SearchQuery>;

/** A category named in the asked language (English when it has no Arabic name). */
export const SearchCategory = z.object({ _id: objectId, title: z.string() });
export type SearchCategory = z.infer<typeof SearchCategory>;

export const SearchHit = z.object({
  _id: objectId,
  /** In the asked language, English when the product has no Arabic title. */
  title: z.string(),
  price: money,
  image: z.string(),
  category: SearchCategory.nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** `total`: every product that matched (`data` is the best `limit`); `categories`: those whose name matched. */
export const SearchResponse = z.object({
  data: z.array(SearchHit),
  total: z.number().int().min(0),
  categories: z.array(SearchCategory),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
