import { Section } from '../shared/Section';
import styles from './Home.module.css';
import { useT } from '../i18n/messages';

/* Line icons drawn inline (24x24): no emoji, whose look depends on the visitor's fonts. */
const ICONS = {
  authentic: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  curated: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  support: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4',
} as const;

/** Each feature's title and text are `why.<key>.title` / `.text` in the catalogue. */
const FEATURES = [
  { icon: ICONS.authentic, key: 'authentic' },
  { icon: ICONS.delivery, key: 'delivery' },
  { icon: ICONS.curated, key: 'curated' },
  { icon: ICONS.support, key: 'support' },
] as const;

/** The static Why Choose Us section: four feature items. */
export function WhyChooseUs() {
  const t = useT();
  return (
    <Section id="why-choose-us" eyebrow={t('why.eyebrow')} title={t('why.title')} centered intro={t('why.intro')}>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.key} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={feature.icon} />
              </svg>
            </span>
            <h3 className={styles.featureTitle}>{t(`why.${feature.key}.title`)}</h3>
            <p className={styles.featureText}>{t(`why.${feature.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
