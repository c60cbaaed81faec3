import type { SiteBootstrap } from '@shop/contracts';

/** Which read each part of the gateway's data block answers: the block holds those answers' bodies as is. */
const READ_OF_PART = {
  config: '/config',
  stats: '/stats',
  social: '/social',
  announcements: '/announcements/visible',
  categories: '/categories/',
} as const satisfies Record<SharedPart, string>;

/** The site-wide parts; a page's own parts (a product, the product list: decision 020; search results) are its page's to read. */
type SharedPart = Exclude<keyof SiteBootstrap, 'product' | 'products' | 'search'>;

/** The reads the page's own data block already answers, as [path, answer] (a part left out answers none). */
export function bootstrapAnswers(bootstrap: SiteBootstrap): Array<[string, unknown]> {
  return (Object.keys(READ_OF_PART) as SharedPart[]).flatMap((part) => {
    const answer = bootstrap[part];
    return answer === undefined ? [] : [[READ_OF_PART[part], answer] as [string, unknown]];
  });
}
