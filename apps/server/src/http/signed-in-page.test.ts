import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_BOOT_SCRIPT } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`;
const SCREEN_CSS = '._grid_1{display:grid}';

/**
 * Stands in for the web app's server bundle (`apps/web/dist-ssr/prerender.js`, React; its own
 * rendering is tested in the web app and end to end): it renders what it is given, escaped as
 * React escapes text, so what the server passes it can be read back from the page.
 */
const RENDERER = `
const text = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
export async function renderSignedInPage(page) {
  if (page.user.name === 'Throws') throw new Error('render failed');
  // As React does: the images the markup loads first are announced ahead of it, the first card's with high priority.
  return '<link rel="preload" as="image" href="/api/assets/first/256" fetchPriority="high"/><link rel="preload" as="image" href="/api/assets/second/256"/>' +
    '<main><h1>Projects</h1><p class="who">' + text(page.user.name) + '</p><ul>' +
    page.projects.map((p) => '<li>' + text(p.project_name) + '</li>').join('') + '</ul></main>';
}`;

/** The first page's JSON in a page, parsed as the browser does. */
function firstPage(html: string): {
  path: string;
  user: { id: string; name: string };
  workspace: string | null;
  projects: { project_name: string }[];
  workspaces: unknown[];
} | null {
  const match = /<script type="application\/json" id="loci-first-page">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

describe('Projects rendered on the server for a signed-in request', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-signed-in-page-'));
  let t: TestApp;
  beforeAll(async () => {
    const web = join(dataDir, 'no-web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'assets', 'index-abc.css'), 'body{margin:0}');
    writeFileSync(join(web, 'assets', 'projects-screen-1.css'), SCREEN_CSS);
    writeFileSync(
      join(web, 'prerendered.json'),
      JSON.stringify({ '/projects': { html: '<div role="status">Loading...</div>', screenStyles: false } }),
    );
    writeFileSync(
      join(web, 'route-preloads.json'),
      JSON.stringify({
        '/projects': ['/assets/projects-screen-1.js', '/assets/projects-screen-1.css', '/api/auth/get-session', '/api/projects/'],
      }),
    );
    mkdirSync(join(dataDir, 'dist-ssr'));
    writeFileSync(join(dataDir, 'dist-ssr', 'prerender.js'), RENDERER);
    t = await createTestApp({}, { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A user with the session cookie a browser holds after signing in. */
  async function signedIn(name?: string): Promise<TestUser & { cookie: string }> {
    const user = await buildUser(t.app, name ? { name } : {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    return { ...user, cookie };
  }
  const open = (cookie?: string, url = '/projects') => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("sends the user's own listing rendered, with the data beside it and the screen's styles in the page; never stored", async () => {
    const ana = await signedIn('Ana Ruiz');
    const bo = await signedIn('Bo Lind');
    await buildProject(t.app, ana, { projectName: 'Harbour Hotel' });
    await buildProject(t.app, ana, { projectName: '</script><script>alert(1)</script>' });
    await buildProject(t.app, bo, { projectName: 'Fjord Cabin' });

    const res = await open(ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const html = res.body;
    expect(html).toContain('data-prerendered="/projects"><link rel="preload" as="image" href="/api/assets/first/256"');
    expect(html).toContain('<main><h1>Projects</h1><p class="who">Ana Ruiz</p>');
    expect(html).toContain('<li>Harbour Hotel</li>');
    expect(html).not.toContain('Fjord Cabin');
    // A name that would end the data's element stays inside it; no script comes from a project.
    expect(html).not.toContain('<script>alert(1)');
    // The data is exactly the API's answer to the same user: the app starts from it and does not read it again.
    const api = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: ana.headers });
    const data = firstPage(html);
    expect(data).toMatchObject({ path: '/projects', user: { id: ana.id, name: 'Ana Ruiz' }, workspace: null });
    expect(data?.projects).toEqual(api.json().projects);
    expect(data?.projects.map((p) => p.project_name)).toContain('</script><script>alert(1)</script>');
    const workspaces = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ana.headers });
    expect(data?.workspaces).toEqual(workspaces.json().workspaces);
    // The cards show at once, so their styles are in the page; the listing is not announced (it is in).
    expect(html).toContain(`<style>${SCREEN_CSS}</style>`);
    expect(html).not.toContain('as="fetch" crossorigin href="/api/projects/');
    expect(html).toContain('href="/api/auth/get-session"');
    // The first card's images are asked for before anything else; the scripts, which show nothing new,
    // are parked (nothing fetches them) and the one inline script, allowed by the policy's hash, asks for them after the first frame.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<link rel="preload" as="image" href="/api/assets/first/256" fetchPriority="high"/>')).toBeGreaterThan(-1);
    expect(head.indexOf('/api/assets/first/256')).toBeLessThan(
      head.indexOf('<script type="loci-module" crossorigin src="/assets/index-abc.js">'),
    );
    expect(head).not.toContain('/api/assets/second/256');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(`<script>${PAGE_BOOT_SCRIPT}</script></body>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
    const policy = String(res.headers['content-security-policy']);
    const bootHash = createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64');
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${bootHash.replace(/[+/=]/g, '\\$&')}'(;|$)`));

    const other = firstPage((await open(bo.cookie)).body);
    expect(other?.projects.map((p) => p.project_name)).toEqual(['Fjord Cabin']);
  });

  it('lists the workspace the cookie remembers when the user belongs to it, and otherwise sends the page everyone gets', async () => {
    const ana = await signedIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/',
      headers: { ...ana.headers, 'content-type': 'application/json' },
      payload: { name: 'Atelier Norte' },
    });
    const studio: string = created.json().workspace.id;
    await buildProject(t.app, ana, { projectName: 'Studio Loft', workspace_id: studio });
    await buildProject(t.app, ana, { projectName: 'Own Flat' });

    const inStudio = firstPage((await open(`${ana.cookie}; loci_workspace=${studio}`)).body);
    expect(inStudio?.workspace).toBe(studio);
    expect(inStudio?.projects.map((p) => p.project_name)).toEqual(['Studio Loft']);

    // Someone else's workspace (or one that no longer exists) is never listed: the usual page, no data.
    const bo = await signedIn();
    const foreign = await open(`${bo.cookie}; loci_workspace=${studio}`);
    expect(foreign.statusCode).toBe(200);
    expect(firstPage(foreign.body)).toBeNull();
    expect(foreign.body).toContain('Loading...');
    expect(foreign.body).not.toContain('Studio Loft');
    expect(foreign.headers['cache-control']).toBe('no-cache');
  });

  it('is not rendered signed out, with a cookie whose session has ended, for a URL with a query, or when the render fails', async () => {
    const ana = await signedIn();
    await buildProject(t.app, ana, { projectName: 'Harbour Hotel' });
    for (const [cookie, url] of [
      [undefined, '/projects'],
      ['better-auth.session_token=forged.value', '/projects'],
      [ana.cookie, '/projects?from=x'],
    ] as const) {
      const res = await open(cookie, url);
      expect(res.statusCode, `${cookie} ${url}`).toBe(200);
      expect(firstPage(res.body), `${cookie} ${url}`).toBeNull();
      expect(res.body).not.toContain('Harbour Hotel');
    }

    // Signed out: the very next page is no longer rendered with the user's data.
    expect(firstPage((await open(ana.cookie)).body)).not.toBeNull();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: ana.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await open(ana.cookie);
    expect(firstPage(after.body)).toBeNull();
    expect(after.body).not.toContain('Harbour Hotel');

    const throws = await signedIn('Throws');
    const failed = await open(throws.cookie);
    expect(failed.statusCode).toBe(200);
    expect(firstPage(failed.body)).toBeNull();
    expect(failed.body).toContain('Loading...');
  });
});
