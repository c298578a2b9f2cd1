import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseTrustProxy } from '../http/client-address.js';

/**
 * The only place that reads process.env. Parsed once with zod; a bad value fails fast,
 * listing every bad key. Every variable is documented in docs/settings.md (linked from the README).
 */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An unset variable and an empty one mean the same: not configured. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

/** One price: USD per image, and per 1M input / output tokens for text models. */
const priceEntry = z
  .object({
    image: z.number().min(0).max(1000).optional(),
    input_per_1m: z.number().min(0).max(100_000).optional(),
    output_per_1m: z.number().min(0).max(100_000).optional(),
  })
  .strict();

/** PRICE_TABLE_JSON: `{"provider/model": {"image": 0.04}}`, merged over the built-in table (docs/costs.md). */
const priceTableJson = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return {};
    let raw: unknown;
    try {
      raw = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"provider/model": {"image": 0.04}}' });
      return z.NEVER;
    }
    const parsed = z.record(z.string().regex(/^[a-z0-9-]+\/.+$/, 'keys are "provider/model"'), priceEntry).safeParse(raw);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    return z.NEVER;
  });

/** TRUST_PROXY: off (the socket is the client), a hop count, or proxy addresses/CIDRs (Fastify's trustProxy). */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if ('value' in parsed) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy: which X-Forwarded-For entries name the client (docs/running-for-a-team.md). */
  TRUST_PROXY: trustProxy,
  // Slow clients (docs/security.md, "Slow clients and connections").
  /** Milliseconds a client has to send a request's headers; then 408 and the connection closed. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Milliseconds a client has to send a whole request, headers and body (an upload over a slow line included). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** Milliseconds an idle keep-alive connection stays open between two requests. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** Requests one keep-alive connection may carry (0: no limit); past it Node answers 503 to a client that keeps sending on it. */
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(0),
  /** Open connections one client address may hold; more are refused with 503 (0: no limit; a TRUST_PROXY proxy is never capped). */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(128),

  DATABASE_URL: z.string().optional(),

  AUTH_SECRET: z.string().min(32).optional(),
  /** Content Credentials: ES256 (P-256) private key, PEM value or path; with C2PA_SIGNING_CERT. */
  C2PA_SIGNING_KEY: z.string().trim().min(1).optional(),
  /** The signing certificate and its chain (PEM value or path); without both, a self-signed chain in DATA_DIR. */
  C2PA_SIGNING_CERT: z.string().trim().min(1).optional(),
  /** RFC 3161 timestamp authority for signatures; off by default. */
  C2PA_TSA_URL: z.string().url().optional(),
  REQUIRE_EMAIL_VERIFICATION: flag,
  /** Milliseconds a resolved session is reused without a database lookup; another process sees a sign-out within it (0: off). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Longest time (ms) a process keeps a Projects listing; changes drop it sooner (docs/running-for-a-team.md, "Listings"). 0: off. */
  LISTING_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // Background jobs (docs/running-for-a-team.md, "Background jobs").
  /** Jobs one process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** A running job's lease (ms), renewed every third of it; a job whose process died is taken back after it. */
  JOB_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
  /** How often (ms) a runner looks for due jobs when no queued job woke it. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  // Live project updates (GET /api/projects/:id/events; docs/running-for-a-team.md, "Live updates").
  /** Open live streams per user, across every process (one per project tab). */
  LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  /** Open live streams per process. */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(5000),
  /** Milliseconds between heartbeats (a comment line on every stream; presence refreshed). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** A stream whose screen has not said it is there (page change, activity) for this long is closed. */
  LIVE_IDLE_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** How long (ms) events are kept for streams that resume after a dropped connection. */
  LIVE_EVENT_RETENTION_MS: z.coerce.number().int().min(60_000).default(3_600_000),
  /** Milliseconds a successful database ping answers later liveness probes (a failure never does; 0: ping every time). */
  HEALTH_PING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Auth rate limits (docs/security.md, "Limits"): fixed windows; sign-in counts failures only.
  /** Per client IP and window, each counted apart: failed sign-ins, sign-ups, account mails, wrong current passwords. */
  RATE_LIMIT_AUTH_IP_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_AUTH_IP_WINDOW_SEC: z.coerce.number().int().positive().default(300),
  /** Failed sign-ins for one email from one client IP per window. */
  RATE_LIMIT_SIGNIN_EMAIL_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGNIN_EMAIL_WINDOW_SEC: z.coerce.number().int().positive().default(900),
  /** Failed sign-ins for one email from every client together per window; past it sign-ins are slowed, never refused (0: off). */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(0).default(100),
  RATE_LIMIT_ACCOUNT_WINDOW_SEC: z.coerce.number().int().positive().default(900),
  /** Account mails (sign-up, verification, reset, sign-in link) for one address asked from one client (or one device) per window. */
  RATE_LIMIT_MAIL_MAX: z.coerce.number().int().positive().default(5),
  /** Account mails for one address from every client together per window (a browser holding the account's device cookie is not counted here). */
  RATE_LIMIT_MAIL_ADDRESS_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_MAIL_WINDOW_SEC: z.coerce.number().int().positive().default(3600),
  // Review links (docs/security.md, "Limits"): openings of review links per client IP, and wrong passcodes per link and client IP.
  RATE_LIMIT_REVIEW_OPEN_MAX: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_REVIEW_OPEN_WINDOW_SEC: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_REVIEW_PASSCODE_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REVIEW_PASSCODE_WINDOW_SEC: z.coerce.number().int().positive().default(900),
  // Wrong passcodes per review link from all clients together (then the link is locked and its creator mailed).
  RATE_LIMIT_REVIEW_PASSCODE_LINK_MAX: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_REVIEW_PASSCODE_LINK_WINDOW_SEC: z.coerce.number().int().positive().default(86400),

  /** OpenID Connect sign-in with the studio's identity provider (see modules/auth/oidc-config.ts). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(60).default('your organisation'),
  OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  /** Comma-separated email domains allowed to sign in through the provider; empty = any. */
  OIDC_ALLOWED_DOMAINS: z.string().default(''),
  /** Supabase preset: the project's auth server (`<SUPABASE_URL>/auth/v1`) is the OpenID provider. */
  SUPABASE_URL: optionalUrl,
  SUPABASE_OAUTH_CLIENT_ID: optionalText,
  SUPABASE_OAUTH_CLIENT_SECRET: optionalText,
  /** `off`: only the identity provider signs people in; the password endpoints answer 403. */
  PASSWORD_SIGN_IN: z.enum(['on', 'off']).default('on'),

  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Loci <no-reply@loci.local>'),

  STORAGE: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** MinIO, R2, B2…: the store's base URL; unset = AWS S3. */
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `auto`: path-style with S3_ENDPOINT (MinIO), virtual-hosted on AWS. */
  S3_ADDRESSING: z.enum(['auto', 'path', 'virtual']).default('auto'),
  /** Milliseconds one object-store request may take before it fails (a stalled store fails that request only). */
  S3_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Largest project file (`.loci`) an import accepts: it is streamed to disk, then read entry by entry. */
  PROJECT_FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Largest studio archive (every project file of a studio) an import accepts; each project in it within PROJECT_FILE_MAX_BYTES. */
  STUDIO_ARCHIVE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024 * 1024),
  /** Image pipelines decoding/encoding at once (heavy images get half as many); the rest queue. */
  IMAGE_CONCURRENCY: z.coerce.number().int().positive().default(availableParallelism()),
  /** Requests whose images may wait per lane of the image queue; beyond it, 503. */
  IMAGE_QUEUE_MAX: z.coerce.number().int().positive().default(8),
  /** Requests with images over 16 MP one user may have in flight; beyond it, 429. */
  UPLOAD_HEAVY_PER_USER: z.coerce.number().int().positive().default(2),

  AI_TEXT_PROVIDER: z.enum(['offline', 'openai', 'openai-compatible', 'google']).default('offline'),
  AI_IMAGE_PROVIDER: z.enum(['offline', 'openai', 'openai-compatible', 'google', 'comfyui']).default('offline'),
  PHOTO_SOURCE: z.enum(['offline', 'openverse', 'wikimedia', 'unsplash', 'pexels']).default('offline'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_TEXT_MODEL: z.string().default('gpt-4.1-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_COMPATIBLE_BASE_URL: z.string().url().optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
  OPENAI_COMPATIBLE_TEXT_MODEL: z.string().default('llama3.1'),
  OPENAI_COMPATIBLE_IMAGE_MODEL: z.string().optional(),
  GOOGLE_API_KEY: z.string().optional(),
  GOOGLE_BASE_URL: z.string().url().optional(),
  GOOGLE_TEXT_MODEL: z.string().default('gemini-2.5-flash'),
  GOOGLE_IMAGE_MODEL: z.string().default('gemini-2.5-flash-image'),
  /** A ComfyUI server (AI_IMAGE_PROVIDER=comfyui); see docs/comfyui.md. */
  COMFYUI_URL: z.string().url().default('http://127.0.0.1:8188'),
  /** Workflow (API format JSON) for a render of the designer's space; default: the shipped SDXL + ControlNet Union line workflow. */
  COMFYUI_WORKFLOW: z.string().optional(),
  /** Workflow for an image from a prompt alone; default: the shipped SDXL text-to-image workflow. */
  COMFYUI_TEXT_WORKFLOW: z.string().optional(),
  COMFYUI_INPAINT_WORKFLOW: z.string().optional(),
  /** Workflow enlarging a render with an upscale model (Upscale ×2 / ×4); default: the shipped upscale-model workflow. */
  COMFYUI_UPSCALE_WORKFLOW: z.string().optional(),
  /** The upscale model in ComfyUI's models/upscale_models (e.g. RealESRGAN_x4plus.pth); empty: Loci upscales renders itself (Lanczos). */
  COMFYUI_UPSCALE_MODEL: z.string().default(''),
  COMFYUI_CHECKPOINT: z.string().default('sd_xl_base_1.0.safetensors'),
  COMFYUI_CONTROLNET: z.string().default('controlnet-union-sdxl-1.0-promax.safetensors'),
  /** Milliseconds one ComfyUI image may take, queue wait included (the generation services also stop an image at 120 s). */
  COMFYUI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  OPENVERSE_BASE_URL: z.string().url().default('https://api.openverse.org'),
  WIKIMEDIA_BASE_URL: z.string().url().default('https://commons.wikimedia.org'),
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  UNSPLASH_BASE_URL: z.string().url().default('https://api.unsplash.com'),
  PEXELS_API_KEY: z.string().optional(),
  PEXELS_BASE_URL: z.string().url().default('https://api.pexels.com'),
  /** Offline renderer: minimum milliseconds per image, to show progressive generation like a real provider. */
  OFFLINE_IMAGE_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  GENERATION_DAILY_QUOTA: z.coerce.number().int().positive().default(500),
  WORKSPACE_DAILY_QUOTA: z.coerce.number().int().positive().default(2000),
  /** Prices per provider and model over the built-in table (USD; docs/costs.md). */
  PRICE_TABLE_JSON: priceTableJson,
  RATE_LIMIT_INVITES_PER_HOUR: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_INVITES_PER_WORKSPACE_DAY: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Team comments one person may write (new, reply, edit) per 10 minutes, across processes. */
  RATE_LIMIT_COMMENTS_PER_10_MIN: z.coerce.number().int().positive().default(60),
  /** At most one mention mail (a digest of the mentions since the last) per member in this many minutes. */
  MENTION_DIGEST_MINUTES: z.coerce.number().int().positive().default(10),
  GENERATION_CONCURRENCY: z.coerce.number().int().positive().default(4),

  GEOCODER: z.enum(['offline', 'nominatim', 'google']).default('offline'),
  NOMINATIM_BASE_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
  /** An Overpass interpreter (e.g. https://overpass-api.de/api/interpreter) naming features near a neighbourhood or site; unset = none. */
  PLACE_FEATURES_URL: z.string().url().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),

  WEBSITE_FETCH_ALLOW_PRIVATE: flag,
  /** Bearer token for GET /metrics (Prometheus); unset = no /metrics route. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /** Test-only: exposes POST /api/projects/:id/dev/seed-images for end-to-end seeding. */
  LOCI_E2E_SEED: flag,
  /** Internal (server.ts): this process only creates and migrates a new embedded database, then exits. */
  LOCI_PREPARE_ONLY: flag,
});

/** Settings that only make sense together (identity provider, password sign-in). */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  if (env.OIDC_ISSUER && env.SUPABASE_URL) issue('SUPABASE_URL', 'set either OIDC_ISSUER or SUPABASE_URL, not both');
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) issue('OIDC_CLIENT_ID', 'required with OIDC_ISSUER');
  if (env.SUPABASE_URL && !env.SUPABASE_OAUTH_CLIENT_ID) issue('SUPABASE_OAUTH_CLIENT_ID', 'required with SUPABASE_URL');
  if (env.STORAGE === 's3' && !env.S3_BUCKET) issue('S3_BUCKET', 'required with STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    issue(env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'set both S3 keys, or neither (the SDK default chain)');
  }
  if (env.PASSWORD_SIGN_IN === 'off' && !env.OIDC_ISSUER && !env.SUPABASE_URL) {
    issue('PASSWORD_SIGN_IN', 'off needs an identity provider (OIDC_ISSUER or SUPABASE_URL), or nobody could sign in');
  }
});

export type Env = z.infer<typeof checkedEnvSchema>;

/** Parses an environment (defaults to process.env); throws listing every bad key. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
