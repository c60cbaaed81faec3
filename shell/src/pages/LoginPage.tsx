import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { TextField } from '@shop/ui-kit';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS, loginFailure } from './auth-messages';
import { loginReturningTo, safeReturnTo } from './return-to';
import { useAlreadySignedIn } from './useAlreadySignedIn';
import { useAuthForm } from './useAuthForm';
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
  const { busy, result, send } = useAuthForm(
    async () => {
      await login({ email, password, rememberMe });
      redirect(returnTo ?? '/profile', REDIRECT_DELAY_MS);
      return t(returnTo ? 'auth.loginSuccessReturn' : 'auth.loginSuccess');
    },
    (error) => loginFailure(error, t),
  );

  if (alreadySignedIn) return <Navigate to={returnTo ?? '/profile'} replace />;
  return (
    <AuthCard
      title={t('auth.welcomeBack')}
      subtitle={t('auth.loginSubtitle')}
      onSubmit={send}
      result={result}
      submitLabel={t('common.logIn')}
      submitDisabled={busy}
      footer={
        <>
          {t('auth.newHere')} <Link to={returnTo ? loginReturningTo(returnTo, '/signup') : '/signup'}>{t('account.signup')}</Link>
        </>
      }
    >
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <label className={styles.check}>
        <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        {t('auth.rememberMe')}
      </label>
      <Link to="/forgot-password" className={styles.forgot}>
        {t('auth.forgotLink')}
      </Link>
    </AuthCard>
  );
}
