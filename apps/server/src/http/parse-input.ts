import { ErrorCode, isFormInput } from '@loci/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { type FormBody, readForm } from '../lib/multipart.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The write route's input schema (packages/shared), for the tests that walk the route table. */
    input?: z.ZodType;
  }
}

/** `config: { ...access…, ...declaresInput(schema) }`: the route names the schema it parses, so the route table knows it. */
export function declaresInput(schema: z.ZodType): { input: z.ZodType } {
  return { input: schema };
}

/** A form as one object: its text fields and its files side by side (the form schemas read both). */
export function formValue(form: FormBody): Record<string, unknown> {
  return { ...form.fields, ...form.files };
}

/**
 * Words for one issue: a message the schema gives (the spec's words) stands as it is; zod's own
 * wording names the field it is about (`pages.0: Invalid input…`).
 */
function describeDefault(issue: z.core.$ZodRawIssue): string {
  const made = z.config().localeError?.(issue);
  const text = (typeof made === 'string' ? made : made?.message) ?? 'is not valid';
  const field = issue.path?.join('.');
  return field ? `${field}: ${text}` : text;
}

/**
 * Parses a value with its shared schema; a bad one is a 400 naming the first problem. `message`
 * replaces every issue's words where a route has one answer for any bad input.
 */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown, opts: { message?: string } = {}): z.output<S> {
  const parsed = schema.safeParse(value ?? {}, { error: describeDefault });
  if (parsed.success) return parsed.data;
  throw new AppError(ErrorCode.Validation, opts.message ?? parsed.error.issues[0]?.message ?? 'The request is not valid.');
}

/**
 * The one way a write route reads its input, after its access guard ran (a stranger learns nothing
 * from a 400): a form schema (`formInput` in packages/shared) reads the multipart form — or a JSON /
 * urlencoded body with the same names —, any other schema the JSON body.
 */
export async function parseInput<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  opts: { message?: string } = {},
): Promise<z.output<S>> {
  const value = isFormInput(schema) ? formValue(await readForm(request)) : request.body;
  return parseValue(schema, value, opts);
}
