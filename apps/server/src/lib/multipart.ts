import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@loci/shared';
import { AppError } from '../errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface FormBody {
  /** Text fields; a repeated field (e.g. imageLabels) becomes a list. */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form (spec §7: the client posts forms) — or a JSON / urlencoded body, so
 * scripts can call the same routes. Files are buffered within the configured upload limit.
 */
export async function readForm(request: FastifyRequest): Promise<FormBody> {
  if (!request.isMultipart()) return fromPlainBody(request.body);
  const fields: FormBody['fields'] = {};
  const files: FormBody['files'] = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(ErrorCode.PayloadTooLarge, `The file ${part.filename} is too large.`);
      if (bytes.length) files[part.fieldname] = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes };
    } else {
      addField(fields, part.fieldname, String(part.value ?? ''));
    }
  }
  return { fields, files };
}

function addField(fields: FormBody['fields'], name: string, value: string): void {
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const existing = fields[key];
  if (existing === undefined) fields[key] = name.endsWith('[]') ? [value] : value;
  else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function fromPlainBody(body: unknown): FormBody {
  if (body === undefined || body === null) return { fields: {}, files: {} };
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(ErrorCode.BadRequest, 'The request body must be a form or a JSON object.');
  }
  const fields: FormBody['fields'] = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) fields[key] = value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    else fields[key] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return { fields, files: {} };
}

/** The single value of a text field (the last one when repeated). */
export function fieldValue(form: FormBody, name: string): string | undefined {
  const v = form.fields[name];
  return Array.isArray(v) ? v[v.length - 1] : v;
}

/** Every value of a repeated field. */
export function fieldValues(form: FormBody, name: string): string[] {
  const v = form.fields[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}
