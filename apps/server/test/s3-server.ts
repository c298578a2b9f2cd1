import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** s3rver's built-in account: the only keys it accepts. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Env settings for a Loci process using this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('./s3rver-main.cjs', import.meta.url));

/** A real S3 wire implementation (s3rver, in a child process) on loopback with one empty bucket. */
export async function startTestS3(bucket = 'loci-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'loci-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', MAIN, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await readPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function readPort(child: ChildProcess): Promise<number> {
  let out = '';
  for await (const chunk of child.stdout as NodeJS.ReadableStream) {
    out += chunk.toString();
    const match = /listening (\d+)/.exec(out);
    if (match) return Number(match[1]);
  }
  throw new Error(`s3rver exited before listening (code ${child.exitCode})`);
}
