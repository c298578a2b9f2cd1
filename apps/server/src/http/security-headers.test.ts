import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('security headers', () => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    secure = await createTestApp({ PUBLIC_URL: 'https://loci.example' });
  });
  afterAll(async () => {
    await t?.close();
    await secure?.close();
  });

  it('sends the content security policy and the helmet rules on answers and on errors', async () => {
    for (const url of ['/api/health/', '/api/nope', '/api/projects/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS only when Loci is served over https', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
