import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { Button, Notice, TextField } from '@shop/ui-kit';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS, loginFailure } from './auth-messages';
import { loginReturningTo, safeReturnTo } from './return-to';
import { useAlreadySignedIn } from './useAlreadySignedIn';
import { useDelayedRedirect } from './useDelayedRedirect';
import styles from './AuthPage.module.css';
import { usePageT as useT } from '../i18n/messages';

export default function LoginPage() {
  const { login } = useAuth();
  const redirect = useDelayedRedirect();
  const t = useT();
  // issue 32: back to where the shopper was going (the checkout, /admin), else the spec's /profile
  const returnTo = safeReturnTo(useLocation().search);
  const alreadySignedIn = useAlreadySignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await login({ email, password, rememberMe });
      setResult({ type: 'success', text: t(returnTo ? 'auth.loginSuccessReturn' : 'auth.loginSuccess') });
      redirect(returnTo ?? '/profile', REDIRECT_DELAY_MS);
    } catch (error) {
      setResult({ type: 'error', text: loginFailure(error, t) });
      setBusy(false);
    }
  };

  if (alreadySignedIn) return <Navigate to={returnTo ?? '/profile'} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t('auth.welcomeBack')}
        </h1>
        <p className={styles.subtitle}>{t('auth.loginSubtitle')}</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
          <label className={styles.check}>
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            {t('auth.rememberMe')}
          </label>
          <Link to="/forgot-password" className={styles.forgot}>
            {t('auth.forgotLink')}
          </Link>
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={busy}>
            {t('common.logIn')}
          </Button>
        </form>
        <p className={styles.switch}>
          {t('auth.newHere')} <Link to={returnTo ? loginReturningTo(returnTo, '/signup') : '/signup'}>{t('account.signup')}</Link>
        </p>
      </section>
    </div>
  );
}
