import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { Icon } from './icons';
import { SIDEBAR_ENTRIES } from './sidebar-entries';
import { userBadge } from './sidebar-rules';
import styles from './Sidebar.module.css';

export const SIDEBAR_ID = 'admin-sidebar';

interface SidebarProps {
  open: boolean;
  onClose: () => void;
  /** Called after a link is followed (the narrow layout closes the sidebar then). */
  onNavigate: () => void;
}

/** The 11 entries of admin spec §2 and the signed-in admin's card, linking to /profile. */
export function Sidebar({ open, onClose, onNavigate }: SidebarProps) {
  const { user } = useAuth();
  const badge = userBadge(user);
  return (
    <aside
      id={SIDEBAR_ID}
      className={[styles.sidebar, open && styles.open].filter(Boolean).join(' ')}
      inert={!open}
      aria-label="Admin"
    >
      <div className={styles.head}>
        <span className={styles.brand}>Admin Dashboard</span>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onClose}
          aria-label="Close sidebar"
          aria-controls={SIDEBAR_ID}
        >
          <Icon name="collapse" />
        </button>
      </div>
      <nav className={styles.nav} aria-label="Admin sections">
        <ul className={styles.list}>
          {SIDEBAR_ENTRIES.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  [styles.link, isActive && styles.active].filter(Boolean).join(' ')
                }
              >
                <Icon name={entry.icon} />
                <span>{entry.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to="/profile"
        className={styles.user}
        onClick={onNavigate}
        aria-label={`Your profile: ${badge.name}, ${badge.email}`}
      >
        <span className={styles.avatar} aria-hidden="true">
          {badge.initial}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{badge.name}</span>
          <span className={styles.email}>{badge.email}</span>
        </span>
      </Link>
    </aside>
  );
}
