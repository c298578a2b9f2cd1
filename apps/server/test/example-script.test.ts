import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp } from './helpers.js';

/** examples/generate-deck.mjs, run as a user would run it, against this test server (offline providers). */

const SCRIPT = fileURLToPath(new URL('../../../examples/generate-deck.mjs', import.meta.url));
let t: TestApp;
let url: string;
const dir = mkdtempSync(join(tmpdir(), 'loci-example-'));

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the example script', () => {
  it('creates a project with a token, generates its boards, waits and downloads the PDF', async () => {
    const user = await buildUser(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: user.headers });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: user.headers,
      payload: {
        name: 'Example',
        expires_in_days: 1,
        scopes: ['read', 'write', 'generate', 'export'],
        workspace_ids: [list.json().workspaces[0].id],
      },
    });
    const worker = t.app.services.generation.startWorker({ concurrency: 3, pollMs: 20 });
    const out = join(dir, 'deck.pdf');
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, out], {
        env: { ...process.env, LOCI_URL: url, LOCI_TOKEN: made.json().token },
      });
      expect(stdout).toMatch(/^Project [0-9a-f-]{36}: /);
    } finally {
      await worker.stop();
    }
    const pdf = readFileSync(out);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const projects = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: user.headers });
    expect(projects.json().projects.map((p: { project_name: string }) => p.project_name)).toEqual(['Harbour Hotel']);
  }, 120_000);
});
