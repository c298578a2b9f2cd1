import { healthResponseSchema, readinessResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../adapters/db/database.port.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { access } from '../../http/route-access.js';
import { sendJson } from '../../lib/json-reply.js';

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
  opts: { database: Database; storage: Storage; offlineAi: boolean; supabaseEnabled: boolean; pingCacheMs: number },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Probes that arrive while a ping is in flight share it, and a ping that succeeded less than
  // `pingCacheMs` ago answers for the database: a busy liveness check costs at most one database
  // round trip per window. A failed ping is never reused; the next probe pings again.
  let inflight: Promise<void> | undefined;
  let okAt = Number.NEGATIVE_INFINITY;
  const ping = async () => {
    if (performance.now() - okAt < opts.pingCacheMs) return;
    inflight ??= opts.database
      .ping()
      .then(() => {
        okAt = performance.now();
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };
  // The two answers never change while the process runs: serialised by their schema once.
  const base = { supabase_enabled: opts.supabaseEnabled, database: opts.database.engine, offline_ai: opts.offlineAi };
  const answer = {
    ok: JSON.stringify(z.encode(healthResponseSchema, { status: 'ok', message: 'Loci API is running', ...base })),
    down: JSON.stringify(z.encode(healthResponseSchema, { status: 'error', message: 'The database is unreachable', ...base })),
  };
  typed.get(
    '/api/health/',
    {
      config: access.public,
      // A few dozen bytes: compressing them costs more than it saves.
      compress: false,
      schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      try {
        await ping();
        return sendJson(reply, answer.ok);
      } catch {
        return sendJson(reply.status(503), answer.down);
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
