import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '@shop/contracts';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS, passwordResetFailure } from './auth-messages';
import { resetPassword } from './password-api';
import { useAuthForm } from './useAuthForm';
import { useDelayedRedirect } from './useDelayedRedirect';
import { usePageT as useT } from '../i18n/messages';

/** Issue 32: the reset e-mail's link lands here with its token; a new password, then the login page. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const redirect = useDelayedRedirect();
  const t = useT();
  const [password, setPassword] = useState('');
  const { busy, result, send } = useAuthForm(
    async () => {
      await resetPassword({ token, password });
      redirect('/login', REDIRECT_DELAY_MS);
      return t('auth.resetSuccess');
    },
    (error) => passwordResetFailure(error, t),
  );

  return (
    <AuthCard
      title={t('auth.chooseNew')}
      subtitle={t('auth.resetSubtitle', { min: PASSWORD_MIN })}
      onSubmit={send}
      result={result}
      submitLabel={t('auth.saveNew')}
      submitDisabled={busy || !token}
      footer={
        <>
          {t('auth.linkBroken')} <Link to="/forgot-password">{t('auth.askNew')}</Link>
        </>
      }
    >
      <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
    </AuthCard>
  );
}
