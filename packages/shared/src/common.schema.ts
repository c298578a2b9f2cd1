import { z } from 'zod';

/** `{ success: true }`: the answer of a call whose effect is all there is to say (deletes). */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** `{ status }`: a liveness answer (the spec's test endpoint). */
export const statusResponseSchema = z.object({ status: z.string() });
