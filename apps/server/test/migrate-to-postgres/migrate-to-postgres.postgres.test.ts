import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/adapters/db/database.port.js';
import { createPgliteDatabase } from '../../src/adapters/db/pglite.js';
import { buildPng, buildProjectForm } from '../builders.js';
import { drainGeneration } from '../drain-generation.js';
import { buildUser, createTestApp, type TestUser } from '../helpers.js';
import { type LociProcess, startLociProcess } from '../multi-process/cluster.js';
import { startTestS3, type TestS3 } from '../s3-server.js';
import { createPersistentTestDatabase } from '../test-database.js';

const CLI = fileURLToPath(new URL('../../src/cli/migrate-to-postgres.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs `npm run migrate:to-postgres`'s script as a person would (a child process). */
function runMigration(env: Record<string, string>, args: string[] = []) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

async function rowCounts(db: Kysely<unknown>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'loci_migration%' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const n = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(n.rows[0]?.n);
  }
  return counts;
}

/**
 * The embedded default (PGlite folder + files) built through the real app, copied by the CLI into a
 * fresh PostgreSQL database and an s3rver bucket, then served by a Loci process on the target.
 */
describe('npm run migrate:to-postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loci-migrate-'));
  let s3: TestS3;
  let target: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  let loci: LociProcess | undefined;
  let user: TestUser;
  let projectId: string;
  let sourceCounts: Record<string, number>;
  /** URL → bytes, as the source app served them. */
  const served = new Map<string, Buffer>();

  beforeAll(async () => {
    const database: Database = await createPgliteDatabase(join(dataDir, 'db'));
    const t = await createTestApp({}, { database, dataDir });
    try {
      user = await buildUser(t.app);
      const { PDFDocument, StandardFonts } = await import('pdf-lib');
      const doc = await PDFDocument.create();
      doc
        .addPage()
        .drawText('Salt, limestone and tide pools.', { x: 40, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
      const form = buildProjectForm(
        { contextInsights: 'historical,social,physical' },
        {
          logo: { bytes: await buildPng(41, 96), type: 'image/png', name: 'logo.png' },
          brandBook: { bytes: Buffer.from(await doc.save()), type: 'application/pdf', name: 'book.pdf' },
        },
      );
      const created = await t.app.inject({ method: 'POST', url: '/api/projects/', headers: user.headers, body: form });
      expect(created.statusCode).toBe(201);
      projectId = created.json().project_id;
      const queued = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/generation`,
        headers: user.headers,
        payload: { section: 'historical', kind: 'all' },
      });
      expect(queued.statusCode).toBe(202);
      await drainGeneration(t, user, projectId);

      const project = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: user.headers });
      const urls = new Set(project.body.match(/\/api\/assets\/[0-9a-f]{64}(\/\d+)?/g) ?? []);
      urls.add(`/api/projects/${projectId}/brand-book`);
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
        expect(res.statusCode).toBe(200);
        served.set(url, res.rawPayload);
      }
      sourceCounts = await rowCounts(database.db as Kysely<unknown>);
    } finally {
      await t.close();
      await database.close();
    }
    s3 = await startTestS3('loci-migrated');
    target = await createPersistentTestDatabase(dataDir);
  }, 180_000);

  afterAll(async () => {
    await loci?.stop();
    await target?.drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('copies rows and objects once, refuses a used target, and the copy serves the same account, project and bytes', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: target.url as string, ...s3.env };
    const first = runMigration(env);
    expect(first.status, first.err).toBe(0);
    console.info(`[migrate-to-postgres] first run:\n${first.out}`);
    expect(first.out).toMatch(/^project\s+1\s+1\s+1$/m);

    // A second run without --resume refuses; with it, adds nothing.
    const again = runMigration(env);
    expect(again.status).toBe(1);
    expect(again.err).toContain('--resume');
    const resumed = runMigration(env, ['--resume']);
    expect(resumed.status, resumed.err).toBe(0);
    expect(resumed.out).toMatch(/^project\s+1\s+0\s+1$/m);
    expect(resumed.out).toMatch(/^objects\s+(\d+)\s+0\s+\1$/m);

    const db = await target.open();
    try {
      expect(await rowCounts(db.db as Kysely<unknown>)).toEqual(sourceCounts);
    } finally {
      await db.close();
    }
    expect(sourceCounts.asset).toBeGreaterThan(12); // 12 generated images and the logo

    loci = await startLociProcess(env);
    const signIn = await fetch(`${loci.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    const project = await fetch(`${loci.url}/api/projects/${projectId}`, { headers: auth });
    expect(project.status).toBe(200);
    expect(served.size).toBeGreaterThan(12);
    for (const [url, bytes] of served) {
      const res = await fetch(`${loci.url}${url}`, { headers: auth });
      expect(res.status, url).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), url).toBe(true);
    }
  }, 240_000);
});
