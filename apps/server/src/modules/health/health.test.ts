import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  // Every probe pings here; the reuse window has its own tests below.
  t = await createTestApp({ HEALTH_PING_CACHE_MS: '0' });
});
afterAll(async () => t?.close());

describe('GET /api/health/', () => {
  it('reports ok with supabase_enabled false while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', supabase_enabled: false });
  });

  it('answers 503 when the database is unreachable', async () => {
    const ping = t.adapters.database.ping;
    t.adapters.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', supabase_enabled: false });
    } finally {
      t.adapters.database.ping = ping;
    }
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No such endpoint/);
  });
});

describe('GET /api/health/ready', () => {
  it('is ready while the database and the storage answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('names the part that does not answer', async () => {
    const ping = t.adapters.storage.ping;
    t.adapters.storage.ping = async () => {
      throw new Error('bucket gone');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'ok', storage: 'error' });
    } finally {
      t.adapters.storage.ping = ping;
    }
  });
});

describe('GET /api/health/ under many probes', () => {
  it('shares one database ping between probes that arrive while it runs, and pings again afterwards', async () => {
    const ping = t.adapters.database.ping;
    let calls = 0;
    let release: () => void = () => undefined;
    t.adapters.database.ping = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    try {
      const probes = Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health/' }));
      await expect.poll(() => calls).toBe(1);
      release();
      const answers = await Promise.all(probes);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(calls).toBe(1);
      const next = t.app.inject({ method: 'GET', url: '/api/health/' });
      await expect.poll(() => calls).toBe(2);
      release();
      expect((await next).statusCode).toBe(200);
    } finally {
      t.adapters.database.ping = ping;
    }
  });
});

describe('GET /api/health/ with a ping reuse window', () => {
  const counting = (app: TestApp, fail: () => boolean) => {
    const calls = { n: 0 };
    app.adapters.database.ping = async () => {
      calls.n += 1;
      if (fail()) throw new Error('connection refused');
    };
    return calls;
  };

  it('answers from a successful ping for the window, and pings again after it', async () => {
    const w = await createTestApp({ HEALTH_PING_CACHE_MS: '150' });
    try {
      const calls = counting(w, () => false);
      expect((await w.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      expect((await w.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      expect(calls.n).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      expect((await w.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      expect(calls.n).toBe(2);
    } finally {
      await w.close();
    }
  });

  it('never reuses a failed ping: the next probe asks the database again', async () => {
    const w = await createTestApp({ HEALTH_PING_CACHE_MS: '60000' });
    try {
      let down = true;
      const calls = counting(w, () => down);
      expect((await w.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
      expect((await w.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
      down = false;
      expect((await w.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      expect(calls.n).toBe(3);
    } finally {
      await w.close();
    }
  });
});
