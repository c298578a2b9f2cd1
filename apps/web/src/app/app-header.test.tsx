import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, LocationProbe, renderWithRoutes, TEST_USER } from '../test/fake-auth';
import { AppHeader, isHeaderVisible } from './app-header';

function withHeader(label: string) {
  return (
    <>
      <AppHeader />
      <LocationProbe label={label} />
    </>
  );
}

const routes = [
  { path: '/projects', element: withHeader('projects') },
  { path: '/login', element: withHeader('login') },
];

describe('isHeaderVisible', () => {
  it('hides on auth and workspace pages only', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/instruction',
      '/presentation',
      '/canvas',
      '/projects/p1/instruction',
      '/projects/p1/presentation',
      '/projects/p1/canvas/',
    ]) {
      expect(isHeaderVisible(path), path).toBe(false);
    }
    for (const path of ['/projects', '/profile', '/']) {
      expect(isHeaderVisible(path), path).toBe(true);
    }
  });
});

describe('AppHeader', () => {
  it('renders nothing when signed out', () => {
    const { gateway } = createFakeAuth();
    renderWithRoutes({ gateway, routes, initialEntries: ['/projects'] });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the user menu and signs out to /login', async () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
    renderWithRoutes({ gateway, routes, initialEntries: ['/projects'] });
    const user = userEvent.setup();

    expect(screen.getByRole('link', { name: /Loci/ })).toHaveAttribute('href', '/projects');
    // The account menu is its own chunk (loaded on first show): wait for it.
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(trigger).toHaveTextContent('A');
    expect(trigger).toHaveTextContent('Ada Lovelace');

    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(gateway.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByTestId('probe')).toHaveTextContent('login');
  });
});
