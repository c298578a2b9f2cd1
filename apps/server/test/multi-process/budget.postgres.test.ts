import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_SPENT_MESSAGE } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, buildProjectForm } from '../builders.js';
import { sendJson, startLoopback } from '../loopback-server.js';
import { createPersistentTestDatabase } from '../test-database.js';
import { type LociProcess, startLociProcess, until } from './cluster.js';

/**
 * A studio's monthly budget held by three Loci processes on one PostgreSQL database: images at one
 * cent each (the real OpenAI adapter against a loopback peer, the price from PRICE_TABLE_JSON), a
 * budget of one dollar, 110 images asked by three members of the three processes at once. PostgreSQL leg only.
 */
describe('a budget held across three processes', () => {
  let peer: Awaited<ReturnType<typeof startLoopback>>;
  let store: Awaited<ReturnType<typeof createPersistentTestDatabase>>;
  const procs: LociProcess[] = [];

  beforeAll(async () => {
    const b64 = (await buildPng(11, 32)).toString('base64');
    peer = await startLoopback((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: b64 }] }));
    store = await createPersistentTestDatabase('/tmp');
    const shared = {
      DATABASE_URL: store.url as string,
      AI_IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${peer.baseUrl}/v1`,
      PRICE_TABLE_JSON: JSON.stringify({ 'openai/gpt-image-1': { image: 0.01 } }),
    };
    procs.push(await startLociProcess(shared));
    procs.push(...(await Promise.all([startLociProcess(shared), startLociProcess(shared)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await store?.drop();
    await peer?.close();
  }, 60_000);

  it('stops the 101st cent, whichever member asks of whichever process, and warns the owner once', async () => {
    const [a, b, c] = procs as [LociProcess, LociProcess, LociProcess];
    const json = { 'content-type': 'application/json' };
    const password = 'quiet-harbour-47';
    // Three members of one studio, each signed in on another process: their charges meet only at the studio.
    const people = await Promise.all(
      ['Lina', 'Oscar', 'Gio'].map(async (name, i) => {
        const email = `budget-${name.toLowerCase()}-${Date.now()}@example.test`;
        const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password, name }),
        });
        expect(signUp.status).toBe(200);
        const signIn = await fetch(`${procs[i]?.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password }),
        });
        const body = (await signIn.json()) as { user: { id: string } };
        return { email, id: body.user.id, auth: { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` } };
      }),
    );
    const [owner] = people as [(typeof people)[number]];
    const email = owner.email;
    const auth = owner.auth;
    const created = await fetch(`${c.url}/api/projects/`, {
      method: 'POST',
      headers: auth,
      body: buildProjectForm(
        { contextInsights: 'historical,social,physical' },
        { logo: { bytes: await buildPng(77), type: 'image/png', name: 'logo.png' } },
      ),
    });
    expect(created.status).toBe(201);
    const projectId = ((await created.json()) as { project_id: string }).project_id;
    const studio = ((await (await fetch(`${a.url}/api/workspaces/`, { headers: auth })).json()) as { workspaces: { id: string }[] })
      .workspaces[0]?.id;
    const budget = await fetch(`${b.url}/api/workspaces/${studio}/budget`, {
      method: 'PUT',
      headers: { ...auth, ...json },
      body: JSON.stringify({ monthly_usd: 1 }),
    });
    expect(budget.status).toBe(200);
    const db = await store.open();
    try {
      await db.db
        .insertInto('workspace_member')
        .values(people.slice(1).map((p) => ({ workspace_id: studio as string, user_id: p.id, role: 'editor' as const })))
        .execute();
    } finally {
      await db.close();
    }

    const ask = async (i: number) => {
      const form = new FormData();
      form.set('project_id', projectId);
      form.set('section', ['historical', 'social', 'physical'][i % 3] as string);
      form.set('image_index', String(Math.floor(i / 3) % 4));
      form.set('prompt', 'Limestone steps');
      form.set('prompt_usage', '0');
      const who = people[Math.floor(i / 9) % 3]?.auth;
      const res = await fetch(`${procs[(i + Math.floor(i / 9)) % 3]?.url}/generate_single_context_image/`, {
        method: 'POST',
        headers: who,
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    };
    const answers = await Promise.all(Array.from({ length: 110 }, (_, i) => ask(i)));
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(100);
    expect(refused).toHaveLength(10);
    expect(new Set(refused.map((r) => r.body.error))).toEqual(new Set([BUDGET_SPENT_MESSAGE]));

    const after = await fetch(`${c.url}/api/workspaces/${studio}/budget`, { headers: auth });
    expect(await after.json()).toMatchObject({ spent_micro_usd: 1_000_000, warning: true, spent: true });
    // The provider was asked once per image charged: a refused image never reached it.
    expect(peer.requests.filter((r) => r.url.includes('/images/'))).toHaveLength(100);

    // One warning mail, from whichever process charged past 80 % first.
    const warnings = () =>
      procs.flatMap((p) => {
        const outbox = join(p.dataDir, 'outbox');
        if (!existsSync(outbox)) return [];
        return readdirSync(outbox)
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
          .filter((mail) => mail.includes(email) && /monthly budget/.test(mail));
      });
    await until(async () => warnings().length > 0, 'the warning mail');
    // The others had their chance: every charge past 80 % tries to claim it.
    await new Promise((r) => setTimeout(r, 500));
    expect(warnings()).toHaveLength(1);
  }, 180_000);
});
