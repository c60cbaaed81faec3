import { siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchCategories, fetchSiteConfig, fetchSocialLinks } from '@shop/app-context';

/** Configuration, social links and categories for the navigation and the footer (loaded once per page). */
export function useSiteContent() {
  // On `/` the gateway sends all three with the page (docs/decisions/005): rendered at once, and the shared
  // reads take them as their answers, so they are not asked for again (docs/decisions/015).
  const config = useAsync('site configuration', fetchSiteConfig, [], siteBootstrap().config);
  const social = useAsync('social links', fetchSocialLinks, [], siteBootstrap().social);
  const categories = useAsync('categories', fetchCategories, [], siteBootstrap().categories?.data);
  return { config: config.data, social: social.data, categories: categories.data };
}
