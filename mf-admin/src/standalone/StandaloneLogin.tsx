import { useState, type FormEvent } from 'react';
import { useAuth } from '@shop/app-context';
import { Button, Notice, TextField, errorMessage, useTextInput } from '@shop/ui-kit';
import styles from './StandaloneApp.module.css';

/** Standalone only: the shell owns the real login page; this one lets the back-office team sign in here. */
export function StandaloneLogin({ signedInAsCustomer }: { signedInAsCustomer: boolean }) {
  const { login } = useAuth();
  const email = useTextInput();
  const password = useTextInput();
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    try {
      await login({ email: email.value, password: password.value });
    } catch (error) {
      setFailure(errorMessage(error, 'Login failed. Please try again.'));
    }
  };

  return (
    <form className={styles.login} onSubmit={submit} aria-label="Admin login">
      <h1>mf-admin · standalone</h1>
      {signedInAsCustomer && (
        <Notice type="info">This account is not an admin. Sign in with an admin account.</Notice>
      )}
      <TextField label="Email" type="email" autoComplete="username" {...email} required />
      <TextField label="Password" type="password" autoComplete="current-password" {...password} required />
      {failure && <Notice type="error">{failure}</Notice>}
      <Button type="submit">Log in</Button>
    </form>
  );
}
