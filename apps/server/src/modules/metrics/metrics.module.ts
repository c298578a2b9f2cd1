import { defineModule } from '../../app-module.js';
import { countProviderErrors, createMetrics } from './metrics.js';
import { metricsPlugin } from './metrics.plugin.js';

/**
 * Prometheus metrics, only with METRICS_TOKEN set: before any route, so it times every one. It gives
 * the AI providers the other modules use: counted (each provider error) when metrics are on, as they are when off.
 */
export const metricsModule = defineModule({
  name: 'metrics',
  needs: [],
  gives: ['ai'],
  async register({ app, env, adapters, db }) {
    if (!env.METRICS_TOKEN) return { ai: adapters.ai };
    const metrics = createMetrics({ db });
    await app.register(metricsPlugin, { metrics, token: env.METRICS_TOKEN });
    return { ai: countProviderErrors(adapters.ai, metrics) };
  },
});
