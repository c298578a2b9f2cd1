import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-auth';
import styles from './protected-route.module.css';

type ProtectedRouteProps = {
  /** Rendered when signed in; defaults to the nested route's outlet. */
  children?: ReactNode;
};

/**
 * Spec §2: shows "Loading..." while the session resolves; signed-out users go to /login
 * with the origin remembered in location state `from`.
 */
export function ProtectedRoute({ children }: ProtectedRouteProps) {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending && !user) {
    return (
      <div className={styles.loading} role="status">
        Loading...
      </div>
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children ?? <Outlet />;
}
