import { useAsync } from '@shop/ui-kit';
import { fetchSiteConfig, fetchVisibleFaqs } from '../api/storefront-api';
import { Section } from '../shared/Section';
import { ContactSection } from './ContactSection';
import { FaqAccordion } from './FaqAccordion';
import { ReviewsCarousel } from './ReviewsCarousel';
import styles from './Pages.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

const VALUES = ['glamour', 'radiance', 'elegance'] as const;

/** /about-us: 'Loading...' until the configuration arrives, then the story, FAQs, reviews and contact. */
export default function StoryPage() {
  const config = useAsync('site configuration', fetchSiteConfig);
  const faqs = useAsync('FAQs', fetchVisibleFaqs);
  const t = useT();
  const text = useLocalized();
  if (config.loading) return <p className={styles.loading}>{t('common.loading')}</p>;
  return (
    <>
      <section className={styles.story} aria-labelledby="story-title">
        <h1 id="story-title" className={styles.storyTitle}>
          {t('story.title')}
        </h1>
        <p className={styles.paragraph}>{config.data && text(config.data, 'aboutUs1')}</p>
        <p className={styles.paragraph}>{config.data && text(config.data, 'aboutUs2')}</p>
        <ul className={styles.values} aria-label={t('story.values')}>
          {VALUES.map((value) => (
            <li key={value} className={styles.value}>
              {t(`story.valueNames.${value}`)}
            </li>
          ))}
        </ul>
      </section>
      <Section id="faqs" eyebrow={t('faqs.eyebrow')} title={t('faqs.title')} centered>
        <div className={styles.narrow}>
          <FaqAccordion faqs={faqs.data ?? []} />
        </div>
      </Section>
      <ReviewsCarousel />
      <ContactSection />
    </>
  );
}
