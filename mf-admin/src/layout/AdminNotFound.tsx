import { Button, ButtonLink } from '@shop/ui-kit';
import styles from './AdminNotFound.module.css';

/** Admin spec §2: any other path under /admin. The sidebar stays, so the admin can carry on from here. */
export default function AdminNotFound() {
  return (
    <section className={styles.page} aria-labelledby="admin-not-found-title">
      <div className={styles.art} aria-hidden="true">
        404
      </div>
      <h1 id="admin-not-found-title" className={styles.title}>
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
    </section>
  );
}
