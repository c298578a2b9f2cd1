import { ErrorCode } from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import { carriesBearer } from '../../http/cross-site.js';
import { isInnerCall } from '../../http/inner-call.js';
import { access, type TokenGrant } from '../../http/route-access.js';
import { readerLocale, translateAuthError } from '../../i18n/messages.js';
import type { Auth } from './auth.js';
import type { AuthLimits } from './auth-limits.js';
import { registerAuthLimits } from './auth-rate-limit.js';
import { authRequestKeepsSessions, createSessionCache, sessionKey } from './session-cache.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
  interface FastifyInstance {
    auth: Auth;
    /**
     * Resolves the signed-in user (bearer token or session cookie) or throws 401; sets request.user.
     * `counted: false`: the server checking a caller again by itself (a live stream's access), not a
     * request the caller made, so nothing is charged to the token's per-minute limit.
     */
    authenticate: (request: FastifyRequest, use?: { counted: boolean }) => Promise<SessionUser>;
    /** preHandler form of `authenticate`. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  limits: AuthLimits;
  /** Where the limits count (the database, so every process shares them). */
  rateLimitStore: RateLimitStore;
  /** How long a resolved session is reused without a database lookup (SESSION_CACHE_MS; 0: never). */
  sessionCacheMs: number;
  /**
   * Personal access tokens (`Authorization: Bearer loci_pat_…`): the user and grant the header stands
   * for (throws 401 / 429), or null when the header carries no such token (sessions then apply).
   */
  personalToken?: (
    authorization: string | undefined,
    use: { counted: boolean },
  ) => Promise<{ user: SessionUser; grant: TokenGrant } | null>;
}

/** Mounts better-auth under /api/auth, rate-limits its sign-in and mail endpoints, and adds `requireUser`. */
async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions): Promise<void> {
  const { auth } = opts;
  app.decorate('auth', auth);
  app.decorateRequest('user', undefined);
  registerAuthLimits(app, { store: opts.rateLimitStore, limits: opts.limits, secret: auth.options.secret as string });

  const sessions = createSessionCache<SessionUser>({ ttlMs: opts.sessionCacheMs });
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (authRequestKeepsSessions(req.method, req.url)) return forwardToAuth(auth, req, reply);
    // Sign-out, revocation, password and email changes: this process forgets every cached session, before and after.
    sessions.clear();
    try {
      return await forwardToAuth(auth, req, reply);
    } finally {
      sessions.clear();
    }
  };
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', config: access.public, handler });

  const authenticate = async (request: FastifyRequest, use?: { counted: boolean }): Promise<SessionUser> => {
    if (request.user) return request.user;
    // A personal access token stands alone: its user and grant, never a session beside it.
    // The server's own inner calls (MCP → API) were counted as the caller's request already.
    const counted = (use?.counted ?? true) && !isInnerCall(request.headers, auth.options.secret as string);
    const token = await opts.personalToken?.(request.headers.authorization, { counted });
    if (token) {
      request.user = token.user;
      request.tokenGrant = token.grant;
      return token.user;
    }
    const key = sessionKey(request.headers);
    const cached = key ? sessions.get(key) : undefined;
    if (cached) {
      request.user = cached;
      return cached;
    }
    const since = sessions.epoch();
    const session = await auth.api.getSession({ headers: toHeaders(request) });
    if (!session) throw new AppError(ErrorCode.Unauthenticated, 'Please sign in to continue.');
    const { id, email, name, emailVerified } = session.user;
    request.user = { id, email, name, emailVerified };
    if (key) sessions.set(key, request.user, since);
    return request.user;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
}

/**
 * Copies Node headers into a Fetch Headers, with the client IP we trust (never the client's own claim).
 * A request with a bearer token is authenticated by it alone: its cookies are left out, so a bad token
 * beside a session cookie is refused rather than signed in by the cookie (the cross-site guard skips it).
 */
function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  const bearer = carriesBearer(req.headers);
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'x-loci-client-ip' || (bearer && key === 'cookie')) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set('x-loci-client-ip', req.ip);
  return headers;
}

/** Hands the request to better-auth; returns the reply so Fastify waits for its onSend hooks (the limiter's among them). */
async function forwardToAuth(auth: Auth, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const url = new URL(req.url, auth.options.baseURL as string);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const headers = toHeaders(req);
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(url, { method: req.method, headers, body: hasBody ? JSON.stringify(req.body) : undefined }),
  );
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    // The length is Fastify's to set: the body may be translated (`inReaderLanguage`).
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  return reply.send(text.length ? inReaderLanguage(text, response, req) : null);
}

/** better-auth's error answer (`{ code, message }`) with its message in the reader's language (Accept-Language). */
function inReaderLanguage(text: string, response: Response, req: FastifyRequest): string {
  const locale = readerLocale(req.headers['accept-language']);
  if (response.status < 400 || locale === 'en' || !response.headers.get('content-type')?.includes('json')) return text;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.message !== 'string') return text;
    return JSON.stringify({ ...body, message: translateAuthError(body.code, body.message, locale) });
  } catch {
    return text;
  }
}

export default fp(authPlugin, { name: 'auth' });
