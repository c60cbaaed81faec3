import { Button, ButtonLink } from '@shop/ui-kit';
import styles from './StatusPage.module.css';

export default function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div>
        <div className={styles.art} aria-hidden="true">
          404
        </div>
        <h1 id="not-found-title" className={styles.title}>
          Well, this is awkward...
        </h1>
        <p className={styles.text}>
          We searched high and low, but this page has vanished into the void. Maybe try again or head back home?
        </p>
        <div className={styles.buttons}>
          <ButtonLink to="/">Go back home</ButtonLink>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </div>
      </div>
    </section>
  );
}
