import { Profiler, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { prerenderPage } from './prerender';

/**
 * The page's markup, built here as the build does. React's server renderer leaves the context
 * values of the last task it resumed in place (harmless in the build's own process); the browser
 * never runs both, so a second, empty server render puts the defaults back before hydrating.
 */
async function prerendered(path: string): Promise<string> {
  const html = await prerenderPage(path);
  await prerender(<span />);
  return html;
}

/** Whether React has taken a DOM node over (hydrated it) rather than left it or replaced it. */
const hydrated = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

describe('prerendered first pages', () => {
  let root: Root | null = null;
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Reset Password'],
  ])('%s: the built markup is what the app first renders, so the browser keeps it (no mismatch)', async (path, title) => {
    const html = await prerendered(path);
    expect(html).toContain(`>${title}</h1>`);
    // No script and no data: nothing of a session or a configuration is in the page.
    expect(html).not.toMatch(/<script|Sign Out|@/);
    // Nothing sits below where the form will arrive (it would be pushed down: a layout shift).
    expect(html.slice(html.indexOf('</h1>'))).not.toMatch(/have an account/);

    // The app's requests stay unanswered: what is compared is the first render alone.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // Development React notes that the server renderer (above, same process) touched the same
      // providers; a browser only ever runs the client.
      if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
    });
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const fields = [...container.querySelectorAll('input')].map((input) => input.id);

    // As the browser does it (main.tsx): no test renderer around it. The profiler (no markup)
    // says when a commit has taken the screen over; any mismatch has been reported by then.
    let committed = false;
    root = hydrateRoot(
      container,
      <StrictMode>
        <Profiler id="app" onRender={() => (committed ||= hydrated(container.querySelector('h1')))}>
          <App />
        </Profiler>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await vi.waitFor(() => expect(committed).toBe(true));

    expect(errors).toEqual([]);
    // The very node the server sent is the one on screen now, and fields keep their label ids.
    expect(container.querySelector('h1')).toBe(heading);
    expect([...container.querySelectorAll('input')].map((input) => input.id)).toEqual(fields);
    for (const input of container.querySelectorAll('input')) {
      expect(container.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    }
  });

  it("/projects: the session is being read, so the page says it is loading (no one's projects)", async () => {
    const html = await prerendered('/projects');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('New Project');
  });
});
