import { ErrorCode } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** The JSON body every route takes unless it declares more (Fastify's `bodyLimit` on the route). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The body limit of the routes that read a form (`readForm`): sent as JSON, a form carries its
 * images as data URLs. Multipart is streamed with its own limits (UPLOAD_MAX_BYTES a file) and
 * does not count against this. Such a route authenticates before its body is read (route-access.ts).
 */
export const FORM_BODY_LIMIT = 25 * 1024 * 1024;

/** How deeply arrays and objects may nest in a JSON body (Loci's own bodies need fewer than 8). */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays/objects deeper than `max`, in one pass over its characters
 * (brackets inside strings do not count). Stops at the first level too many: a body of
 * twelve million `[` costs `max` steps, not a parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that refuses a body nested too deeply before parsing
 * it, then parses as Fastify does (secure-json-parse: `__proto__` and `constructor.prototype`
 * refused). The size is bounded before this runs: Fastify answers 413 to a body over the route's
 * `bodyLimit` (by its Content-Length, or as it streams in) without handing it to any parser.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  // A refused request whose body is still coming closes its connection: Node would otherwise read
  // the rest of the body (megabytes) only to throw it away, to keep the connection for another request.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError(ErrorCode.BadRequest, TOO_DEEP_MESSAGE), undefined);
    return parse(request, text, done);
  });
}
