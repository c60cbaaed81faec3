import { useId, type ReactNode } from 'react';
import { Button, Notice } from '@shop/ui-kit';
import type { AuthResult } from './useAuthForm';
import styles from './AuthPage.module.css';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  onSubmit: () => void;
  /** The fields; the answer's notice and the submit button follow them. */
  children: ReactNode;
  result: AuthResult | undefined;
  submitLabel: string;
  submitDisabled: boolean;
  /** The line under the card: the way to the other form ("New here? Sign up"). */
  footer: ReactNode;
}

/** The card of the sign-in, sign-up and password pages: heading, one form with its answer, a way elsewhere. */
export function AuthCard({
  title,
  subtitle,
  onSubmit,
  children,
  result,
  submitLabel,
  submitDisabled,
  footer,
}: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {result && <Notice type={result.type}>{result.text}</Notice>}
          <Button type="submit" block disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </form>
        <p className={styles.switch}>{footer}</p>
      </section>
    </div>
  );
}
