import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import styles from './root-layout.module.css';

/** Header (where it belongs) above the current screen. */
export function RootLayout() {
  return (
    <>
      <AppHeader />
      <Suspense fallback={<div className={styles.fallback} aria-hidden="true" />}>
        <Outlet />
      </Suspense>
    </>
  );
}
