import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Notice } from '@shop/ui-kit';
import { PASSWORD_MIN } from '@shop/contracts';
import { PasswordField } from './PasswordField';
import { PASSWORD_RESET_SUCCESS, REDIRECT_DELAY_MS, passwordResetFailure } from './auth-messages';
import { resetPassword } from './password-api';
import { useDelayedRedirect } from './useDelayedRedirect';
import styles from './AuthPage.module.css';

/** Issue 32: the reset e-mail's link lands here with its token; a new password, then the login page. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const redirect = useDelayedRedirect();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await resetPassword({ token, password });
      setResult({ type: 'success', text: PASSWORD_RESET_SUCCESS });
      redirect('/login', REDIRECT_DELAY_MS);
    } catch (error) {
      setResult({ type: 'error', text: passwordResetFailure(error) });
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Choose a new password
        </h1>
        <p className={styles.subtitle}>
          At least {PASSWORD_MIN} characters. Every device signed in to your account will be signed out.
        </p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={busy || !token}>
            Save new password
          </Button>
        </form>
        <p className={styles.switch}>
          Link not working? <Link to="/forgot-password">Ask for a new one</Link>
        </p>
      </section>
    </div>
  );
}
