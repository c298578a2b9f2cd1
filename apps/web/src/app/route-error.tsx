import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import styles from './route-error.module.css';

/** Per-route error boundary: a calm message and a way out. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>This page could not be shown. Reloading usually helps.</p>
      <p className={styles.links}>
        <a href={window.location.href}>Reload the page</a>
        <a href="/projects">Go to projects</a>
      </p>
    </main>
  );
}
