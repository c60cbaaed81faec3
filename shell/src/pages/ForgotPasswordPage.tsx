import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@shop/ui-kit';
import { useLanguage } from '@shop/app-context';
import { AuthCard } from './AuthCard';
import { passwordResetFailure } from './auth-messages';
import { requestPasswordReset } from './password-api';
import { useAuthForm } from './useAuthForm';
import { usePageT as useT } from '../i18n/messages';

/** Issue 32: asks for a reset link; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const t = useT();
  const { language } = useLanguage();
  const { busy, result, send } = useAuthForm(
    async () => {
      const answer = await requestPasswordReset({ email });
      return (language === 'en' && answer.message) || t('auth.forgotAccepted');
    },
    (error) => passwordResetFailure(error, t),
    { repeatable: true },
  );

  return (
    <AuthCard
      title={t('auth.forgotLink')}
      subtitle={t('auth.forgotSubtitle')}
      onSubmit={send}
      result={result}
      submitLabel={t('auth.sendLink')}
      submitDisabled={busy}
      footer={
        <>
          {t('auth.remembered')} <Link to="/login">{t('common.logIn')}</Link>
        </>
      }
    >
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
    </AuthCard>
  );
}
