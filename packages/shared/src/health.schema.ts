import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string(),
  supabase_enabled: z.boolean(),
  database: z.enum(['pglite', 'postgres']).optional(),
  offline_ai: z.boolean().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready — whether this process can serve: its database and its storage answer. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'error']),
  storage: z.enum(['ok', 'error']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
