import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the loopback provider knows, signed in by typing their email as the login. */
export type ProviderUser = { email: string; name: string; emailVerified: boolean };

export type LoopbackProvider = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

/**
 * node-oidc-provider (a certified OpenID provider) on loopback, with one client for Loci and a
 * few test users. Its development login and consent pages stand in for a studio's sign-in screen:
 * any password is accepted for a known login.
 */
export async function startLoopbackProvider(options: {
  port: number;
  redirectUri: string;
  users: ProviderUser[];
}): Promise<LoopbackProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'loci-e2e';
  const clientSecret = 'loci-e2e-secret-loci-e2e-secret';
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const users = new Map(options.users.map((u) => [u.email, u]));

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'e2e-1', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['loci-e2e-cookie-key-0123456789abcdef'] },
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      const user = users.get(id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: user.email, email_verified: user.emailVerified, name: user.name }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const server: Server = provider.listen(options.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
