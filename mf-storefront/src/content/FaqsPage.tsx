import { Link } from 'react-router-dom';
import { buttonClass, useAsync } from '@shop/ui-kit';
import { fetchVisibleFaqs } from '../api/storefront-api';
import { Section } from '../shared/Section';
import { FaqAccordion } from './FaqAccordion';
import styles from './Pages.module.css';
import { useT } from '../i18n/messages';

/** /all-faqs: every visible FAQ, then the 'Still have questions?' box. */
export default function FaqsPage() {
  const faqs = useAsync('FAQs', fetchVisibleFaqs);
  const t = useT();
  return (
    <Section id="all-faqs" title={t('faqs.all')} headingLevel={1} centered>
      <div className={styles.narrow}>
        <FaqAccordion faqs={faqs.data ?? []} />
        <aside className={styles.stillBox} aria-labelledby="still-title">
          <h2 id="still-title" className={styles.stillTitle}>
            {t('faqs.still')}
          </h2>
          <p>{t('faqs.help')}</p>
          <Link className={buttonClass({ variant: 'primary' })} to={{ pathname: '/', hash: '#contact' }}>
            {t('contact.title')}
          </Link>
        </aside>
      </div>
    </Section>
  );
}
