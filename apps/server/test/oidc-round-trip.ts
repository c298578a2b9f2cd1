import type { FastifyInstance } from 'fastify';
import type { FakeOidcFaults, FakeOidcProvider, FakeOidcUser } from './fake-oidc-provider.js';

/** What the browser sees at the end of a round trip through the provider. */
export interface RoundTrip {
  /** Where the callback sent the browser (the deep link, or /login?…&error=…). */
  location: string;
  /** The `error` the callback reported, if any. */
  error: string | null;
  /** Cookies the browser holds afterwards (`name=value; …`), the session among them on success. */
  cookie: string;
  /** The callback request, to replay it. */
  callbackPath: string;
}

/** The app's origin in tests (PUBLIC_URL defaults to http://localhost:$PORT). */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Starts sign-in like the web app, lets the provider answer, and delivers its redirect to the callback. */
export async function signInThroughProvider(
  app: FastifyInstance,
  op: FakeOidcProvider,
  options: { user: FakeOidcUser; faults?: FakeOidcFaults; callbackURL?: string; cookie?: string; link?: boolean },
): Promise<RoundTrip> {
  op.next(options.user, options.faults);
  const start = await app.inject({
    method: 'POST',
    url: options.link ? '/api/auth/link-social' : '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { provider: 'oidc', callbackURL: options.callbackURL ?? '/projects', errorCallbackURL: '/login?provider=oidc' },
  });
  if (start.statusCode !== 200) throw new Error(`sign-in start failed: ${start.statusCode} ${start.body}`);
  const jar = mergeCookies(options.cookie ?? '', start.headers['set-cookie']);
  const authorize = await fetch(start.json().url, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  const callbackPath = back.pathname + back.search;
  return deliverCallback(app, callbackPath, jar);
}

/** Sends the provider's redirect to Loci's callback with the browser's cookies. */
export async function deliverCallback(app: FastifyInstance, callbackPath: string, cookie: string): Promise<RoundTrip> {
  const res = await app.inject({ method: 'GET', url: callbackPath, headers: { cookie } });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode} ${res.body}`);
  const location = String(res.headers.location);
  const error = new URL(location, TEST_ORIGIN).searchParams.get('error');
  return { location, error, cookie: mergeCookies(cookie, res.headers['set-cookie']), callbackPath };
}

/** A cookie jar in one string: later Set-Cookie headers replace earlier values; expired ones drop out. */
export function mergeCookies(jar: string, setCookie: string | string[] | undefined): string {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const header of [setCookie ?? []].flat()) {
    const [pair] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0/i.test(header)) cookies.delete(name);
    else cookies.set(name, value);
  }
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
