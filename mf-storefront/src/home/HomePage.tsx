import { Link } from 'react-router-dom';
import { ButtonLink, siteBootstrap, useAsync } from '@shop/ui-kit';
import {
  fetchCategories,
  fetchProducts,
  fetchSiteConfig,
  fetchStats,
  fetchVisibleFaqs,
} from '../api/storefront-api';
import { ProductGrid, ProductGridSkeleton } from '../catalog/ProductCard';
import { NEW_ARRIVALS_COUNT, newestProducts } from '../catalog/catalog-rules';
import { ContactSection } from '../content/ContactSection';
import { FaqAccordion } from '../content/FaqAccordion';
import { ReviewsCarousel } from '../content/ReviewsCarousel';
import { Section } from '../shared/Section';
import { storefrontCategories } from '../shared/visible-categories';
import { PHONE_QUERY, useMediaQuery } from '../shared/useMediaQuery';
import { Hero } from './Hero';
import { WhyChooseUs } from './WhyChooseUs';
import styles from './Home.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

export const HOME_FAQ_COUNT = 5;

/** / (storefront spec §2 Home page). */
export default function HomePage() {
  // The server's copy (docs/decisions/005): the hero renders at once, as the gateway already painted it.
  const bootstrap = siteBootstrap();
  const config = useAsync('site configuration', fetchSiteConfig, [], bootstrap.config);
  const stats = useAsync('statistics', fetchStats, [], bootstrap.stats);
  const products = useAsync('products', fetchProducts);
  const categories = useAsync('categories', fetchCategories, [], bootstrap.categories?.data);
  const faqs = useAsync('FAQs', fetchVisibleFaqs);
  const t = useT();
  const text = useLocalized();
  // on a phone the new arrivals come straight after the hero, within two screens (issue 33 item 4)
  const phone = useMediaQuery(PHONE_QUERY);

  return (
    <>
      <Hero config={config.data} stats={stats.data} />
      {!phone && <WhyChooseUs />}
      <Section
        id="new-arrivals"
        eyebrow={t('home.justIn')}
        title={t('home.newArrivals')}
        intro={t('home.newArrivalsIntro')}
      >
        {products.loading ? (
          <ProductGridSkeleton count={NEW_ARRIVALS_COUNT} columns={4} />
        ) : (
          <ProductGrid products={newestProducts(products.data ?? [], NEW_ARRIVALS_COUNT)} columns={4} />
        )}
        <div className={styles.center}>
          <ButtonLink to="/our-collection" variant="secondary">
            {t('home.viewAll')}
          </ButtonLink>
        </div>
      </Section>
      {phone && <WhyChooseUs />}
      <Section
        id="collection"
        eyebrow={t('home.browse')}
        title={t('catalog.title')}
        intro={t('home.collectionIntro')}
        soft
      >
        <ol className={styles.collections}>
          {storefrontCategories(categories.data).map((category, index) => (
            <li key={category._id}>
              <Link
                className={styles.collection}
                to={{ pathname: '/our-collection', search: `?category=${category._id}` }}
              >
                <span className={styles.collectionNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.collectionTitle}>{text(category, 'title')}</h3>
                <p className={styles.collectionText}>{text(category, 'description')}</p>
              </Link>
            </li>
          ))}
        </ol>
      </Section>
      <ReviewsCarousel />
      <Section id="faqs" eyebrow={t('faqs.eyebrow')} title={t('faqs.title')} centered>
        <div className={styles.faqWrap}>
          <FaqAccordion faqs={(faqs.data ?? []).slice(0, HOME_FAQ_COUNT)} />
          <div className={styles.center}>
            <ButtonLink to="/all-faqs" variant="secondary">
              {t('home.viewAllFaqs')}
            </ButtonLink>
          </div>
        </div>
      </Section>
      <ContactSection />
    </>
  );
}
