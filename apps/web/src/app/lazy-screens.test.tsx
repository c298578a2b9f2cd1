import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screens';
import { preloadScreens } from './routes';

function Board({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{node}</Suspense>;

describe('route screens', () => {
  it('a screen whose chunk is in renders at once, with no fallback (nothing for React to hold back)', async () => {
    const Loaded = lazyScreen(async () => ({ default: Board }));
    await Loaded.preload();
    const fallbacks: string[] = [];
    const { container } = render(inSuspense(<Loaded title="Harbour Hotel" />));
    if (container.textContent?.includes('waiting')) fallbacks.push('shown');
    expect(screen.getByRole('heading', { name: 'Harbour Hotel' })).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('a screen not loaded yet suspends like React.lazy, then shows, and loads its chunk once', async () => {
    const load = vi.fn(async () => ({ default: Board }));
    const Later = lazyScreen(load);
    render(inSuspense(<Later title="Linen Atelier" />));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Linen Atelier' })).toBeInTheDocument();
    await act(async () => {
      await Later.preload();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads the screens of the location the app opens on, and only those', () => {
    const projects = vi.fn(async () => ({ default: Board }));
    const canvas = vi.fn(async () => ({ default: Board }));
    const Projects = lazyScreen(projects);
    const Canvas = lazyScreen(canvas);
    const routes: RouteObject[] = [
      {
        element: <p>layout</p>,
        children: [
          { path: '/projects', element: <Projects title="Projects" /> },
          { path: '/projects/:projectId/canvas', element: <Canvas title="Canvas" /> },
        ],
      },
    ];
    preloadScreens(routes, { pathname: '/projects' });
    expect(projects).toHaveBeenCalledTimes(1);
    expect(canvas).not.toHaveBeenCalled();
    preloadScreens(routes, { pathname: '/nowhere' });
    expect(canvas).not.toHaveBeenCalled();
  });
});
