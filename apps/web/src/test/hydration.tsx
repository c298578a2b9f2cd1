import { Profiler, type ReactNode, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect, vi } from 'vitest';

/** Whether React has taken a DOM node over (hydrated it) rather than left it or replaced it. */
const hydrated = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

/** Puts server markup in the page at `path`, as the browser has it before any script runs. */
export function mountMarkup(path: string, html: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Hydrates `app` over the markup in `container` as the browser does (`main.tsx`: no test renderer
 * around it), until React has taken its `<h1>` over. Returns the root and what React reported on
 * the way (a mismatch is a recoverable error); `cleanUp` unmounts it.
 */
export async function hydrateMarkup(container: HTMLElement, app: ReactNode): Promise<{ root: Root; errors: unknown[] }> {
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // Development React notes that the server renderer (the test's, same process) touched the same
    // providers; a browser only ever runs the client.
    if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
  });
  // The profiler (no markup) says when a commit has taken the screen over; any mismatch has been reported by then.
  let committed = false;
  const root = hydrateRoot(
    container,
    <StrictMode>
      <Profiler id="app" onRender={() => (committed ||= hydrated(container.querySelector('h1')))}>
        {app}
      </Profiler>
    </StrictMode>,
    { onRecoverableError: (error) => errors.push(error) },
  );
  await vi.waitFor(() => expect(committed).toBe(true));
  return { root, errors };
}

/** Unmounts what a test hydrated and puts the page, storage and globals back. */
export function cleanUp(root: Root | null): void {
  root?.unmount();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
