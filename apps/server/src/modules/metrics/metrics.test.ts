import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { AiProviders } from '../../adapters/ai/index.js';
import { countProviderErrors, createMetrics } from './metrics.js';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

describe('GET /metrics', () => {
  it('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports request rate and latency per route, the generation queue, provider errors and memory', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/' });
    await t.app.inject({ method: 'GET', url: '/api/health/' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(/loci_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/",status_code="200"\} 2/);
    expect(body).toMatch(/loci_generation_slots\{status="queued"\} 0/);
    expect(body).toContain('# TYPE loci_provider_errors_total counter');
    expect(body).toMatch(/process_resident_memory_bytes \d+/);
  });

  it('is not served without METRICS_TOKEN', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});

describe('countProviderErrors', () => {
  it('counts a failed provider call by kind and provider, and still fails it', async () => {
    const metrics = createMetrics({ db: t.adapters.database.db });
    const failing = {
      ...t.adapters.ai,
      image: {
        provider: 'openai',
        offline: false,
        generate: async () => {
          throw new Error('upstream 500');
        },
      },
    } as AiProviders;
    const ai = countProviderErrors(failing, metrics);
    await expect(ai.image.generate({ prompt: 'x' } as Parameters<AiProviders['image']['generate']>[0])).rejects.toThrow('upstream 500');
    expect(ai.image.provider).toBe('openai');
    expect(await metrics.registry.getSingleMetricAsString('loci_provider_errors_total')).toContain(
      'loci_provider_errors_total{kind="image",provider="openai"} 1',
    );
  });
});
