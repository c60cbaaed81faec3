import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Notice, TextField } from '@shop/ui-kit';
import { FORGOT_PASSWORD_ACCEPTED } from '@shop/contracts';
import { passwordResetFailure } from './auth-messages';
import { requestPasswordReset } from './password-api';
import styles from './AuthPage.module.css';

/** Issue 32: asks for a reset link; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      const answer = await requestPasswordReset({ email });
      setResult({ type: 'success', text: answer.message ?? FORGOT_PASSWORD_ACCEPTED });
    } catch (error) {
      setResult({ type: 'error', text: passwordResetFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          Forgot your password?
        </h1>
        <p className={styles.subtitle}>Enter your email and we will send you a link to choose a new one.</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={busy}>
            Send reset link
          </Button>
        </form>
        <p className={styles.switch}>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </section>
    </div>
  );
}
