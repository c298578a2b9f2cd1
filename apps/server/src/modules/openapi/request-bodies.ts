import { isFormInput } from '@loci/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** An OpenAPI request body. */
export interface RequestBody {
  description: string;
  required: boolean;
  content: Record<string, { schema: JsonSchema }>;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/** The schema under optional / nullable / default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType };
  return def.innerType && ['optional', 'nullable', 'default', 'prefault'].includes(def.type) ? unwrap(def.innerType) : schema;
}

/** A file part: the form builders make files with `z.custom` (formFile, formRequiredFile). */
function isFile(schema: z.ZodType): boolean {
  return unwrap(schema)._zod.def.type === 'custom';
}

/** Whether a field may be left out: its schema takes `undefined` (the form builders give the defaults). */
function optional(schema: z.ZodType): boolean {
  try {
    return schema.safeParse(undefined).success;
  } catch {
    return false;
  }
}

function toJson(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** A form's fields: text fields as the JSON Schema of their input, files as binary parts, required where the form needs them. */
function formSchema(input: z.ZodType): JsonSchema {
  const shape = input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : {};
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(shape)) {
    properties[name] = isFile(field)
      ? { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: 'A file part.' }
      : toJson(field);
    if (!optional(field)) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The request body a route's declared input (`declaresInput`, http/parse-input.ts) reads: a form
 * schema as multipart/form-data (a form without file parts also as urlencoded or JSON), any
 * other schema as JSON.
 */
export function describeInput(input: z.ZodType): RequestBody {
  if (isFormInput(input)) {
    const schema = formSchema(input);
    const files = Object.entries(schema.properties ?? {}).filter(([, p]) => p.format === 'binary');
    const fileWords = files.length
      ? ` File parts: ${files.map(([name]) => `\`${name}\``).join(', ')}.`
      : ' The same fields may come urlencoded or as JSON.';
    // A form that carries files is multipart only; one of text fields only is read from any of the three.
    const types = files.length ? FORM_TYPES.slice(0, 1) : FORM_TYPES;
    return {
      description: `A multipart form (multipart/form-data); a repeated text field is a list.${fileWords}`,
      required: Boolean(schema.required?.length),
      content: Object.fromEntries(types.map((type) => [type, { schema }])),
    };
  }
  const schema = toJson(input);
  return { description: 'A JSON body.', required: !optional(input), content: { 'application/json': { schema } } };
}
