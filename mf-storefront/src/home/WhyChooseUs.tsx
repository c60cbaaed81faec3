import { Section } from '../shared/Section';
import styles from './Home.module.css';

/* Line icons drawn inline (24x24): no emoji, whose look depends on the visitor's fonts. */
const ICONS = {
  authentic: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  curated: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  support: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4',
} as const;

const FEATURES = [
  { icon: ICONS.authentic, title: '100% Authentic', text: 'Every product comes from the brand or its official distributor in Egypt.' },
  { icon: ICONS.delivery, title: 'Fast Delivery', text: 'Shipping to every governorate, with rates shown before you pay.' },
  { icon: ICONS.curated, title: 'Curated with Care', text: 'Skincare, makeup and fragrance we would happily use ourselves.' },
  { icon: ICONS.support, title: 'Real Support', text: 'Questions about shades or skin types? Our team answers within 24 hours.' },
];

/** The static Why Choose Us section: four feature items. */
export function WhyChooseUs() {
  return (
    <Section id="why-choose-us" eyebrow="Why us" title="Why Choose Us" centered intro="Beauty shopping that feels as good as the products themselves.">
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={feature.icon} />
              </svg>
            </span>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.featureText}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
