import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  { path: '/workspaces/:workspaceId', element: withHeader('settings') },
];

describe('isHeaderVisible', () => {
  it('hides on auth, workspace and presenter pages only', () => {
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
      '/projects/p1/present',
      '/review/AbC_123-xyz',
    ]) {
      expect(isHeaderVisible(path), path).toBe(false);
    }
    for (const path of ['/projects', '/profile', '/', '/projects/present-day']) {
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

  it('shows the current workspace and switches to another from its menu', async () => {
    const studio = { id: '44444444-4444-4444-8444-444444444444', name: 'Atelier Norte', personal: false, role: 'viewer' };
    const personal = { id: '33333333-3333-4333-8333-333333333333', name: 'Personal', personal: true, role: 'owner' };
    const extra = { members_count: 1, projects_count: 0, created_at: '2025-01-01T00:00:00Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ workspaces: [personal, studio].map((w) => ({ ...w, ...extra })) }), { status: 200 })),
    );
    localStorage.removeItem('loci.workspace');
    try {
      const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
      renderWithRoutes({ gateway, routes, initialEntries: ['/projects'] });
      const user = userEvent.setup();
      const trigger = await screen.findByRole('button', { name: /Personal/ });
      await user.click(trigger);
      await user.click(await screen.findByRole('menuitem', { name: /Atelier Norte/ }));
      expect(localStorage.getItem('loci.workspace')).toBe(studio.id);
      expect(await screen.findByRole('button', { name: /Atelier Norte/ })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
      localStorage.removeItem('loci.workspace');
    }
  });

  it('names the studio whose settings are open, whichever workspace was chosen before', async () => {
    const studio = { id: '44444444-4444-4444-8444-444444444444', name: 'Atelier Norte', personal: false, role: 'owner' };
    const personal = { id: '33333333-3333-4333-8333-333333333333', name: 'Personal', personal: true, role: 'owner' };
    const extra = { members_count: 2, projects_count: 0, created_at: '2025-01-01T00:00:00Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ workspaces: [personal, studio].map((w) => ({ ...w, ...extra })) }), { status: 200 })),
    );
    localStorage.removeItem('loci.workspace');
    try {
      const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
      renderWithRoutes({ gateway, routes, initialEntries: [`/workspaces/${studio.id}`] });
      expect(await screen.findByRole('button', { name: /Atelier Norte/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Personal/ })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
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
