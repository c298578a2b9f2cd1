import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanvasData } from '../model/canvas-data';
import type { ModalKey } from '../model/modal-content';
import { CanvasScreen } from './canvas-screen';

// React Flow needs a real layout engine: the board is covered end to end; here it lists its data.
vi.mock('./canvas-board', () => ({
  CanvasBoard: ({ data, onOpen }: { data: CanvasData; onOpen: (modal: ModalKey) => void }) => (
    <main>
      <p>{data.projectName}</p>
      <button type="button" onClick={() => onOpen({ kind: 'keywords' })}>
        keywords
      </button>
      <button type="button" onClick={() => onOpen({ kind: 'project' })}>
        project
      </button>
      <button type="button" onClick={() => onOpen({ kind: 'context', section: 'social' })}>
        social
      </button>
    </main>
  ),
}));
// The Leaflet chunk fails to load: the modal says so (spec §8).
vi.mock('./project-map', () => {
  throw new Error('chunk failed');
});

afterEach(() => vi.unstubAllGlobals());

function renderCanvas(status: number) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/config'
        ? new Response(JSON.stringify({ mapTileUrl: '', mapTileAttribution: '' }), { status: 200 })
        : new Response(JSON.stringify({ error: 'Server error' }), { status }),
    ),
  );
  const router = createMemoryRouter([{ path: '/projects/:projectId/canvas', element: <CanvasScreen headerEnd={<span>menu</span>} /> }], {
    initialEntries: [{ pathname: '/projects/p1/canvas', state: { keywords: ['oak'], projectName: 'Draft Hotel', projectLocation: '' } }],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CanvasScreen', () => {
  it('shows the header with the project id in its links and the user menu slot', async () => {
    renderCanvas(500);
    const nav = screen.getByRole('navigation', { name: 'Project sections' });
    expect(within(nav).getByRole('link', { name: 'Instructions' })).toHaveAttribute('href', '/projects/p1/instruction');
    expect(within(nav).getByRole('link', { name: 'Presentation' })).toHaveAttribute('href', '/projects/p1/presentation');
    expect(within(nav).getByText('Canvas')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('menu')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading canvas...');
  });

  it('falls back to the navigation state when the project fails to load', async () => {
    renderCanvas(500);
    const user = userEvent.setup();
    expect(await screen.findByText('Draft Hotel')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'keywords' }));
    const keywords = screen.getByRole('dialog', { name: 'Brand Keywords (1)' });
    expect(within(keywords).getByRole('listitem')).toHaveTextContent('oak');
    await user.click(within(keywords).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'social' }));
    expect(screen.getByRole('dialog', { name: 'Social Context' })).toHaveTextContent('No Content Generated Yet');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'project' }));
    const info = screen.getByRole('dialog', { name: 'Project Information' });
    expect(
      within(info)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Draft Hotel', '-']);
    expect(await within(info).findByText('Map unavailable')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
