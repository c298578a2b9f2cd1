import { ErrorCode, type FormFile } from '@loci/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { CONTROL_CHARS_MESSAGE, containsControlChars, hasControlChars } from '../http/control-chars.js';

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

declare module 'fastify' {
  interface FastifyRequest {
    /** The form `readForm` read (a body-scoped project route's `project_id` is in it). */
    form?: FormBody;
  }
}

export const MALFORMED_FORM_MESSAGE = 'The form could not be read: the multipart body is malformed or incomplete.';

/** Limits @fastify/multipart reports as 413 (the error handler answers them); anything else it throws is a malformed body. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart form (spec §7: the client posts forms) — or a JSON / urlencoded body, so
 * scripts can call the same routes. Files are buffered within the configured upload limit.
 * The whole form is read before anything is stored, and a malformed body (no boundary, another
 * boundary, no closing delimiter, cut short) is a 400, never a 500.
 */
export async function readForm(request: FastifyRequest): Promise<FormBody> {
  // Read once: a guard that needed a field (a token's workspace check) leaves the form for the handler.
  if (request.form) return request.form;
  const form = await readAnyForm(request);
  request.form = form;
  return form;
}

async function readAnyForm(request: FastifyRequest): Promise<FormBody> {
  if (!request.isMultipart()) return fromPlainBody(request.body);
  try {
    return await readParts(request);
  } catch (err) {
    if (err instanceof AppError || TOO_LARGE.has((err as { code?: string }).code ?? '')) throw err;
    throw new AppError(ErrorCode.BadRequest, MALFORMED_FORM_MESSAGE);
  }
}

async function readParts(request: FastifyRequest): Promise<FormBody> {
  const fields: FormBody['fields'] = {};
  const files: FormBody['files'] = {};
  for await (const part of request.parts()) {
    // Field names, values and file names are text stored as is: the edge rule applies to them too.
    if (hasControlChars(part.fieldname)) throw new AppError(ErrorCode.Validation, CONTROL_CHARS_MESSAGE);
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(ErrorCode.PayloadTooLarge, `The file ${part.filename} is too large.`);
      if (hasControlChars(part.filename)) throw new AppError(ErrorCode.Validation, CONTROL_CHARS_MESSAGE);
      if (bytes.length) files[part.fieldname] = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes };
    } else {
      // A part sent as application/json arrives parsed: keep it as the JSON text it was.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value ?? '');
      if (containsControlChars(value)) throw new AppError(ErrorCode.Validation, CONTROL_CHARS_MESSAGE);
      addField(fields, part.fieldname, value);
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

/** An uploaded file's bytes as a Buffer (the form schemas type them as the Uint8Array they are). */
export function fileBytes(file: FormFile): Buffer {
  return Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
}
