import { useLocation } from 'react-router';
import { Wordmark } from '../components/ui/wordmark';
import { useSession } from '../features/auth/hooks/use-auth';
import styles from './app-header.module.css';
import { UserMenu, WorkspaceSwitcher } from './lazy-screens';

const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);
const WORKSPACE_PAGE = /(^|\/)(instruction|presentation|canvas)\/?$/;
// Full-screen presenters: a header under them would only be read by screen readers and tab order.
const PRESENTER_PAGE = /(^\/review\/[^/]+|\/present)\/?$/;

/** Whether the global header shows on this path (spec §2 Header). */
export function isHeaderVisible(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !AUTH_PAGES.has(path) && !WORKSPACE_PAGE.test(path) && !PRESENTER_PAGE.test(path);
}

/** The global header: wordmark to /projects and the user menu; nothing when signed out. */
export function AppHeader() {
  const { pathname } = useLocation();
  const { user } = useSession();
  if (!user || !isHeaderVisible(pathname)) return null;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <Wordmark to="/projects" />
          <WorkspaceSwitcher />
        </div>
        <UserMenu />
      </div>
    </header>
  );
}
