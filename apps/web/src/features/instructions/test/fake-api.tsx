import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { InstructionScreen } from '../components/instruction-screen';

type Reply = { status?: number; body: unknown };
type Handler = (request: { method: string; url: URL; body: FormData | null }) => Reply | Promise<Reply>;

/** Replaces `fetch` with a router of fake backend answers; records every request. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: FormData | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof FormData ? init.body : null;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler({ method, url, body }) : { status: 404, body: { error: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

function Probe() {
  const location = useLocation();
  return (
    <div data-testid="probe" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

/** Renders the Instructions screen at `entry` in a memory router with a fresh query client. */
export function renderInstructions(entry: string | { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/instruction', element: <InstructionScreen /> },
      { path: '/projects/:projectId/instruction', element: <InstructionScreen /> },
      { path: '*', element: <Probe /> },
    ],
    { initialEntries: [entry] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...utils };
}

export const CONFIG = { mapTileUrl: '', mapTileAttribution: '', geocoder: 'offline', offlineAi: true, offlineImages: true };
