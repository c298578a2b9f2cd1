import { ErrorCode, type Locale } from '@loci/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { readerLocale, translateMessage } from './i18n/messages.js';

const statusByCode: Record<ErrorCode, number> = {
  [ErrorCode.BadRequest]: 400,
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.Gone]: 410,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMedia]: 415,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.Upstream]: 502,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Internal]: 500,
};

/** A failure the product expects and can explain to a person. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

/** A readable 400 for a bad field, worded for the person who filled it in. */
export function badInput(message: string): AppError {
  return new AppError(ErrorCode.Validation, message);
}

/** Maps a zod issue path + message to words a person understands. */
function describeValidation(error: FastifyError, locale: Locale): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'The request is not valid.';
  const first = error.validation[0];
  const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const what = first?.message ? translateMessage(first.message, locale) : 'is not valid';
  return field ? `${field}: ${what}` : what;
}

/**
 * The web app's page for a non-API path, ready to send (compressed as the request accepts).
 * `personal`: rendered with the user's own data, for this request only.
 */
export type SpaFallback = (request: FastifyRequest) => Promise<{
  body: Buffer | string;
  encoding?: 'br' | 'gzip';
  personal?: boolean;
}>;

/** One handler for every error: `{ code, error }` bodies, internals hidden on 5xx. */
export function registerErrorHandling(app: FastifyInstance, opts: { spaFallback: SpaFallback | null }): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, err.message);
      const retryAfter = (err.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      // A 429 says how long to wait, as the auth and invitation limits do.
      if (err.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(err.status)
        .send({ code: err.code, error: translateMessage(err.message, readerLocale(request.headers['accept-language'])) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .status(400)
        .send({ code: ErrorCode.Validation, error: describeValidation(err, readerLocale(request.headers['accept-language'])) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      // `message` too: better-auth's client reads it for the auth screens.
      return reply.status(429).send({ code: ErrorCode.RateLimited, error: err.message, message: err.message });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({ code: ErrorCode.PayloadTooLarge, error: 'The upload is too large.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: ErrorCode.BadRequest, error: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.Internal, error: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // The web app owns every non-API path (history fallback); React Router redirects unknown ones.
    const path = request.url.split('?')[0];
    if (opts.spaFallback && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api') {
      // A signed-in first page announces what it will read for whoever asks, or carries the
      // user's own data: the cookie decides. A personal page is never stored by anyone.
      const page = await opts.spaFallback(request);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    return reply.status(404).send({ code: ErrorCode.NotFound, error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}
