import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Adapters, createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';

/** The app listening on loopback for a benchmark, on a fresh DATA_DIR it removes when closed. */
export interface BenchServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  adapters: Adapters;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Signs a new user up and in: headers for API calls (bearer token, origin) and the session cookie for `<img>` requests. */
  signUp(email: string): Promise<{ headers: Record<string, string>; cookie: string }>;
  close(): Promise<void>;
}

/** Starts the app as `npm start` would (offline providers, PGlite), with auth limits raised for many sign-ups. */
export async function startBenchServer(opts: { port: number; name: string }): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `loci-bench-${opts.name}-`));
  const base = `http://127.0.0.1:${opts.port}`;
  const env = loadEnv({
    DATA_DIR: dataDir,
    PORT: String(opts.port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_IP_MAX: '1000',
  });
  const adapters = await createAdapters(env);
  const app = await buildApp({ env, adapters });
  await app.listen({ port: opts.port, host: '127.0.0.1' });
  const post = (path: string, body: object) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
  return {
    app,
    adapters,
    base,
    async signUp(email) {
      await post('/api/auth/sign-up/email', { email, password: 'bench-harbour-42', name: email.split('@')[0] });
      const res = await post('/api/auth/sign-in/email', { email, password: 'bench-harbour-42' });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const headers = { authorization: `Bearer ${res.headers.get('set-auth-token')}`, origin: base };
      return { headers, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
    },
    async close() {
      await app.close();
      await adapters.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
