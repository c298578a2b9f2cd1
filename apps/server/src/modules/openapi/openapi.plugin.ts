import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../http/route-access.js';
import { API_TAGS, OPERATION_SUMMARIES } from './operation-summaries.js';
import { describeInput } from './request-bodies.js';

type Transform = NonNullable<Extract<FastifyDynamicSwaggerOptions, { transform?: unknown }>['transform']>;
type TransformObject = NonNullable<Extract<FastifyDynamicSwaggerOptions, { transformObject?: unknown }>['transformObject']>;

/** Where a route's described input waits for `withRequestBodies` (an `x-` key, which the operation keeps). */
const INPUT_KEY = 'x-loci-request-body';

/** The document's path for a route URL: `:id` → `{id}`, a trailing wildcard → `{*}`. */
export const docPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

/** An operation's group and summary: the route's own, else OPERATION_SUMMARIES under `METHOD /path`. */
function describeOperation(methods: string[], url: string, schema: Record<string, unknown>): { tags?: string[]; summary?: string } {
  const entry = methods.map((m) => OPERATION_SUMMARIES[`${m.toUpperCase()} ${docPath(url)}`]).find(Boolean);
  const tags = Array.isArray(schema.tags) ? (schema.tags as string[]) : entry ? [entry[0]] : undefined;
  const summary = typeof schema.summary === 'string' ? schema.summary : entry?.[1];
  return { ...(tags ? { tags } : {}), ...(summary ? { summary } : {}) };
}

/** What a route's declaration says in the document: who may call it, and which token scope it needs. */
export function describeAccess(access: RouteAccess | undefined): { security: Record<string, string[]>[]; text: string } {
  if (!access || access.kind === 'public') return { security: [], text: 'Public.' };
  if (access.kind === 'link') return { security: [], text: "A review link's token in the path (no account)." };
  if (access.kind === 'token') return { security: [{ operatorToken: [] }], text: "The operator's METRICS_TOKEN." };
  const who =
    access.kind === 'user'
      ? 'Signed in.'
      : access.kind === 'project'
        ? `A member of the project's workspace whose role allows "${access.need}" (project named in the ${access.scope === 'params' ? 'path' : 'form field project_id'}).`
        : `A member of the workspace whose role allows "${access.need}".`;
  if (access.tokenScope === 'session')
    return { security: [{ session: [] }], text: `${who} Session only: personal access tokens are refused.` };
  return {
    security: [{ session: [] }, { personalAccessToken: [access.tokenScope] }],
    text: `${who} Personal access token scope: \`${access.tokenScope}\`.`,
  };
}

/** Each operation gets its access kind and token scope (`x-loci-access`, `security`, a line in its description). */
const withAccess: Transform = (args) => {
  const out = jsonSchemaTransform(args);
  const access = args.route.config?.access;
  const { security, text } = describeAccess(access);
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return out;
  const described = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
  const methods = [args.route.method].flat() as string[];
  const input = args.route.config?.input;
  return {
    ...out,
    schema: {
      ...schema,
      ...describeOperation(methods, args.url, schema),
      description: `${described}${text}`,
      security,
      'x-loci-access': access ?? { kind: 'public' },
      ...(input && !schema.body ? { [INPUT_KEY]: describeInput(input) } : {}),
    } as typeof out.schema,
  };
};

/** The zod components, the groups in order, and each route's declared input as its operation's request body. */
const withRequestBodies: TransformObject = (documentObject) => {
  const doc = jsonSchemaTransformObject(documentObject) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object' || !(INPUT_KEY in operation)) continue;
      operation.requestBody = operation[INPUT_KEY];
      delete operation[INPUT_KEY];
    }
  }
  return { ...doc, tags: API_TAGS.map((tag) => ({ ...tag })) } as ReturnType<TransformObject>;
};

/**
 * The OpenAPI 3.1 document, built from the route table and its zod schemas as routes register
 * (register this before any route), served at GET /api/openapi.json.
 */
async function openApiPlugin(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Loci API',
        version: '1',
        description:
          'The API the Loci web app uses. Scripts and agents authenticate with a personal access token (Profile → Personal access tokens): `Authorization: Bearer loci_pat_…`. Errors are `{ code, error }`.',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: {
          personalAccessToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token, `loci_pat_…`; its scopes are listed per operation.',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: "The web app's session (or its signed bearer token).",
          },
          operatorToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for /metrics.' },
        },
      },
    },
    transform: withAccess,
    transformObject: withRequestBodies,
  });
  app.get('/api/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => app.swagger());
}

export default fp(openApiPlugin, { name: 'openapi' });
