import { Link } from 'react-router-dom';
import { buttonClass, useAsync } from '@shop/ui-kit';
import { fetchVisibleFaqs } from '../api/storefront-api';
import { Section } from '../shared/Section';
import { FaqAccordion } from './FaqAccordion';
import styles from './Pages.module.css';

/** /all-faqs: every visible FAQ, then the 'Still have questions?' box. */
export default function FaqsPage() {
  const faqs = useAsync('FAQs', fetchVisibleFaqs);
  return (
    <Section id="all-faqs" title="All Frequently Asked Questions" headingLevel={1} centered>
      <div className={styles.narrow}>
        <FaqAccordion faqs={faqs.data ?? []} />
        <aside className={styles.stillBox} aria-labelledby="still-title">
          <h2 id="still-title" className={styles.stillTitle}>
            Still have questions?
          </h2>
          <p>Our team is happy to help with shades, skin types and orders.</p>
          <Link className={buttonClass({ variant: 'primary' })} to={{ pathname: '/', hash: '#contact' }}>
            Contact us
          </Link>
        </aside>
      </div>
    </Section>
  );
}
