import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_BOOT_SCRIPT } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`;
const ENTRY_CSS = 'body{margin:0;font-family:Inter}';
const REVIEW = `<!doctype html><html><head><script type="module" crossorigin src="/assets/review-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/review-abc.css"></head><body><div id="root"></div></body></html>`;
const REVIEW_CSS = '._gate_1{display:grid}';
const TOKEN = 'T'.repeat(43);
const PROJECT = '6f1c2b9e-2a4d-4e8f-9b7a-0c1d2e3f4a5b';
const LOGIN_CSS = '._form_1{display:grid;gap:16px}';

describe('the web app shell', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-web-shell-'));
  let t: TestApp;
  beforeAll(async () => {
    // createTestApp serves the web app from <dataDir>/no-web when it holds a build.
    const web = join(dataDir, 'no-web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'review.html'), REVIEW);
    writeFileSync(join(web, 'assets', 'review-abc.css'), REVIEW_CSS);
    writeFileSync(join(web, 'assets', 'login-screen-1.js'), 'export {}');
    writeFileSync(join(web, 'assets', 'index-abc.css'), ENTRY_CSS);
    writeFileSync(join(web, 'assets', 'login-screen-1.css'), LOGIN_CSS);
    writeFileSync(join(web, 'assets', 'login-screen-2.css'), `._art{background:#efe9df}\n${'._r{margin:0}\n'.repeat(100)}`);
    writeFileSync(
      join(web, 'prerendered.json'),
      JSON.stringify({
        '/login': { html: '<h1>Welcome Back</h1>', screenStyles: true },
        '/projects': { html: '<div role="status">Loading...</div>', screenStyles: false },
        '/nowhere': { html: '<p>x</p>', screenStyles: true },
        '/forgot-password': { html: '<form><input name="email"><button>Send</button></form>', screenStyles: true },
      }),
    );
    writeFileSync(
      join(web, 'route-preloads.json'),
      JSON.stringify({
        '/projects': ['/assets/projects-screen-1.js', '/assets/projects-screen-1.css', '/api/auth/get-session', '/api/projects/'],
        '/forgot-password': ['/assets/login-screen-1.js'],
        '/projects/:projectId/present': [
          '/assets/present-screen-1.js',
          '/assets/present-screen-1.css',
          '/api/auth/get-session',
          '/api/projects/:projectId/',
        ],
        '/login': [
          '/assets/login-screen-1.js',
          '/assets/index-abc.js',
          '/assets/login-screen-1.css',
          '/assets/login-screen-2.css',
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
      // The markup is painted before any script runs, so its styles are in the page itself: no
      // request blocks the paint. The links of another type are not fetched; they tell the module
      // preloader the styles are in, so it does not add them again.
      expect(head).toContain(
        `<style>${ENTRY_CSS}</style><link rel="stylesheet" type="text/x-inlined" crossorigin href="/assets/index-abc.css" disabled>`,
      );
      expect(head).toContain(
        `<style>${LOGIN_CSS}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/login-screen-1.css" disabled>`,
      );
      expect(head.match(/<link rel="stylesheet"[^>]*>/g)?.every((l) => l.endsWith(' disabled>'))).toBe(true);
      // Its scripts show nothing new: they are parked, and the page's one inline script asks for them after the first frame.
      expect(head).toContain('<link rel="loci-modulepreload" crossorigin href="/assets/login-screen-1.js">');
      expect(head).toContain('<script type="loci-module" crossorigin src="/assets/index-abc.js">');
      expect(res.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(res.body).toContain(`<script>${PAGE_BOOT_SCRIPT}</script></body>`);
    }
    // A signed-in page goes out as "Loading...": its screen's styles stay preloads and block nothing.
    const projects = await t.app.inject({ method: 'GET', url: '/projects' });
    expect(projects.body).toContain('<div id="root" data-prerendered="/projects"><div role="status">Loading...</div></div>');
    expect(projects.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/projects-screen-1.css">');
    expect(projects.body).not.toContain('rel="stylesheet" href="/assets/projects-screen-1.css"');
    expect(projects.body).toContain(`<style>${ENTRY_CSS}</style>`); // "Loading..." is styled at once too
    // "Loading..." has nothing to paint first: its scripts start at once.
    expect(projects.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(projects.body).not.toContain(PAGE_BOOT_SCRIPT);
    // ?verified=1, ?from=…: the first render differs from the built one, so the root stays empty,
    // and the styles stay cacheable files.
    const query = await t.app.inject({ method: 'GET', url: '/login?verified=1' });
    expect(query.body).toContain('<div id="root"></div>');
    expect(query.body).not.toContain('Welcome Back');
    expect(query.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(query.body).not.toContain('<style>');
    expect(query.body).not.toContain(PAGE_BOOT_SCRIPT);
    // A screen with form fields starts its scripts at once, and holds its buttons' clicks until it
    // has hydrated: a click before would submit the form natively, its fields in the address.
    const form = await t.app.inject({ method: 'GET', url: '/forgot-password' });
    expect(form.body).toContain('<div id="root" data-prerendered="/forgot-password"><form>');
    expect(form.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(form.body).toContain(`<script>${PAGE_BOOT_SCRIPT}</script></body>`);
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
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-screen-1.css">');
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

  it("announces Projects' listing with the page only to a signed-in request, for the workspace its cookie names", async () => {
    const WORKSPACE = '0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f';
    const projects = async (cookie?: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/projects', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Cookie/i); // what is announced depends on the cookie
      return res.body.slice(0, res.body.indexOf('</head>'));
    };
    const listing = (head: string) => head.match(/<link rel="preload" as="fetch" crossorigin href="([^"]*)">/g) ?? [];
    // Signed out: nothing to list (it would be a 401), and the page is the same for everyone.
    expect(listing(await projects())).toEqual([]);
    expect(listing(await projects(`loci_workspace=${WORKSPACE}`))).toEqual([]);
    expect(await projects()).not.toContain('loci:listing');
    // Signed in: the personal listing, or the remembered workspace's, exactly as the app asks for it.
    const session = 'better-auth.session_token=abc.def';
    expect(listing(await projects(session))).toEqual(['<link rel="preload" as="fetch" crossorigin href="/api/projects/">']);
    expect(listing(await projects(`${session}; loci_workspace=${WORKSPACE}`))).toEqual([
      `<link rel="preload" as="fetch" crossorigin href="/api/projects/?workspace=${WORKSPACE}">`,
    ]);
    // A cookie value that is not an id is never written into the page.
    for (const bad of ['"><script>alert(1)</script>', `${WORKSPACE}x`, '../../api/auth/sign-out'])
      expect(listing(await projects(`${session}; loci_workspace=${bad}`))).toEqual([
        '<link rel="preload" as="fetch" crossorigin href="/api/projects/">',
      ]);
    // The session read is announced either way (it answers null when signed out).
    expect(await projects()).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">');
  });

  it("answers a client's review link with the review's own page, its styles inline; other paths under /review with the app", async () => {
    for (const url of [`/review/${TOKEN}`, `/review/${TOKEN}/`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('src="/assets/review-abc.js"');
      expect(res.body).toContain(
        `<style>${REVIEW_CSS}</style><link rel="stylesheet" type="text/x-inlined" crossorigin href="/assets/review-abc.css" disabled>`,
      );
      expect(res.body).not.toContain('index-abc.js');
    }
    // Not a token: the app's page, whose review screen says the link is not valid.
    expect((await t.app.inject({ method: 'GET', url: '/review/short' })).body).toContain('index-abc.js');
  });

  it('renders a review link from its view when the server has one, the view beside it with "<" escaped', async () => {
    const { createWebShell } = await import('./web-shell.js');
    const shell = createWebShell(join(dataDir, 'no-web'));
    const page = shell.review({
      markup: '<main><h1>Alfama</h1></main>',
      view: { project: { name: '</script><script>alert(1)</script>' } },
    });
    expect(page).toContain('<div id="root" data-prerendered="review"><main><h1>Alfama</h1></main></div>');
    // Painted from the HTML: its scripts are asked for once it has painted.
    expect(page).toContain('<script type="loci-module" crossorigin src="/assets/review-abc.js"></script>');
    expect(page).toContain(`<script>${PAGE_BOOT_SCRIPT}</script></body>`);
    expect(page).toContain(
      '<script type="application/json" id="loci-review-view">{"project":{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>',
    );
  });

  it('renders Present from the project when the server read it, parked, the project beside it', async () => {
    const { createWebShell } = await import('./web-shell.js');
    const web = join(dataDir, 'no-web');
    writeFileSync(join(web, 'present.html'), REVIEW.replace('review-abc.js', 'present-abc.js'));
    const page = createWebShell(web).present({ markup: '<section><h1>Alfama</h1></section>', project: { name: '<b>' } });
    expect(page).toContain('<div id="root" data-prerendered="present"><section><h1>Alfama</h1></section></div>');
    expect(page).toContain('<script type="application/json" id="loci-present-project">{"name":"\\u003cb>"}</script>');
    expect(page).toContain('<script type="loci-module" crossorigin src="/assets/present-abc.js"></script>');
    expect(page).toContain(`<style>${REVIEW_CSS}</style>`);
  });

  it("announces Present's chunks, the session and, to a signed-in request, the project its path names", async () => {
    const head = async (url: string, cookie?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      return res.body.slice(0, res.body.indexOf('</head>'));
    };
    const session = 'better-auth.session_token=abc.def';
    const signedIn = await head(`/projects/${PROJECT}/present`, session);
    expect(signedIn).toContain('<link rel="modulepreload" crossorigin href="/assets/present-screen-1.js">');
    expect(signedIn).toContain('<link rel="preload" as="style" crossorigin href="/assets/present-screen-1.css">');
    expect(signedIn).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">');
    expect(signedIn).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/projects/${PROJECT}/">`);
    // Signed out, nothing to read (a 401); a path that is not an id is never written into the page.
    expect(await head(`/projects/${PROJECT}/present`)).not.toContain('/api/projects/');
    expect(await head('/projects/%22%3E%3Cscript%3E/present', session)).not.toContain('/api/projects/');
    expect(await head(`/projects/${PROJECT}/present`)).not.toContain('loci:project');
    // Other pages of the project are not Present's.
    expect(await head(`/projects/${PROJECT}/canvas`, session)).not.toContain('present-screen-1.js');
  });

  it('sends the page compressed as the browser accepts it (the not-found handler is outside @fastify/compress)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
      ['BR', 'br'],
    ];
    for (const [accept, expected] of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(expected);
      const body =
        expected === 'br' ? brotliDecompressSync(res.rawPayload) : expected === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      expect(body.toString('utf8'), accept).toBe(plain.body);
      if (expected) expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    }
  });
});
