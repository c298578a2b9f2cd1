import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
type Operation = {
  security?: unknown[];
  'x-loci-access'?: { kind: string; tokenScope?: string };
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t?.close());

/** The document's path for a route pattern: `:id` → `{id}`, the auth wildcard → `{*}`. */
const docPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');
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
});
