import { useAsync } from '@shop/ui-kit';
import { fetchCategories, fetchSiteConfig, fetchSocialLinks } from '../content/site-content';

/** Configuration, social links and categories for the navigation and the footer (loaded once per page). */
export function useSiteContent() {
  const config = useAsync('site configuration', fetchSiteConfig);
  const social = useAsync('social links', fetchSocialLinks);
  const categories = useAsync('categories', fetchCategories);
  return { config: config.data, social: social.data, categories: categories.data };
}
