import { z } from 'zod';

/**
 * Building blocks for the input schemas of the multipart forms (spec §7): a form arrives as text
 * fields (a repeated field as a list) and files, merged into one object by the server
 * (`{ ...fields, ...files }`) and parsed once by its route. Each builder keeps the wording the
 * routes answered with before the schemas existed, so a 400 reads the same.
 */

/** A file part of a multipart form, as the server buffered it. */
export interface FormFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Uint8Array;
}

const FORM_SCHEMAS = new WeakSet<z.ZodType>();

/** An object schema read from a multipart form (or a JSON body with the same field names). */
export function formInput<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  FORM_SCHEMAS.add(schema);
  return schema;
}

/** Marks an existing object schema as a form's (its fields are the form's text fields). */
export function asFormInput<S extends z.ZodType>(schema: S): S {
  FORM_SCHEMAS.add(schema);
  return schema;
}

/** Whether a schema reads a multipart form (the server then parses the form's fields and files). */
export function isFormInput(schema: z.ZodType): boolean {
  return FORM_SCHEMAS.has(schema);
}

/** The last value of a text field (a repeated field is a list). */
const single = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
const trimmed = (v: unknown) => (typeof single(v) === 'string' ? (single(v) as string).trim() : undefined);

/** A required non-blank text field, trimmed: `{name} is required.` / `{name} is longer than {max} characters.` */
export function formText(name: string, max = 2000) {
  return z.preprocess(trimmed, z.string().optional()).transform((value, ctx) => {
    if (!value) {
      ctx.addIssue({ code: 'custom', message: `${name} is required.` });
      return z.NEVER;
    }
    if (value.length > max) {
      ctx.addIssue({ code: 'custom', message: `${name} is longer than ${max} characters.` });
      return z.NEVER;
    }
    return value;
  });
}

/** A required non-blank text field, trimmed and cut to `max` (never refused for its length). */
export function formRequiredText(name: string, max: number, message = `${name} is required.`) {
  return z.preprocess(trimmed, z.string().optional()).transform((value, ctx) => {
    if (!value) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value.slice(0, max);
  });
}

/** A text field as sent (not trimmed: the caller reads it as a reference); '' when absent. */
export function formRawText() {
  return z.preprocess((v) => single(v) ?? '', z.string());
}

/** True for "true", "1", "yes", "on". */
export function formFlag() {
  return z.preprocess(trimmed, z.string().optional()).transform((value) => ['true', '1', 'yes', 'on'].includes(value?.toLowerCase() ?? ''));
}

/** A list field sent either repeated or as one JSON-encoded list (multipart sends arrays as JSON), at most `max` entries. */
export function formJsonList(name: string, max = 32) {
  const list = z.array(z.unknown()).transform((raw, ctx): string[] => {
    let values = raw.map(String);
    if (values.length === 1 && values[0].trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(values[0]);
        if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) throw new Error('not a list of strings');
        values = parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be a JSON list of strings.` });
        return z.NEVER;
      }
    }
    if (values.length > max) {
      ctx.addIssue({ code: 'custom', message: `${name} can hold at most ${max} entries.` });
      return z.NEVER;
    }
    return values;
  });
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), list);
}

/** An optional text field, trimmed and cut to `max`; '' when absent. */
export function formOptionalText(max = 4000) {
  return z.preprocess(trimmed, z.string().optional()).transform((value) => (value ?? '').slice(0, max));
}

/** An optional text field, trimmed; undefined when absent or blank (no cut). */
export function formMaybeText() {
  return z.preprocess(trimmed, z.string().optional()).transform((value) => value || undefined);
}

/** `section`: historical, social or physical (capitalised accepted, spec §3). */
export function formSection(name = 'section') {
  return z.preprocess(trimmed, z.string().optional()).transform((value, ctx) => {
    const raw = value?.toLowerCase() ?? '';
    if (raw === 'historical' || raw === 'social' || raw === 'physical') return raw;
    ctx.addIssue({
      code: 'custom',
      message: raw
        ? `Unknown section "${raw.slice(0, 40)}": use historical, social or physical.`
        : `${name} is required (historical, social or physical).`,
    });
    return z.NEVER;
  });
}

/** A section when sent, else undefined (the spec's topics update sends none). */
export function formOptionalSection(name = 'section') {
  const section = formSection(name);
  return z
    .unknown()
    .transform((value, ctx) => {
      if (!trimmed(value)) return undefined;
      const parsed = section.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${name} is not valid.` });
      return z.NEVER;
    })
    .optional();
}

/** A slider value 0–2; missing or blank means `fallback`. */
export function formSlider(name: string, fallback: 0 | 1 | 2 = 1) {
  return z.preprocess(trimmed, z.string().optional()).transform((value, ctx): 0 | 1 | 2 => {
    if (!value) return fallback;
    const n = Number(value);
    if (n === 0 || n === 1 || n === 2) return n;
    ctx.addIssue({ code: 'custom', message: `${name} must be 0, 1 or 2.` });
    return z.NEVER;
  });
}

/** prompt_usage / realSourced: 0 generated, 1 sourced; undefined when absent (the caller's default applies). */
export function formUsage(name: string) {
  return z.preprocess(trimmed, z.string().optional()).transform((value, ctx): 0 | 1 | undefined => {
    if (!value) return undefined;
    if (value === '0' || value === 'false') return 0;
    if (value === '1' || value === 'true') return 1;
    ctx.addIssue({ code: 'custom', message: `${name} must be 0 (generated) or 1 (sourced).` });
    return z.NEVER;
  });
}

/** A slot index below `count` (the board's number of images); undefined when absent and not required. */
export function formIndex(opts: { name?: string; count: number; page: string; required: boolean }) {
  const name = opts.name ?? 'image_index';
  return z.preprocess(trimmed, z.string().optional()).transform((value, ctx): number | undefined => {
    if (!value) {
      if (!opts.required) return undefined;
      ctx.addIssue({ code: 'custom', message: `${name} is required.` });
      return z.NEVER;
    }
    const n = Number(value);
    if (Number.isInteger(n) && n >= 0 && n < opts.count) return n;
    ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from 0 to ${opts.count - 1} on a ${opts.page} page.` });
    return z.NEVER;
  });
}

/** Every value of a repeated text field (`name` or `name[]`), trimmed, blanks dropped. */
export function formList() {
  return z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.unknown()))
    .transform((values) =>
      values
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter(Boolean),
    );
}

/** An optional uploaded file. */
export function formFile() {
  return z.custom<FormFile>((v) => typeof v === 'object' && v !== null && 'bytes' in v && 'filename' in v).optional();
}

/**
 * `schema` with one answer for any bad input (a route whose 400 has always said the same thing,
 * whatever was wrong). The parsed value is the schema's.
 */
export function withOneMessage<S extends z.ZodType>(schema: S, message: string) {
  return z.unknown().transform((value, ctx): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A text field read by `schema` as the text it is ('' when absent; the last value when repeated). */
export function formString<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => single(v) ?? '', schema);
}

/** A file the form must carry; `message` when it does not. */
export function formRequiredFile(message: string) {
  return z.custom<FormFile>((v) => typeof v === 'object' && v !== null && 'bytes' in v && 'filename' in v, { error: message });
}

/** A coordinate within ±`limit`; null when absent, not a number or out of range (the form's point is a hint). */
export function formCoordinate(limit: number) {
  return z.preprocess(trimmed, z.string().optional()).transform((value) => {
    const n = value ? Number(value) : Number.NaN;
    return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
  });
}

/** The project a body-scoped form names (checked by the route's guard before the rest is parsed). */
export const formProjectId = z.preprocess(trimmed, z.string().optional());
