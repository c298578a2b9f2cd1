import { createHash } from 'node:crypto';
import { isFormInput } from '@loci/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { docPath } from './openapi.plugin.js';
import { API_TAGS, OPERATION_SUMMARIES } from './operation-summaries.js';

let t: TestApp;
type Operation = {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  'x-loci-access'?: { kind: string; tokenScope?: string };
  requestBody?: { description?: string; content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }> };
  responses?: Record<string, unknown>;
};
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
}, 180_000);
afterAll(async () => t?.close());

/** Routes the document leaves out on purpose: itself and the reference page. */
const HIDDEN = /^\/api\/(openapi\.json|docs)/;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does refuse a broken one (an operation without its responses).
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    broken.paths['/api/tokens'].post.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every route of the table, with its access kind and token scope', () => {
    const missing: string[] = [];
    for (const route of t.app.accessTable) {
      if (HIDDEN.test(route.url)) continue;
      const op = doc.paths[docPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(op['x-loci-access'], `${route.method} ${route.url}`).toEqual(route.access);
    }
    expect(missing).toEqual([]);
    const create = doc.paths['/api/projects/{id}/export']?.post;
    expect(create?.security).toEqual([{ session: [] }, { personalAccessToken: ['export'] }]);
    expect(doc.paths['/api/tokens']?.post?.security).toEqual([{ session: [] }]);
  });

  it("carries the routes' zod schemas with their field names", () => {
    const tokens = doc.paths['/api/tokens']?.post;
    const body = JSON.stringify(tokens?.requestBody);
    for (const field of ['name', 'expires_in_days', 'scopes', 'workspace_ids']) expect(body).toContain(`"${field}"`);
    const listed = JSON.stringify(doc.paths['/api/projects/']?.get?.responses?.['200']);
    for (const field of ['projects', 'workspace_id', 'role']) expect(listed).toContain(`"${field}"`);
  });

  it('serves the interactive reference at /api/docs, outside the document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 301, 302]).toContain(res.statusCode);
    const page = res.statusCode === 200 ? res : await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/openapi.json');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('groups and summarises every operation, and names no route that does not exist', () => {
    const known = new Set<string>(API_TAGS.map((tag) => tag.name));
    const bare: string[] = [];
    const operations = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations.add(`${method.toUpperCase()} ${path}`);
        const tagged = (op.tags ?? []).length > 0 && (op.tags ?? []).every((tag) => known.has(tag));
        if (!tagged || !op.summary?.trim()) bare.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(bare).toEqual([]);
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !operations.has(key))).toEqual([]);
    expect((doc as { tags?: { name: string }[] }).tags?.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
    expect(doc.paths['/api/tokens']?.post?.summary).toBe('Create a personal access token');
  });

  it('describes the body of every route that declares its input; forms as multipart with their fields and file parts', () => {
    const undescribed: string[] = [];
    let forms = 0;
    for (const route of t.app.accessTable) {
      if (!route.input) continue;
      const op = doc.paths[docPath(route.url)]?.[route.method.toLowerCase()];
      const content = op?.requestBody?.content ?? {};
      const key = `${route.method} ${route.url}`;
      if (!op?.requestBody?.description || Object.keys(content).length === 0) {
        undescribed.push(key);
        continue;
      }
      if (!isFormInput(route.input)) continue;
      forms += 1;
      const fields = content['multipart/form-data']?.schema?.properties ?? {};
      if (Object.keys(fields).length === 0) undescribed.push(`${key} (no multipart fields)`);
    }
    expect(undescribed).toEqual([]);
    expect(forms).toBeGreaterThan(15);
    const upload = doc.paths['/api/photos']?.post?.requestBody;
    expect(Object.keys(upload?.content ?? {})).toContain('multipart/form-data');
    const binary = Object.entries(upload?.content?.['multipart/form-data']?.schema?.properties ?? {}).filter(
      ([, p]) => p.format === 'binary',
    );
    expect(binary.length).toBeGreaterThan(0);
    expect(upload?.description).toMatch(/multipart/);
  });
});

describe('the API reference page', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('runs no inline script but the one its policy names by hash, and loads fonts from the app', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toMatch(/font-src 'self'(;|$)/);
    const inline = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1] ?? ''));
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash('sha256')
        .update(script[2] ?? '')
        .digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    // A changed script is not allowed by the hash the page sends.
    expect(scriptSrc).not.toContain(createHash('sha256').update('alert(1)').digest('base64'));
  });

  it('serves every asset the page references, with 200, from the app itself', async () => {
    const page = await get('/api/docs/');
    const base = new URL('http://localhost/api/docs/');
    const refs = [
      ...[...page.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? ''),
      ...[...page.body.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)].map((m) => m[1] ?? ''),
    ];
    expect(refs.some((ref) => ref.includes('.woff2'))).toBe(true);
    expect(refs.some((ref) => ref.endsWith('.js'))).toBe(true);
    for (const ref of refs) {
      const url = new URL(ref, base);
      expect(url.origin, ref).toBe(base.origin);
      const res = await get(url.pathname + url.search);
      expect(res.statusCode, ref).toBe(200);
    }
    // The script Scalar ships fetches no fonts from its CDN: the page turns them off.
    expect(page.body).toContain('"withDefaultFonts": false');
    expect((await get('/api/docs/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});
