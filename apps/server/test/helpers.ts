import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AiProviders } from '../src/adapters/ai/index.js';
import type { Database } from '../src/adapters/db/database.port.js';
import { createPdfTextReader } from '../src/adapters/documents/pdf-text.js';
import { createDeckWriters } from '../src/adapters/export/deck-writers.js';
import { createOfflineGeocoder } from '../src/adapters/geo/offline-geocoder.js';
import { type Adapters, createAi, createCredentials } from '../src/adapters/index.js';
import type { Mailer, MailMessage } from '../src/adapters/mail/mailer.port.js';
import { createFsStorage } from '../src/adapters/storage/fs-storage.js';
import type { Storage } from '../src/adapters/storage/storage.port.js';
import { createPhotoDownloader } from '../src/adapters/web/photo-downloader.js';
import { createSafeFetcher } from '../src/adapters/web/safe-fetcher.js';
import { buildApp } from '../src/app.js';
import { type Env, loadEnv } from '../src/config/env.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  adapters: Adapters;
  /** Every mail the app sent, newest last. */
  mails: MailMessage[];
  close(): Promise<void>;
}

/** A memory mailer: tests read what the app would have sent. */
export function createMemoryMailer(): Mailer & { mails: MailMessage[] } {
  const mails: MailMessage[] = [];
  return { mails, send: async (m) => void mails.push(m) };
}

/** Fakes and sharing for createTestApp. */
export interface TestAppOptions {
  /** Replaces some AI providers (the rest stay offline). */
  ai?: Partial<Pick<AiProviders, 'text' | 'image' | 'photos'>>;
  /** Another app's database: two apps on one database (it is then closed by its owner, not here). */
  database?: Database;
  /** A logger for the app (tests that read what it logs); silent otherwise. */
  logger?: FastifyBaseLogger;
  /** An existing DATA_DIR (a restart on the same data folder); kept on close. */
  dataDir?: string;
  /** Another storage (S3 against s3rver); the fs folder under DATA_DIR otherwise. */
  storage?: Storage;
}

/** Offline AI providers with some replaced by fakes; the `offline` flags follow the providers used. */
export async function createTestAi(env: Env, database: Database, fakes: TestAppOptions['ai'] = {}): Promise<AiProviders> {
  const base = await createAi(env, database);
  const text = fakes.text ?? base.text;
  const image = fakes.image ?? base.image;
  const photos = fakes.photos ?? base.photos;
  return { text, image, photos, offline: { text: text.offline, image: image.offline, photos: photos.offline } };
}

/** Builds the real app on a fresh database (PGlite in memory, or PostgreSQL for that leg) and a temp DATA_DIR. */
export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'loci-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '3000', LOG_LEVEL: 'silent', ...overrides });
  const mailer = createMemoryMailer();
  const database = options.database ?? (await createTestDatabase({ migrated: true }));
  const storage = options.storage ?? createFsStorage(join(dataDir, 'assets'));
  const adapters: Adapters = {
    database,
    mailer,
    storage,
    geocoder: createOfflineGeocoder(),
    websiteFetcher: createSafeFetcher({ allowPrivate: env.WEBSITE_FETCH_ALLOW_PRIVATE }),
    documents: createPdfTextReader(),
    deckWriters: createDeckWriters(),
    photoDownloader: createPhotoDownloader(),
    ai: await createTestAi(env, database, options.ai),
    credentials: await createCredentials(env, dataDir),
    dataDir,
    authSecret: 'test-secret-test-secret-test-secret-123',
  };
  const app = await buildApp({ env, adapters, logger: options.logger, webDist: join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    env,
    adapters,
    mails: mailer.mails,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  token: string;
  /** Headers that authenticate as this user (bearer token). */
  headers: Record<string, string>;
}

/** Signs a new user up and in through the real auth endpoints. */
export async function buildUser(
  app: FastifyInstance,
  fields: Partial<Pick<TestUser, 'email' | 'password' | 'name'>> = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `user${counter}-${Date.now()}@example.test`;
  const password = fields.password ?? 'quiet-harbour-47';
  const name = fields.name ?? `Test User ${counter}`;
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name } });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const token = String(signIn.headers['set-auth-token']);
  return { id: signIn.json().user.id, email, password, name, token, headers: { authorization: `Bearer ${token}` } };
}
