import { Section } from '../shared/Section';
import styles from './Home.module.css';

const FEATURES = [
  { icon: '✓', title: '100% Authentic', text: 'Every product comes from the brand or its official distributor in Egypt.' },
  { icon: '🚚', title: 'Fast Delivery', text: 'Shipping to every governorate, with rates shown before you pay.' },
  { icon: '♡', title: 'Curated with Care', text: 'Skincare, makeup and fragrance we would happily use ourselves.' },
  { icon: '☎', title: 'Real Support', text: 'Questions about shades or skin types? Our team answers within 24 hours.' },
];

/** The static Why Choose Us section: four feature items. */
export function WhyChooseUs() {
  return (
    <Section id="why-choose-us" eyebrow="Why us" title="Why Choose Us" centered intro="Beauty shopping that feels as good as the products themselves.">
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.featureText}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
