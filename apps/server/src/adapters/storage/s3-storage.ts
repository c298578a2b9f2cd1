import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { assertValidKey, type Storage } from './storage.port.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Custom endpoint for MinIO, R2, B2…; unset = AWS. */
  endpoint?: string;
  /** Path-style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`) addressing. */
  pathStyle: boolean;
  /** Both or neither; neither = the SDK's default chain (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Per-request socket timeout, so a stalled store fails one request instead of hanging it. */
  requestTimeoutMs?: number;
  /** Keys per ListObjectsV2 page (S3's maximum is 1000). */
  listPageSize?: number;
}

/** A start-up or readiness failure that names the setting to fix. */
export class StorageConfigError extends Error {}

/** The object store failed or timed out mid-request: a 503 the person can act on (retry). */
export class StoreUnavailableError extends AppError {
  constructor(write: boolean, cause: unknown) {
    super(
      ErrorCode.Unavailable,
      write
        ? 'The image store did not answer, so nothing was saved. Please try again in a moment.'
        : 'The image store did not answer. Please try again in a moment.',
    );
    this.cause = cause;
  }
}

/** Runs one store call; failures other than "missing" become StoreUnavailableError. */
async function guarded<T>(write: boolean, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isMissing(err)) throw err;
    throw new StoreUnavailableError(write, err);
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

function isMissing(err: unknown): boolean {
  return statusOf(err) === 404 || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound'));
}

/**
 * Storage in an S3-compatible bucket, one object per key. PutObject is atomic on every S3
 * implementation (readers see the old object or the new one), so `put` needs no temp key.
 */
class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly pageSize: number;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.pageSize = options.listPageSize ?? 1000;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.pathStyle,
      credentials: options.credentials,
      maxAttempts: 3,
      requestHandler: { requestTimeout: options.requestTimeoutMs ?? 30_000, connectionTimeout: 5_000, throwOnRequestTimeout: true },
      // Only send/verify checksums where S3 requires them: MinIO, R2 and older stores reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await guarded(true, () =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.open(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  stream(key: string): Promise<NodeJS.ReadableStream | null> {
    return this.open(key);
  }

  private async open(key: string): Promise<Readable | null> {
    assertValidKey(key);
    try {
      const out = await guarded(false, () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })));
      return (out.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.modifiedAt(key)) !== null;
  }

  async modifiedAt(key: string): Promise<Date | null> {
    assertValidKey(key);
    try {
      const out = await guarded(false, () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return out.LastModified ?? new Date(0);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await guarded(true, () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  /** ListObjectsV2 in pages of `listPageSize`, following continuation tokens. */
  async *list(prefix: string): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.pageSize },
      { Bucket: this.bucket, Prefix: prefix === '' ? undefined : prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  /** HeadBucket: the endpoint answers, the bucket exists and the credentials may use it. */
  async ping(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new StorageConfigError(describeFailure(err, this.options));
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** A sentence naming the setting behind a HeadBucket failure. */
function describeFailure(err: unknown, options: S3StorageOptions): string {
  const status = statusOf(err);
  const where = options.endpoint ? `at S3_ENDPOINT ${options.endpoint}` : `in S3_REGION ${options.region}`;
  if (status === 404) return `S3_BUCKET "${options.bucket}" does not exist ${where}; create it or fix S3_BUCKET.`;
  if (status === 403 || status === 401) {
    return `The object store refused S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY for S3_BUCKET "${options.bucket}"; check both keys and the bucket's policy.`;
  }
  if (status === 301 || status === 400) {
    return `S3_BUCKET "${options.bucket}" is not reachable ${where} (HTTP ${status}); check S3_REGION, S3_ENDPOINT and S3_ADDRESSING.`;
  }
  const reason = err instanceof Error ? err.message : String(err);
  return `The object store ${where} did not answer (${reason}); check S3_ENDPOINT.`;
}

/** Creates S3 storage; call `ping()` before serving to fail fast on bad settings. */
export function createS3Storage(options: S3StorageOptions): Storage {
  return new S3Storage(options);
}
