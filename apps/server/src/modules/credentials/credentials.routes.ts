import { credentialsVerifyInputSchema, ErrorCode } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ContentCredentials } from '../../adapters/credentials/credentials.port.js';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { access, touches } from '../../http/route-access.js';
import { MetadataBoundsError } from '../../lib/image-metadata/index.js';
import { fileBytes } from '../../lib/multipart.js';

export interface CredentialRouteOptions {
  credentials: ContentCredentials;
  limit: { store: RateLimitStore; perMinute: number };
  maxBytes: number;
}

/** Verify's answer to a manifest store past the parse bounds (nested too deep, too many boxes, too large). */
export const TOO_COMPLEX = "This image's Content Credentials are too large or too deeply nested to check, so Loci did not read them.";

/**
 * POST /api/credentials/verify — an uploaded image (multipart field `image`) → its Content
 * Credentials: `{ present, summary }` with the active manifest's generator, actions, source type,
 * ingredients, signer and validation status. Signed-in users; rate limited per user.
 */
export async function credentialRoutes(app: FastifyInstance, opts: CredentialRouteOptions): Promise<void> {
  app.post(
    '/api/credentials/verify',
    {
      config: {
        ...access.user('read'),
        ...touches({ none: 'reads an uploaded image, stores nothing' }),
        ...declaresInput(credentialsVerifyInputSchema),
      },
    },
    async (request, reply) => {
      const hit = await opts.limit.store.hit(`credentials-verify:${request.user?.id}`, 60_000);
      if (hit.count > opts.limit.perMinute) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000))));
        throw new AppError(ErrorCode.RateLimited, 'Too many checks in a minute. Please try again shortly.');
      }
      const { image } = await parseInput(credentialsVerifyInputSchema, request);
      if (image.bytes.length > opts.maxBytes) throw new AppError(ErrorCode.PayloadTooLarge, 'That image is too large to check.');
      const summary = await opts.credentials.read(fileBytes(image)).catch((err: unknown) => {
        if (err instanceof MetadataBoundsError) throw new AppError(ErrorCode.BadRequest, TOO_COMPLEX);
        return null;
      });
      return { present: summary !== null, summary };
    },
  );
}
