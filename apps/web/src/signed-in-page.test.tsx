import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import type { FirstPage } from './lib/first-page';
import { renderSignedInPage } from './prerender';
import { cleanUp, hydrateMarkup, mountMarkup } from './test/hydration';

describe('Projects rendered on the server with the user’s data', () => {
  const user = { id: 'u1', email: 'ana@example.test', name: 'Ana Ruiz', emailVerified: true };
  const project = (n: number) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    project_id: `00000000-0000-4000-8000-00000000000${n}`,
    project_name: `Harbour ${n}`,
    project_location: 'Lisbon',
    updated_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    updated_by: n % 2 ? 'Ana Ruiz' : null,
    role: 'owner',
    images: Array.from({ length: n }, (_, i) => `/api/assets/${String(i).repeat(64)}/256`),
  });
  let root: Root | null = null;
  afterEach(() => {
    cleanUp(root);
    root = null;
  });

  it('hydrates without a mismatch: the same cards, header and counts, with no read of the listing or the workspaces', async () => {
    const page = {
      path: '/projects',
      user,
      workspace: null,
      projects: [1, 2, 3].map(project),
      workspaces: [{ id: 'w1', name: 'Personal', personal: true, role: 'owner', members_count: 1, projects_count: 3 }],
      at: Date.now() - 90_000,
    } as unknown as FirstPage;
    const html = await renderSignedInPage(page);
    await prerender(<span />);
    expect(html).toContain('Harbour 2');
    expect(html).toContain('3 projects');
    expect(html).toContain('Ana Ruiz');
    // The workspaces came with the page: the switcher names the current one from the first paint.
    expect(html).toMatch(/>Personal</);

    // The browser's own session read answers with the same user; nothing else is answered, so
    // what is compared is the first render alone.
    const requests: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      if (!url.includes('/api/auth/get-session')) return new Promise(() => {});
      const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
      const body = { session: { id: 's1', userId: user.id, expiresAt }, user };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    const container = mountMarkup('/projects', html);
    const heading = container.querySelector('h1');
    const hydration = await hydrateMarkup(container, <App firstPage={page} />);
    root = hydration.root;
    const { errors } = hydration;
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(requests.filter((url) => url.includes('/api/projects') || url.includes('/api/workspaces'))).toEqual([]);
    // The server counted "changed" from its clock (90 s earlier); the browser then counts from its own.
    expect(html).toContain('Changed by Ana Ruiz · 58 minutes ago');
    await vi.waitFor(() => expect(container.textContent).toContain('Changed by Ana Ruiz · 1 hour ago'));
  });
});
