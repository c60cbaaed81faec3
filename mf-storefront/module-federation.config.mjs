// The storefront remote's Module Federation settings, as plain data (house style: one file per app).
// The exposed names are a contract with the shell: see docs/frontend-conventions.md before renaming one.
import { sharedSingletons } from '@shop/frontend-build';

const appDir = new URL('.', import.meta.url).pathname;

export default {
  name: 'storefront',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './HomePage': './src/exposed/HomePage.ts',
    './CatalogPage': './src/exposed/CatalogPage.ts',
    './ProductPage': './src/exposed/ProductPage.ts',
    './SearchPage': './src/exposed/SearchPage.ts',
    './StoryPage': './src/exposed/StoryPage.ts',
    './FaqsPage': './src/exposed/FaqsPage.ts',
    './ReviewPage': './src/exposed/ReviewPage.ts',
    './ContactSection': './src/exposed/ContactSection.ts',
    './ReviewsCarousel': './src/exposed/ReviewsCarousel.ts',
  },
  shared: sharedSingletons(appDir),
  shareStrategy: 'loaded-first',
};
