import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Notice, TextField } from '@shop/ui-kit';
import { useLanguage } from '@shop/app-context';
import { passwordResetFailure } from './auth-messages';
import { requestPasswordReset } from './password-api';
import styles from './AuthPage.module.css';
import { usePageT as useT } from '../i18n/messages';

/** Issue 32: asks for a reset link; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const t = useT();
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      const answer = await requestPasswordReset({ email });
      setResult({ type: 'success', text: (language === 'en' && answer.message) || t('auth.forgotAccepted') });
    } catch (error) {
      setResult({ type: 'error', text: passwordResetFailure(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          {t('auth.forgotLink')}
        </h1>
        <p className={styles.subtitle}>{t('auth.forgotSubtitle')}</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={busy}>
            {t('auth.sendLink')}
          </Button>
        </form>
        <p className={styles.switch}>
          {t('auth.remembered')} <Link to="/login">{t('common.logIn')}</Link>
        </p>
      </section>
    </div>
  );
}
