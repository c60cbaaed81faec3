import { Button, ButtonLink, StatusScreen } from '@shop/ui-kit';
import styles from './AdminNotFound.module.css';

/** Admin spec §2: any other path under /admin. The sidebar stays, so the admin can carry on from here. */
export default function AdminNotFound() {
  return (
    <StatusScreen
      className={styles.page}
      art="404"
      title="Well, this is awkward..."
      text="We searched high and low, but this page has vanished into the void. Maybe try again or head back home?"
      actions={
        <>
          <ButtonLink to="/">Go back home</ButtonLink>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </>
      }
    />
  );
}
