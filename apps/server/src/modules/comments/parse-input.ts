import { ErrorCode } from '@loci/shared';
import type { z } from 'zod';
import { AppError } from '../../errors.js';

/** Parses a body with its shared schema after the route's guard ran; a bad one is a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  throw new AppError(ErrorCode.Validation, field ? `${field}: ${issue.message}` : (issue?.message ?? 'The request is not valid.'));
}
