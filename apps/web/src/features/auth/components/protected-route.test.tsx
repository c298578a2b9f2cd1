import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, LocationProbe, renderWithRoutes, TEST_USER } from '../../../test/fake-auth';
import { ProtectedRoute } from './protected-route';

const routes = [
  { path: '/login', element: <LocationProbe label="login" /> },
  {
    element: <ProtectedRoute />,
    children: [{ path: '/profile', element: <LocationProbe label="profile" /> }],
  },
];

describe('ProtectedRoute', () => {
  it('shows Loading... while the session resolves, then redirects to /login remembering the origin', async () => {
    const { gateway, setSession } = createFakeAuth({ user: null, isPending: true });
    const { router } = renderWithRoutes({ gateway, routes, initialEntries: ['/profile?tab=1'] });

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();

    await act(async () => setSession({ user: null, isPending: false }));

    expect(screen.getByTestId('probe')).toHaveTextContent('login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile?tab=1' });
  });

  it('renders the screen for a signed-in user', () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
    renderWithRoutes({ gateway, routes, initialEntries: ['/profile'] });
    expect(screen.getByTestId('probe')).toHaveTextContent('profile');
  });
});
