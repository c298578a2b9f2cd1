import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthGateway, AuthOutcome, SessionState, SignInMethods } from '../features/auth/api/auth-gateway';
import { AuthProvider } from '../features/auth/components/auth-provider';

const OK: AuthOutcome = { ok: true };

/** Password accounts only, as an embedded Loci starts. */
export const PASSWORD_ONLY: SignInMethods = { passwordSignIn: true, identityProvider: null };

/** Extra fake state: how people sign in here, and the signed-in user's accounts. */
type FakeAuthOptions = { methods?: SignInMethods; accounts?: string[] };

/** A controllable in-memory auth gateway for component tests. */
export function createFakeAuth(initial: SessionState = { user: null, isPending: false }, options: FakeAuthOptions = {}) {
  let session = initial;
  const listeners = new Set<() => void>();
  const setSession = (next: SessionState) => {
    session = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const gateway = {
    useSession: () => useSyncExternalStore(subscribe, () => session),
    signIn: vi.fn<AuthGateway['signIn']>(async () => OK),
    signUp: vi.fn<AuthGateway['signUp']>(async () => OK),
    signOut: vi.fn<AuthGateway['signOut']>(async () => OK),
    requestPasswordReset: vi.fn<AuthGateway['requestPasswordReset']>(async () => OK),
    requestSignInLink: vi.fn<AuthGateway['requestSignInLink']>(async () => OK),
    resetPassword: vi.fn<AuthGateway['resetPassword']>(async () => OK),
    updateName: vi.fn<AuthGateway['updateName']>(async () => OK),
    changePassword: vi.fn<AuthGateway['changePassword']>(async () => OK),
    revokeOtherSessions: vi.fn<AuthGateway['revokeOtherSessions']>(async () => OK),
    useSignInMethods: () => options.methods ?? PASSWORD_ONLY,
    useLinkedAccounts: () => options.accounts ?? ['credential'],
    signInWithProvider: vi.fn<AuthGateway['signInWithProvider']>(async () => OK),
    linkProvider: vi.fn<AuthGateway['linkProvider']>(async () => OK),
  } satisfies AuthGateway;
  return { gateway, setSession };
}

export const TEST_USER = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };

/** Renders routes in a memory router inside an AuthProvider. */
export function renderWithRoutes(options: {
  gateway: AuthGateway;
  routes: RouteObject[];
  initialEntries: (string | { pathname: string; search?: string; state?: unknown })[];
}) {
  const router = createMemoryRouter(options.routes, { initialEntries: options.initialEntries });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <AuthProvider gateway={options.gateway}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, ...utils };
}

/** Shows the current location so tests can assert redirects. */
export function LocationProbe({ label }: { label: string }): ReactElement {
  return <div data-testid="probe">{label}</div>;
}
