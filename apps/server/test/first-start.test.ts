import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, until } from './multi-process/cluster.js';

// The embedded database only: the PostgreSQL leg skips this file.
const SERVER = fileURLToPath(new URL('./multi-process/start-compiled.mjs', import.meta.url));

describe('the first start on a new data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-first-start-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates and migrates the embedded database in a child process, then serves from the ready folder', async () => {
    const port = await freePort();
    const { DATABASE_URL: _embedded, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: { pid?: number; msg?: string }[] = [];
    // Whole lines only: a pipe read can end in the middle of one.
    createInterface({ input: child.stdout as Readable }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ msg: line });
      }
    });
    const ready = () => lines.find((l) => l.msg?.startsWith('Loci is ready'));
    // The log line and the health answer travel on different pipes: wait for both.
    await until(
      async () => child?.exitCode === null && ready() && (await fetch(`http://127.0.0.1:${port}/api/health/`)).ok,
      'the server to answer',
    );

    const created = lines.find((l) => l.msg === 'created and migrated a new database');
    const seen = JSON.stringify(lines.map((l) => [l.pid, l.msg]));
    expect(created?.pid, seen).toBeTypeOf('number');
    expect(ready()?.pid, seen).toBe(child.pid);
    // Another process made the database; the server opened it ready.
    expect(created?.pid, seen).not.toBe(child.pid);
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'first@example.test', password: 'quiet-harbour-47', name: 'First' }),
    });
    expect(signUp.status, await signUp.text()).toBe(200);
  });
});
