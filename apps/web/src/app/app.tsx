import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { authClient } from '../features/auth/api/auth-client';
import { createBetterAuthGateway } from '../features/auth/api/better-auth-gateway';
import { setUnauthorizedHandler } from '../lib/api-client';
import { Providers } from './providers';
import { createAppRoutes, preloadScreens } from './routes';

const gateway = createBetterAuthGateway(authClient);

/** The whole app: providers around the router. */
export function App() {
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
    <Providers auth={gateway}>
      <RouterProvider router={router} />
    </Providers>
  );
}
