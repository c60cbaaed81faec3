import { siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchSiteConfig, fetchSocialLinks } from '@shop/app-context';
import { fetchCategories } from '../content/site-content';

/** Configuration, social links and categories for the navigation and the footer (loaded once per page). */
export function useSiteContent() {
  // On `/` the gateway sends both with the page (docs/decisions/005); they are still loaded again.
  const config = useAsync('site configuration', fetchSiteConfig, [], siteBootstrap().config);
  const social = useAsync('social links', fetchSocialLinks, [], siteBootstrap().social);
  const categories = useAsync('categories', fetchCategories);
  return { config: config.data, social: social.data, categories: categories.data };
}
