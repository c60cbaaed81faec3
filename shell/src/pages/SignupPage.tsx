import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { FieldGrid, TextField } from '@shop/ui-kit';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS, signupFailure } from './auth-messages';
import { loginReturningTo, safeReturnTo } from './return-to';
import { FROM_SIGNUP, useAlreadySignedIn } from './useAlreadySignedIn';
import { useAuthForm } from './useAuthForm';
import { useDelayedRedirect } from './useDelayedRedirect';
import { usePageT as useT } from '../i18n/messages';

export default function SignupPage() {
  const { signup } = useAuth();
  const redirect = useDelayedRedirect();
  const t = useT();
  // issue 32: a sign-up reached with returnTo (signed in by it) ends there; else the spec's /login
  const returnTo = safeReturnTo(useLocation().search);
  const alreadySignedIn = useAlreadySignedIn();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { busy, result, send } = useAuthForm(
    async () => {
      await signup(form);
      if (returnTo) redirect(returnTo, REDIRECT_DELAY_MS);
      else redirect('/login', REDIRECT_DELAY_MS, FROM_SIGNUP);
      return t(returnTo ? 'auth.signupSuccessReturn' : 'auth.signupSuccess');
    },
    (error) => signupFailure(error, t),
  );

  if (alreadySignedIn) return <Navigate to={returnTo ?? '/profile'} replace />;
  return (
    <AuthCard
      title={t('auth.createAccount')}
      subtitle={t('auth.signupSubtitle')}
      onSubmit={send}
      result={result}
      submitLabel={t('account.signup')}
      submitDisabled={busy}
      footer={
        <>
          {t('auth.haveAccount')} <Link to={returnTo ? loginReturningTo(returnTo) : '/login'}>{t('common.logIn')}</Link>
        </>
      }
    >
      <FieldGrid narrowCard>
        <TextField label={t('auth.firstName')} autoComplete="given-name" value={form.first_name} onChange={(e) => set('first_name')(e.target.value)} required />
        <TextField label={t('auth.lastName')} autoComplete="family-name" value={form.last_name} onChange={(e) => set('last_name')(e.target.value)} required />
      </FieldGrid>
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email')(e.target.value)} required />
      <PasswordField value={form.password} onChange={set('password')} autoComplete="new-password" hint={t('auth.passwordHint', { min: 8 })} />
    </AuthCard>
  );
}
