import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Category, SiteConfig, SocialLinks } from '@shop/contracts';
import { SOCIAL_LABELS, SocialIcon } from '@shop/ui-kit';
import { footerBrand, socialLinksToShow, visibleCategories } from '../content/footer-rules';
import styles from './Footer.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

interface FooterProps {
  config: SiteConfig | undefined;
  social: SocialLinks | undefined;
  categories: Category[] | undefined;
}

/** Storefront spec §2: the site's links, categories (never Unassigned Items), social links that are set. */
export function Footer({ config, social, categories }: FooterProps) {
  const text = useLocalized();
  // the configuration's Arabic twins on an Arabic page (decision 025), English where none is written
  const brand = footerBrand(config && { name: text(config, 'name'), slogan1: text(config, 'slogan1'), slogan2: text(config, 'slogan2') });
  const links = socialLinksToShow(social);
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {brand.name}
          </h2>
          <p className={styles.slogan}>{brand.slogan1}</p>
          <p className={styles.slogan}>{brand.slogan2}</p>
          {links.length > 0 && (
            <div className={styles.social}>
              {links.map(({ network, url }) => (
                <a key={network} href={url} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_LABELS[network]}>
                  <SocialIcon name={network} />
                </a>
              ))}
            </div>
          )}
        </section>
        <FooterLinks title={t('footer.shop')}>
          <li>
            <Link to="/our-collection">{t('nav.collection')}</Link>
          </li>
          <li>
            <Link to={{ pathname: '/', hash: '#new-arrivals' }}>{t('footer.newArrivals')}</Link>
          </li>
        </FooterLinks>
        <FooterLinks title={t('footer.categories')}>
          {visibleCategories(categories).map((category) => (
            <li key={category._id}>
              <Link to={{ pathname: '/our-collection', search: `?category=${category._id}` }}>{text(category, 'title')}</Link>
            </li>
          ))}
        </FooterLinks>
        <FooterLinks title={t('footer.help')}>
          <li>
            <Link to={{ pathname: '/', hash: '#contact' }}>{t('footer.contactUs')}</Link>
          </li>
          <li>
            <Link to="/all-faqs">{t('footer.faqs')}</Link>
          </li>
          <li>
            <Link to="/about-us">{t('footer.story')}</Link>
          </li>
        </FooterLinks>
      </div>
      <p className={styles.bottom}>
        {t('footer.rights', { year: new Date().getFullYear(), name: brand.name })}
      </p>
    </footer>
  );
}

/** A column of the footer's links under its heading, named by it for screen readers. */
function FooterLinks({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}
