/**
 * The storage port: a flat, content-addressed key/value store for image bytes.
 *
 * Keys are relative, slash-separated paths such as `ab/cd/abcdef…-768.webp`
 * (see `assetKeys()` in modules/assets). The shape maps one-to-one onto an S3 bucket
 * (put = PutObject, get/stream = GetObject, exists/modifiedAt = HeadObject, delete = DeleteObject,
 * list = paginated ListObjectsV2), so an S3 implementation can sit beside the fs one.
 */
export interface Storage {
  /**
   * Stores `bytes` under `key`, replacing any previous value. Atomic: readers see either the
   * old bytes or the new ones, never a partial write. Idempotent: putting the same bytes twice
   * leaves the same result. `contentType` is kept where the backend can store it (S3).
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;

  /** Reads the whole value, or `null` when the key does not exist. */
  get(key: string): Promise<Buffer | null>;

  /** Opens a readable stream on the value (for HTTP responses), or `null` when missing. */
  stream(key: string): Promise<NodeJS.ReadableStream | null>;

  /** Whether a value exists under `key`. */
  exists(key: string): Promise<boolean>;

  /** Removes the value; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;

  /** When the value was last written, or `null` when the key does not exist (S3: LastModified). */
  modifiedAt(key: string): Promise<Date | null>;

  /** Yields every key that starts with `prefix` (`''` for all). Order is not part of the contract. */
  list(prefix: string): AsyncIterable<string>;

  /**
   * Throws with a message naming the setting to fix unless the store answers and accepts
   * writes (fs: the folder; S3: HeadBucket). Start-up and the readiness route call it.
   */
  ping(): Promise<void>;

  /** Releases connections (S3 client sockets); optional. */
  close?(): void;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/**
 * Throws unless `key` is a safe relative key: slash-separated segments of letters, digits,
 * `.`, `_` and `-`, no segment starting with a dot (so no `..`, no hidden temp files),
 * no leading slash. Shared by implementations so fs and S3 accept the same keys.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > 512 || !KEY_PATTERN.test(key)) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Content type implied by a key's extension (for backends that do not store one, like fs). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    gif: 'image/gif',
    avif: 'image/avif',
    pdf: 'application/pdf',
  };
  return types[ext] ?? 'application/octet-stream';
}
