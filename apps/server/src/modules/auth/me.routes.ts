import { meLocaleSchema, meResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { signedInUser } from '../../http/request-scope.js';
import { access, touches } from '../../http/route-access.js';
import { setUserLocale, userLocale } from './users.repository.js';

/** GET /api/me — the signed-in user, for clients and for session checks; PUT /api/me/locale — their language. */
export async function meRoutes(app: FastifyInstance, opts: { db: Kysely<DatabaseSchema> }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/me',
    {
      preHandler: app.requireUser,
      config: { ...access.user('read'), ...touches({ none: 'the caller themself' }) },
      schema: { response: { 200: meResponseSchema } },
    },
    async (request) => {
      const { id, email, name, emailVerified } = signedInUser(request);
      return { id, email, full_name: name, email_verified: emailVerified, locale: await userLocale(db, id) };
    },
  );

  r.put(
    '/api/me/locale',
    {
      preHandler: app.requireUser,
      config: { ...access.user('session'), ...touches({ none: 'the caller themself' }) },
      schema: { body: meLocaleSchema, response: { 200: z.object({ locale: meLocaleSchema.shape.locale }) } },
    },
    async (request) => {
      const { locale } = request.body;
      await setUserLocale(db, signedInUser(request).id, locale);
      return { locale };
    },
  );
}
