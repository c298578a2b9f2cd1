import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

describe('the web app shell', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-web-shell-'));
  let t: TestApp;
  beforeAll(async () => {
    // createTestApp serves the web app from <dataDir>/no-web when it holds a build.
    const web = join(dataDir, 'no-web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'assets', 'login-screen-1.js'), 'export {}');
    writeFileSync(
      join(web, 'prerendered.json'),
      JSON.stringify({
        '/login': { html: '<h1>Welcome Back</h1>', screenStyles: true },
        '/projects': { html: '<div role="status">Loading...</div>', screenStyles: false },
        '/nowhere': { html: '<p>x</p>', screenStyles: true },
      }),
    );
    writeFileSync(
      join(web, 'route-preloads.json'),
      JSON.stringify({
        '/projects': ['/assets/projects-screen-1.js', '/assets/projects-screen-1.css'],
        '/login': [
          '/assets/login-screen-1.js',
          '/assets/index-abc.js',
          '/assets/login-screen-1.css',
          '/assets/x.js"><script>alert(1)</script>',
          '/api/auth/get-session',
          '/api/projects/',
        ],
      }),
    );
    t = await createTestApp({}, { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends a prerendered first page's markup in #root with its styles applied, but not for a URL with a query", async () => {
    for (const url of ['/login', '/login/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toContain('<div id="root" data-prerendered="/login"><h1>Welcome Back</h1></div>');
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      // The markup is painted before any script runs, so its styles are stylesheets, not preloads.
      expect(head).toContain('<link rel="stylesheet" href="/assets/login-screen-1.css">');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login-screen-1.js">');
    }
    // A signed-in page goes out as "Loading...": its screen's styles stay preloads and block nothing.
    const projects = await t.app.inject({ method: 'GET', url: '/projects' });
    expect(projects.body).toContain('<div id="root" data-prerendered="/projects"><div role="status">Loading...</div></div>');
    expect(projects.body).toContain('<link rel="preload" as="style" href="/assets/projects-screen-1.css">');
    expect(projects.body).not.toContain('rel="stylesheet" href="/assets/projects-screen-1.css"');
    // ?verified=1, ?from=…: the first render differs from the built one, so the root stays empty.
    const query = await t.app.inject({ method: 'GET', url: '/login?verified=1' });
    expect(query.body).toContain('<div id="root"></div>');
    expect(query.body).not.toContain('Welcome Back');
    // Markup for a path the build does not list among first pages is never sent.
    const other = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(other.body).toBe(INDEX);
  });

  it("announces a first page's screen chunks and styles in its head, once each, and nothing else", async () => {
    for (const url of ['/login?from=%2Fprojects', '/login/?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login-screen-1.js">');
      expect(head).toContain('<link rel="preload" as="style" href="/assets/login-screen-1.css">');
      // The session read starts with the page, with the cookie, as the auth client asks for it;
      // no other API path is ever announced.
      expect(head).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">');
      expect(head).not.toContain('/api/projects/');
      // The entry is already in the page; a name that is not an asset's is never written into it.
      expect(head.match(/index-abc\.js/g)).toHaveLength(1);
      expect(res.body).not.toContain('alert(1)');
    }
  });

  it('serves other paths the page as built, and the assets themselves', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/projects/123/canvas' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(INDEX);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/login-screen-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
  });
});
