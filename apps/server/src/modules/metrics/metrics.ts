import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AiProviders } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { countSlotsByStatus } from '../generation/index.js';

/** Prometheus collectors of one process (one registry per app, so test apps do not share counters). */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  providerErrors: Counter<'kind' | 'provider'>;
}

/**
 * Process memory, CPU and event-loop lag (prom-client's defaults), request latency per route,
 * provider errors, and the generation queue as the database sees it (the same on every process).
 */
export function createMetrics(deps: { db: Kysely<DatabaseSchema> }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'loci_http_request_duration_seconds',
    help: 'HTTP requests by route pattern: count (rate) and latency',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'loci_provider_errors_total',
    help: 'Failed calls to AI providers and photo sources, by kind (text, image, photos) and provider',
    labelNames: ['kind', 'provider'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'loci_generation_slots',
    help: 'Generation slots waiting (queued), being made (running) or failed, across every process',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countSlotsByStatus(deps.db);
      this.reset();
      for (const status of ['queued', 'running', 'failed'] as const) this.set({ status }, counts[status]);
    },
  });
  return { registry, requestDuration, providerErrors };
}

/** The same providers, each failed call counted in `loci_provider_errors_total` (and still thrown). */
export function countProviderErrors(ai: AiProviders, metrics: Metrics): AiProviders {
  const wrap = <T extends object>(kind: 'text' | 'image' | 'photos', provider: T & { provider: string }): T =>
    new Proxy(provider, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          if (!(result instanceof Promise)) return result;
          return result.catch((err: unknown) => {
            metrics.providerErrors.inc({ kind, provider: target.provider });
            throw err;
          });
        };
      },
    });
  return { ...ai, text: wrap('text', ai.text), image: wrap('image', ai.image), photos: wrap('photos', ai.photos) };
}
