import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Notice } from '@shop/ui-kit';
import { PASSWORD_MIN } from '@shop/contracts';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS, passwordResetFailure } from './auth-messages';
import { resetPassword } from './password-api';
import { useDelayedRedirect } from './useDelayedRedirect';
import styles from './AuthPage.module.css';
import { usePageT as useT } from '../i18n/messages';

/** Issue 32: the reset e-mail's link lands here with its token; a new password, then the login page. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const redirect = useDelayedRedirect();
  const t = useT();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await resetPassword({ token, password });
      setResult({ type: 'success', text: t('auth.resetSuccess') });
      redirect('/login', REDIRECT_DELAY_MS);
    } catch (error) {
      setResult({ type: 'error', text: passwordResetFailure(error, t) });
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {t('auth.chooseNew')}
        </h1>
        <p className={styles.subtitle}>
          {t('auth.resetSubtitle', { min: PASSWORD_MIN })}
        </p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={busy || !token}>
            {t('auth.saveNew')}
          </Button>
        </form>
        <p className={styles.switch}>
          {t('auth.linkBroken')} <Link to="/forgot-password">{t('auth.askNew')}</Link>
        </p>
      </section>
    </div>
  );
}
