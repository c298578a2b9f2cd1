import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
// Bundled into the compiled server (scripts/build-server.mjs), so no path is resolved at run time.
import rootPackage from '../../../../package.json' with { type: 'json' };
import type { Env } from '../config/env.js';
import { type AiProviders, createAiProviders } from './ai/index.js';
import type { ContentCredentials } from './credentials/credentials.port.js';
import type { Database } from './db/database.port.js';
import type { DocumentReader } from './documents/document-reader.port.js';
import type { DeckWriters } from './export/deck-writer.port.js';
import type { Geocoder } from './geo/geocoder.port.js';
import type { Mailer } from './mail/mailer.port.js';
import { createLibraryLookup, createPhotoSource } from './photos/index.js';
import type { Storage } from './storage/storage.port.js';
import type { PhotoDownloader } from './web/photo-downloader.port.js';
import type { WebsiteFetcher } from './web/website-fetcher.port.js';

/** Every side effect of the server, chosen by configuration. */
export interface Adapters {
  database: Database;
  mailer: Mailer;
  storage: Storage;
  geocoder: Geocoder;
  websiteFetcher: WebsiteFetcher;
  /** Reads uploaded documents (brand book PDFs). */
  documents: DocumentReader;
  /** PPTX and PDF writers of the export. */
  deckWriters: DeckWriters;
  /** Downloads sourced photos (public addresses only). */
  photoDownloader: PhotoDownloader;
  /** Text model, image model and photo source (offline by default; photo sources live in photos/). */
  ai: AiProviders;
  /** Signs and reads C2PA manifests (Content Credentials). */
  credentials: ContentCredentials;
  dataDir: string;
  authSecret: string;
}

/** The app's version (root package.json), named in every manifest's claim generator. */
const LOCI_VERSION: string = rootPackage.version;

/** The one composition root: picks implementations by config; vendor SDKs are imported lazily. */
export async function createAdapters(env: Env, logger?: Logger, overrides: Partial<Adapters> = {}): Promise<Adapters> {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = overrides.database ?? (await createDatabase(env, dataDir, logger));
  const mailer = overrides.mailer ?? (await createMailer(env, dataDir, logger));
  const storage = overrides.storage ?? (await createStorage(env, dataDir));
  const geocoder = overrides.geocoder ?? (await createGeocoder(env, logger));
  const websiteFetcher = overrides.websiteFetcher ?? (await createWebsiteFetcher(env));
  const documents = overrides.documents ?? (await createDocumentReader());
  const deckWriters = overrides.deckWriters ?? (await createWriters());
  const photoDownloader = overrides.photoDownloader ?? (await createPhotoDownloader());
  const ai = overrides.ai ?? (await createAi(env, database));
  const authSecret = overrides.authSecret ?? env.AUTH_SECRET ?? loadOrCreateSecret(dataDir);
  const credentials = overrides.credentials ?? (await createCredentials(env, dataDir));
  return {
    database,
    mailer,
    storage,
    geocoder,
    websiteFetcher,
    documents,
    deckWriters,
    photoDownloader,
    ai,
    credentials,
    dataDir,
    authSecret,
  };
}

/** AI providers from AI_TEXT_PROVIDER / AI_IMAGE_PROVIDER / PHOTO_SOURCE and their keys. */
export async function createAi(env: Env, database: Database): Promise<AiProviders> {
  const photos = await createPhotoSource({
    photoSource: env.PHOTO_SOURCE,
    openverseBaseUrl: env.OPENVERSE_BASE_URL,
    wikimedia: { baseUrl: env.WIKIMEDIA_BASE_URL, contact: env.PUBLIC_URL },
    unsplash: { accessKey: env.UNSPLASH_ACCESS_KEY, baseUrl: env.UNSPLASH_BASE_URL },
    pexels: { apiKey: env.PEXELS_API_KEY, baseUrl: env.PEXELS_BASE_URL },
    libraryLookup: createLibraryLookup(database.db),
  });
  return createAiProviders(
    {
      textProvider: env.AI_TEXT_PROVIDER,
      imageProvider: env.AI_IMAGE_PROVIDER,
      offlineImageLatencyMs: env.OFFLINE_IMAGE_LATENCY_MS,
      openai: {
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        textModel: env.OPENAI_TEXT_MODEL,
        imageModel: env.OPENAI_IMAGE_MODEL,
      },
      openaiCompatible: {
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL,
        apiKey: env.OPENAI_COMPATIBLE_API_KEY,
        textModel: env.OPENAI_COMPATIBLE_TEXT_MODEL,
        imageModel: env.OPENAI_COMPATIBLE_IMAGE_MODEL,
      },
      google: {
        apiKey: env.GOOGLE_API_KEY,
        baseURL: env.GOOGLE_BASE_URL,
        textModel: env.GOOGLE_TEXT_MODEL,
        imageModel: env.GOOGLE_IMAGE_MODEL,
      },
      comfyui: {
        url: env.COMFYUI_URL,
        workflow: env.COMFYUI_WORKFLOW,
        textWorkflow: env.COMFYUI_TEXT_WORKFLOW,
        inpaintWorkflow: env.COMFYUI_INPAINT_WORKFLOW,
        upscaleWorkflow: env.COMFYUI_UPSCALE_WORKFLOW,
        upscaleModel: env.COMFYUI_UPSCALE_MODEL,
        checkpoint: env.COMFYUI_CHECKPOINT,
        controlnet: env.COMFYUI_CONTROLNET,
        timeoutMs: env.COMFYUI_TIMEOUT_MS,
      },
    },
    photos,
  );
}

async function createDatabase(env: Env, dataDir: string, logger?: Logger): Promise<Database> {
  if (env.DATABASE_URL) {
    const { createPostgresDatabase } = await import('./db/postgres.js');
    return createPostgresDatabase(env.DATABASE_URL, {
      onIdleError: (error) => logger?.warn({ err: error }, 'an idle database connection was closed; the pool opens a new one'),
    });
  }
  const { createPgliteDatabase } = await import('./db/pglite.js');
  return createPgliteDatabase(join(dataDir, 'db'));
}

async function createMailer(env: Env, dataDir: string, logger?: Logger): Promise<Mailer> {
  if (env.SMTP_URL) {
    const { createSmtpMailer } = await import('./mail/smtp-mailer.js');
    return createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
  }
  const { createOutboxMailer } = await import('./mail/outbox-mailer.js');
  return createOutboxMailer({ dir: join(dataDir, 'outbox'), from: env.MAIL_FROM, logger });
}

/** STORAGE=s3 (bucket checked with HeadBucket: bad settings stop start-up, naming the setting) or the fs folder. */
export async function createStorage(env: Env, dataDir: string): Promise<Storage> {
  if (env.STORAGE === 's3' && env.S3_BUCKET) {
    const { createS3Storage } = await import('./storage/s3-storage.js');
    const storage = createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      pathStyle: env.S3_ADDRESSING === 'path' || (env.S3_ADDRESSING === 'auto' && Boolean(env.S3_ENDPOINT)),
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
    });
    await storage.ping();
    return storage;
  }
  const { createFsStorage } = await import('./storage/fs-storage.js');
  return createFsStorage(join(dataDir, 'assets'));
}

async function createGeocoder(env: Env, logger?: Logger): Promise<Geocoder> {
  const geocoder = await createPlaceGeocoder(env);
  if (!env.PLACE_FEATURES_URL) return geocoder;
  // Named features around a neighbourhood or site, from an Overpass interpreter (OpenStreetMap's or the studio's own).
  const { createOverpassFeatures } = await import('./geo/overpass-features.js');
  const { withPlaceFeatures } = await import('./geo/with-place-features.js');
  const features = createOverpassFeatures({ url: env.PLACE_FEATURES_URL, userAgent: lociUserAgent(env) });
  return withPlaceFeatures(geocoder, features, (error) => logger?.warn({ err: error }, 'place features lookup failed'));
}

function lociUserAgent(env: Env): string {
  return `Loci/0.1 (+${env.PUBLIC_URL ?? 'http://localhost'})`;
}

async function createPlaceGeocoder(env: Env): Promise<Geocoder> {
  if (env.GEOCODER === 'nominatim') {
    const { createNominatimGeocoder } = await import('./geo/nominatim-geocoder.js');
    return createNominatimGeocoder({ baseUrl: env.NOMINATIM_BASE_URL, userAgent: lociUserAgent(env) });
  }
  // GEOCODER=google has no adapter yet: the embedded gazetteer answers instead.
  const { createOfflineGeocoder } = await import('./geo/offline-geocoder.js');
  return createOfflineGeocoder();
}

async function createWebsiteFetcher(env: Env): Promise<WebsiteFetcher> {
  const { createSafeFetcher } = await import('./web/safe-fetcher.js');
  return createSafeFetcher({ allowPrivate: env.WEBSITE_FETCH_ALLOW_PRIVATE });
}

async function createDocumentReader(): Promise<DocumentReader> {
  const { createPdfTextReader } = await import('./documents/pdf-text.js');
  return createPdfTextReader();
}

async function createWriters(): Promise<DeckWriters> {
  const { createDeckWriters } = await import('./export/deck-writers.js');
  return createDeckWriters();
}

async function createPhotoDownloader(): Promise<PhotoDownloader> {
  const { createPhotoDownloader } = await import('./web/photo-downloader.js');
  return createPhotoDownloader();
}

/** C2PA_SIGNING_KEY/CERT, or a self-signed chain made once in DATA_DIR; claim generator "Loci <version>". */
export async function createCredentials(env: Env, dataDir: string): Promise<ContentCredentials> {
  const { loadSigningIdentity } = await import('./credentials/signing-identity.js');
  const { createC2paCredentials } = await import('./credentials/c2pa-credentials.js');
  const identity = await loadSigningIdentity({ key: env.C2PA_SIGNING_KEY, cert: env.C2PA_SIGNING_CERT, dataDir });
  return createC2paCredentials({ identity, generator: { name: 'Loci', version: LOCI_VERSION }, tsaUrl: env.C2PA_TSA_URL });
}

/** AUTH_SECRET when absent: generated once and kept in DATA_DIR (mode 600). */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
