import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { Button, FieldGrid, Notice, TextField } from '@shop/ui-kit';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS, signupFailure } from './auth-messages';
import { loginReturningTo, safeReturnTo } from './return-to';
import { FROM_SIGNUP, useAlreadySignedIn } from './useAlreadySignedIn';
import { useDelayedRedirect } from './useDelayedRedirect';
import styles from './AuthPage.module.css';
import { usePageT as useT } from '../i18n/messages';

export default function SignupPage() {
  const { signup } = useAuth();
  const redirect = useDelayedRedirect();
  const t = useT();
  // issue 32: a sign-up reached with returnTo (signed in by it) ends there; else the spec's /login
  const returnTo = safeReturnTo(useLocation().search);
  const alreadySignedIn = useAlreadySignedIn();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await signup(form);
      setResult({ type: 'success', text: t(returnTo ? 'auth.signupSuccessReturn' : 'auth.signupSuccess') });
      if (returnTo) redirect(returnTo, REDIRECT_DELAY_MS);
      else redirect('/login', REDIRECT_DELAY_MS, FROM_SIGNUP);
    } catch (error) {
      setResult({ type: 'error', text: signupFailure(error, t) });
      setBusy(false);
    }
  };

  if (alreadySignedIn) return <Navigate to={returnTo ?? '/profile'} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          {t('auth.createAccount')}
        </h1>
        <p className={styles.subtitle}>{t('auth.signupSubtitle')}</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <FieldGrid narrowCard>
            <TextField label={t('auth.firstName')} autoComplete="given-name" value={form.first_name} onChange={(e) => set('first_name')(e.target.value)} required />
            <TextField label={t('auth.lastName')} autoComplete="family-name" value={form.last_name} onChange={(e) => set('last_name')(e.target.value)} required />
          </FieldGrid>
          <TextField label={t('auth.email')} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email')(e.target.value)} required />
          <PasswordField value={form.password} onChange={set('password')} autoComplete="new-password" hint={t('auth.passwordHint', { min: 8 })} />
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={busy}>
            {t('account.signup')}
          </Button>
        </form>
        <p className={styles.switch}>
          {t('auth.haveAccount')} <Link to={returnTo ? loginReturningTo(returnTo) : '/login'}>{t('common.logIn')}</Link>
        </p>
      </section>
    </div>
  );
}
