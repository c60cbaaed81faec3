import { useAsync } from '@shop/ui-kit';
import { fetchSiteConfig, fetchVisibleFaqs } from '../api/storefront-api';
import { Section } from '../shared/Section';
import { ContactSection } from './ContactSection';
import { FaqAccordion } from './FaqAccordion';
import { ReviewsCarousel } from './ReviewsCarousel';
import styles from './Pages.module.css';

const VALUES = ['Glamour', 'Radiance', 'Elegance'];

/** /about-us: 'Loading...' until the configuration arrives, then the story, FAQs, reviews and contact. */
export default function StoryPage() {
  const config = useAsync('site configuration', fetchSiteConfig);
  const faqs = useAsync('FAQs', fetchVisibleFaqs);
  if (config.loading) return <p className={styles.loading}>Loading...</p>;
  return (
    <>
      <section className={styles.story} aria-labelledby="story-title">
        <h1 id="story-title" className={styles.storyTitle}>
          Our Story
        </h1>
        <p className={styles.paragraph}>{config.data?.aboutUs1}</p>
        <p className={styles.paragraph}>{config.data?.aboutUs2}</p>
        <ul className={styles.values} aria-label="Our values">
          {VALUES.map((value) => (
            <li key={value} className={styles.value}>
              {value}
            </li>
          ))}
        </ul>
      </section>
      <Section id="faqs" eyebrow="Good to know" title="Frequently Asked Questions" centered>
        <div className={styles.narrow}>
          <FaqAccordion faqs={faqs.data ?? []} />
        </div>
      </Section>
      <ReviewsCarousel />
      <ContactSection />
    </>
  );
}
