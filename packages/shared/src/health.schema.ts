import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string(),
  supabase_enabled: z.boolean(),
  database: z.enum(['pglite', 'postgres']).optional(),
  offline_ai: z.boolean().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
