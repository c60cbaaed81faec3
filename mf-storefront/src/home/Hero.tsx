import type { SiteConfig, Stats } from '@shop/contracts';
import { ButtonLink, Skeleton } from '@shop/ui-kit';
import { heroStats } from '../content/contact-rules';
import styles from './Home.module.css';

/** Store name, first slogan, description, Shop Now / Learn More, and the three statistics. */
export function Hero({ config, stats }: { config: SiteConfig | undefined; stats: Stats | undefined }) {
  const figures = stats ? heroStats(stats) : undefined;
  const items = [
    { label: 'Products Shipped', value: figures?.productsShipped },
    { label: 'Customer Rating', value: figures?.customerRating },
    { label: 'Satisfaction Rate', value: figures?.satisfactionRate },
  ];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <span className={styles.storeName}>{config ? config.name : <Skeleton width="8rem" height="1em" />}</span>
          <h1 id="hero-title" className={styles.slogan}>
            {config ? config.slogan1 : <Skeleton width="90%" height="2.16em" />}
          </h1>
          {/* Skeletons are as tall as the usual text (2 lines of slogan, 3 of description): nothing moves when it arrives. */}
          <p className={styles.description}>{config ? config.description : <Skeleton height="4.65em" />}</p>
          <div className={styles.ctas}>
            <ButtonLink to="/our-collection">Shop Now</ButtonLink>
            <ButtonLink to="/about-us" variant="secondary">
              Learn More
            </ButtonLink>
          </div>
        </div>
        <ul className={styles.stats} aria-label="Our numbers">
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
