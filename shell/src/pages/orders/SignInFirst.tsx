import { ButtonLink } from '@shop/ui-kit';
import styles from './MyOrders.module.css';

/** What a signed-out visitor sees on an orders page (the profile page says the same of itself). */
export function SignInFirst({ what }: { what: string }) {
  return (
    <div className={styles.state}>
      <p>Please log in to view {what}.</p>
      <ButtonLink to="/login">Log in</ButtonLink>
    </div>
  );
}
