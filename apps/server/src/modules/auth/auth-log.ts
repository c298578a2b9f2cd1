import type { FastifyBaseLogger } from 'fastify';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's `logger` option: its messages go to the app's logger, with personal data taken out. */
export interface AuthLogger {
  disabled: boolean;
  level: AuthLogLevel;
  log(level: AuthLogLevel, message: string, ...args: unknown[]): void;
}

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[^\s@"'<>()[\],;:]+/g;
// Fields that carry what a person typed or who they are: SQL parameters, error details, identities.
const PERSONAL_KEYS =
  /^(params|parameters|values|detail|query|body|headers|cookies?|email|name|password|token|user|session|ip|ipaddress|useragent|identifier|value)$/i;
const MAX_DEPTH = 3;

/** Routes better-auth's logs through `log` (pino), at the level pino is at; silent stays silent. */
export function createAuthLogger(log: FastifyBaseLogger): AuthLogger {
  return {
    disabled: log.level === 'silent',
    level: toAuthLevel(log.level),
    log(level, message, ...args) {
      const details = args.map((arg) => redact(arg, 0));
      log[level](details.length ? { source: 'better-auth', details } : { source: 'better-auth' }, redactText(message));
    },
  };
}

/**
 * better-auth's `onAPIError.onError`: it then logs no error itself (its own path prints to the
 * console). A client's mistake (4xx) is a debug line; anything else is an error, redacted.
 */
export function reportAuthError(logger: AuthLogger, error: unknown): void {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const clientError = typeof status === 'number' && status < 500;
  const message = error instanceof Error ? error.message : 'auth error';
  logger.log(clientError ? 'debug' : 'error', message, ...(clientError ? [] : [error]));
}

/** Replaces email addresses in free text. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** A loggable copy of `value` without personal data: errors keep their type, code and (redacted) message only. */
export function redact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return { type: value.name, message: redactText(value.message), ...(typeof code === 'string' ? { code } : {}) };
  }
  if (depth >= MAX_DEPTH) return '[object]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = PERSONAL_KEYS.test(key) ? '[redacted]' : redact(item, depth + 1);
  }
  return copy;
}

function toAuthLevel(level: string): AuthLogLevel {
  if (level === 'trace' || level === 'debug') return 'debug';
  if (level === 'info') return 'info';
  if (level === 'warn') return 'warn';
  return 'error';
}
