import type { SiteConfig, Stats } from '@shop/contracts';
import { ButtonLink, Skeleton } from '@shop/ui-kit';
import { heroStats } from '../content/contact-rules';
import styles from './Home.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

/** Store name, first slogan, description, Shop Now / Learn More, and the three statistics. */
export function Hero({ config, stats }: { config: SiteConfig | undefined; stats: Stats | undefined }) {
  const figures = stats ? heroStats(stats) : undefined;
  const t = useT();
  const text = useLocalized();
  const items = [
    { label: t('hero.shipped'), value: figures?.productsShipped },
    { label: t('hero.rating'), value: figures?.customerRating },
    { label: t('hero.satisfaction'), value: figures?.satisfactionRate },
  ];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <span className={styles.storeName}>{config ? text(config, 'name') : <Skeleton width="8rem" height="1em" />}</span>
          <h1 id="hero-title" className={styles.slogan}>
            {config ? text(config, 'slogan1') : <Skeleton width="90%" height="2.16em" />}
          </h1>
          {/* Skeletons are as tall as the usual text (2 lines of slogan, 3 of description): nothing moves when it arrives. */}
          <p className={styles.description}>{config ? text(config, 'description') : <Skeleton height="4.65em" />}</p>
          <div className={styles.ctas}>
            <ButtonLink to="/our-collection">{t('hero.shopNow')}</ButtonLink>
            <ButtonLink to="/about-us" variant="secondary">
              {t('hero.learnMore')}
            </ButtonLink>
          </div>
        </div>
        <ul className={styles.stats} aria-label={t('hero.numbers')}>
          {items.map((item) => (
            <li key={item.label} className={styles.stat}>
              <span className={styles.statValue}>{item.value ?? <Skeleton width="4ch" height="1em" />}</span>
              <span className={styles.statLabel}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
