import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { prerenderPage } from './prerender';
import { cleanUp, hydrateMarkup, mountMarkup } from './test/hydration';

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

describe('prerendered first pages', () => {
  let root: Root | null = null;
  afterEach(() => {
    cleanUp(root);
    root = null;
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
    const container = mountMarkup(path, html);
    const heading = container.querySelector('h1');
    const fields = [...container.querySelectorAll('input')].map((input) => input.id);
    const hydration = await hydrateMarkup(container, <App />);
    root = hydration.root;
    const { errors } = hydration;

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
