import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** The person the provider signs in next. */
export interface FakeOidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/** What the next round trip should get wrong, to test that Loci refuses it. */
export interface FakeOidcFaults {
  /** The authorize step answers `?error=` (e.g. `access_denied`: the user cancelled consent). */
  authorizeError?: string;
  /** The token endpoint refuses the code as expired (`invalid_grant`). */
  expiredCode?: boolean;
  /** Claims of the ID token overridden (iss, aud, exp, nonce…). */
  idTokenClaims?: JWTPayload;
  /** The ID token is signed with a key the JWKS does not publish. */
  foreignKey?: boolean;
  /** The token response carries no ID token. */
  noIdToken?: boolean;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next sign-in's user and faults (reset after each token exchange). */
  next(user: FakeOidcUser, faults?: FakeOidcFaults): void;
  /** Makes discovery name another issuer than the one it is served from. */
  discoveryIssuer?: string;
  close(): Promise<void>;
}

interface Grant {
  user: FakeOidcUser;
  faults: FakeOidcFaults;
  nonce?: string;
  challenge: string;
  redirectUri: string;
}

/**
 * A minimal OpenID provider on loopback speaking the wire format Loci relies on: discovery,
 * JWKS, authorization code + PKCE (S256), token and userinfo. It signs RS256 ID tokens and can
 * be told to get one thing wrong per round trip.
 */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const keys = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, FakeOidcUser>();
  let pending: { user: FakeOidcUser; faults: FakeOidcFaults } = {
    user: { sub: 'nobody', email: 'nobody@example.test', email_verified: true },
    faults: {},
  };

  const op: FakeOidcProvider = {
    issuer: '',
    clientId: 'loci-test',
    clientSecret: 'loci-test-secret',
    next: (user, faults = {}) => {
      pending = { user, faults };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const idToken = async (grant: Grant) => {
    const { user, faults } = grant;
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...user, nonce: grant.nonce, ...faults.idTokenClaims };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(String(faults.idTokenClaims?.iss ?? op.issuer))
      .setAudience(faults.idTokenClaims?.aud ?? op.clientId)
      .setSubject(user.sub)
      .setIssuedAt(now)
      .setExpirationTime(faults.idTokenClaims?.exp ?? now + 300)
      .sign(faults.foreignKey ? foreign.privateKey : keys.privateKey);
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', op.issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: op.discoveryIssuer ?? op.issuer,
        authorization_endpoint: `${op.issuer}/authorize`,
        token_endpoint: `${op.issuer}/token`,
        userinfo_endpoint: `${op.issuer}/userinfo`,
        jwks_uri: `${op.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('state', q.get('state') ?? '');
      if (q.get('client_id') !== op.clientId) back.searchParams.set('error', 'unauthorized_client');
      else if (pending.faults.authorizeError) back.searchParams.set('error', pending.faults.authorizeError);
      else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          ...pending,
          nonce: q.get('nonce') ?? undefined,
          challenge: q.get('code_challenge') ?? '',
          redirectUri: back.origin + back.pathname,
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const pkceOk = grant && createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
      const clientOk = form.get('client_id') === op.clientId && form.get('client_secret') === op.clientSecret;
      if (!grant || !pkceOk || !clientOk || grant.faults.expiredCode || form.get('redirect_uri') !== grant.redirectUri) {
        return json(400, { error: 'invalid_grant' });
      }
      const access = randomBytes(16).toString('hex');
      tokens.set(access, grant.user);
      const body: Record<string, unknown> = { access_token: access, token_type: 'Bearer', expires_in: 300, scope: 'openid email profile' };
      if (!grant.faults.noIdToken) body.id_token = await idToken(grant);
      return json(200, body);
    }
    if (url.pathname === '/userinfo') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? json(200, user) : json(401, { error: 'invalid_token' });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  op.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return op;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
