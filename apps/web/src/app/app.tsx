import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAuthBackend } from '../features/auth/api/auth-backend';
import { createBetterAuthGateway } from '../features/auth/api/better-auth-gateway';
import { setUnauthorizedHandler } from '../lib/api-client';
import type { FirstPage } from '../lib/first-page';
import type { LocaleState } from '../lib/i18n';
import { Providers } from './providers';
import { createAppRoutes, preloadScreens } from './routes';

/**
 * The whole app: providers around the router. `firstPage`: the data of a page the server rendered
 * for this user (`main.tsx` hydrates it); it seeds the session and the cache, and is what the
 * hydrating render reads where the browser would differ (`useSyncExternalStore`'s server side).
 */
export function App({ firstPage = null, locale }: { firstPage?: FirstPage | null; locale?: LocaleState }) {
  const [gateway] = useState(() => createBetterAuthGateway(createAuthBackend(), firstPage?.user));
  const [router] = useState(() => {
    const routes = createAppRoutes();
    preloadScreens(routes, window.location);
    return createBrowserRouter(routes);
  });
  useEffect(() => {
    setUnauthorizedHandler(() => {
      void router.navigate('/login', { replace: true });
    });
  }, [router]);
  return (
    <Providers auth={gateway} firstPage={firstPage} locale={locale}>
      <RouterProvider router={router} />
    </Providers>
  );
}
