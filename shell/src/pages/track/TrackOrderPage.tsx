import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackingPath } from '@shop/contracts';
import { Button, Notice, TextField, errorMessage, useTextInput } from '@shop/ui-kit';
import { trackOrder } from '../orders/after-order-api';
import styles from '../AuthPage.module.css';
import { usePageT as useT } from '../../i18n/messages';

/**
 * /track (issue 32): a guest opens their order with its number and the e-mail or phone it was placed with. The
 * details go in the body of a POST, never in the address (access logs, history).
 */
export default function TrackOrderPage() {
  const t = useT();
  const navigate = useNavigate();
  const number = useTextInput();
  const contact = useTextInput();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    const typed = contact.value.trim();
    const key = { number: number.value };
    try {
      const order = await trackOrder(
        typed.includes('@') ? { ...key, email: typed } : { ...key, phone: typed },
      );
      navigate(trackingPath(order.trackingToken), { state: { order } });
    } catch (error) {
      setFailure(errorMessage(error, t('track.failed')));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="track-title">
        <h1 id="track-title" className={styles.title}>
          {t('track.title')}
        </h1>
        <p className={styles.subtitle}>{t('track.subtitle')}</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TextField label={t('track.number')} inputMode="numeric" dir="ltr" {...number} required />
          <TextField label={t('track.contact')} autoComplete="email" dir="ltr" {...contact} required />
          {failure && <Notice type="error">{failure}</Notice>}
          <Button type="submit" block disabled={busy}>
            {t('track.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
