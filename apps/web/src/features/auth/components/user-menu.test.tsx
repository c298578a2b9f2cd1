import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, renderWithRoutes, TEST_USER } from '../../../test/fake-auth';
import { UserMenu } from './user-menu';

const routes = [{ path: '/projects', element: <UserMenu /> }];

describe('UserMenu', () => {
  it('opens on a press, as Radix does', async () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
    renderWithRoutes({ gateway, routes, initialEntries: ['/projects'] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens on a click no press came before: a click held before the page hydrated and clicked again', async () => {
    const { gateway } = createFakeAuth({ user: TEST_USER, isPending: false });
    renderWithRoutes({ gateway, routes, initialEntries: ['/projects'] });
    act(() => screen.getByRole('button', { name: 'Ada Lovelace' }).click());
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
