import { healthResponseSchema, readinessResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../adapters/db/database.port.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { access } from '../../http/route-access.js';

/** A check that gives up after `ms` (a hung store must not hang the probe). */
async function answers(check: () => Promise<unknown>, ms: number): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health/ — liveness: `{ status, message, supabase_enabled }` (true with the Supabase sign-in preset)
 * and a real database check (503 when down).
 * GET /api/health/ready — readiness for a load balancer: the database and the storage (fs folder or
 * S3 bucket) answer within 3 s each; 503 with the failing part named otherwise. Public, like liveness.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; storage: Storage; offlineAi: boolean; supabaseEnabled: boolean },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Probes that arrive while a ping is in flight share it: a busy liveness check costs one
  // database round trip at a time, and every answer still reflects a ping begun after the last one ended.
  let inflight: Promise<void> | undefined;
  const ping = () => {
    inflight ??= opts.database.ping().finally(() => {
      inflight = undefined;
    });
    return inflight;
  };
  typed.get(
    '/api/health/',
    { config: access.public, schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const base = { supabase_enabled: opts.supabaseEnabled, database: opts.database.engine, offline_ai: opts.offlineAi };
      try {
        await ping();
        return { status: 'ok' as const, message: 'Loci API is running', ...base };
      } catch {
        return reply.status(503).send({ status: 'error' as const, message: 'The database is unreachable', ...base });
      }
    },
  );

  typed.get(
    '/api/health/ready',
    { config: access.public, schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([answers(() => opts.database.ping(), 3000), answers(() => opts.storage.ping(), 3000)]);
      const ready = database === 'ok' && storage === 'ok';
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? ('ready' as const) : ('not_ready' as const), database, storage });
    },
  );
}
