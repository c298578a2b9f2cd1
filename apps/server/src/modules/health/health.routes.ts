import { healthResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../adapters/db/database.port.js';

/** GET /api/health/ — `{ status, message, supabase_enabled }` (true with the Supabase sign-in preset) and a real database check (503 when down). */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database; offlineAi: boolean; supabaseEnabled: boolean }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health/', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_request, reply) => {
      const base = { supabase_enabled: opts.supabaseEnabled, database: opts.database.engine, offline_ai: opts.offlineAi };
      try {
        await opts.database.ping();
        return { status: 'ok' as const, message: 'Loci API is running', ...base };
      } catch {
        return reply.status(503).send({ status: 'error' as const, message: 'The database is unreachable', ...base });
      }
    });
}
