import { ButtonLink } from '@shop/ui-kit';
import styles from './StatusPage.module.css';

export default function RestrictedAccessPage() {
  return (
    <section className={styles.page} aria-labelledby="restricted-title">
      <div>
        <div className={styles.art} aria-hidden="true">
          🔒
        </div>
        <h1 id="restricted-title" className={styles.title}>
          Oopsie!
        </h1>
        <p className={styles.text}>
          Looks like you&apos;ve wandered into restricted territory. Log in with your admin account to unlock the secrets of
          this page!
        </p>
        <div className={styles.buttons}>
          <ButtonLink to="/login">Log in as Admin</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Go back home
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
