import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_SPENT_MESSAGE } from '@loci/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildForm, buildMoodboard, buildPng, buildProject } from '../../../test/builders.js';
import { buildUser, createMemoryMailer, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { sendJson, startLoopback } from '../../../test/loopback-server.js';
import { createSpendCharge } from './spend.js';

/**
 * Costs on a priced provider: the real OpenAI adapter against a loopback peer speaking
 * /v1/images/generations, with gpt-image-1 at $0.05 an image from PRICE_TABLE_JSON.
 * Runs on PGlite, and on PostgreSQL in the server-postgres leg (TEST_DATABASE_URL).
 */
let t: TestApp;
let peer: Awaited<ReturnType<typeof startLoopback>>;
const PRICE = 50_000; // micro-USD
/** The text side of a spend charge built by hand (these tests price images only). */
const UNPRICED_TEXT = { provider: 'offline', model: 'place-and-website-v1', price: () => 0 };
/** While true, the peer refuses each image as the provider does a prompt it will not draw (400). */
let refuse = false;

beforeAll(async () => {
  const b64 = (await buildPng(7, 32)).toString('base64');
  peer = await startLoopback((_req, res) =>
    refuse
      ? sendJson(res, 400, { error: { message: 'Your request was rejected by the safety system.', type: 'invalid_request_error' } })
      : sendJson(res, 200, { created: 1, data: [{ b64_json: b64 }] }),
  );
  t = await createTestApp({
    AI_IMAGE_PROVIDER: 'openai',
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: `${peer.baseUrl}/v1`,
    PRICE_TABLE_JSON: JSON.stringify({ 'openai/gpt-image-1': { image: 0.05 } }),
  });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const generate = (user: TestUser, projectId: string, idx = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/generate_single_context_image/',
    headers: user.headers,
    body: buildForm({
      project_id: projectId,
      section: 'physical',
      image_index: String(idx % 4),
      prompt: 'Limestone steps',
      prompt_usage: '0',
    }),
  });

async function studioOf(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: user.headers });
  return res.json().workspaces[0].id;
}

const setBudget = (user: TestUser, workspaceId: string, monthly_usd: number | null) =>
  t.app.inject({ method: 'PUT', url: `/api/workspaces/${workspaceId}/budget`, headers: user.headers, payload: { monthly_usd } });

describe('prices and estimates', () => {
  it('the estimate before an image equals the cost recorded after it', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada, { projectName: 'Tide House' });
    const studio = await studioOf(ada);
    const est = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/estimate?operation=image`, headers: ada.headers });
    expect(est.statusCode).toBe(200);
    expect(est.json()).toMatchObject({ provider: 'openai', model: 'gpt-image-1', offline: false, images: 1, micro_usd: PRICE });
    expect((await generate(ada, projectId)).statusCode).toBe(200);
    const costs = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/costs`, headers: ada.headers })).json();
    expect(costs.rows).toEqual([
      expect.objectContaining({ person: ada.name, project: 'Tide House', provider: 'openai', model: 'gpt-image-1', images: 1 }),
    ]);
    expect(costs.rows[0].micro_usd).toBe(est.json().micro_usd);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/estimate?operation=generate-page&kind=topics`,
      headers: ada.headers,
    });
    expect(page.json()).toMatchObject({ images: 8, micro_usd: 8 * PRICE });
  });

  it('a render cancelled while queued costs nothing: its price comes off the month, once', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const studio = await studioOf(ada);
    const moodboardId = await buildMoodboard(t.app, ada, projectId);
    const space = `/api/projects/${projectId}/moodboards/${moodboardId}/space`;
    const form = buildForm({});
    const room = readFileSync(join(import.meta.dirname, '../../../test/fixtures/space/room-photo.jpg'));
    form.append('file', new Blob([new Uint8Array(room)], { type: 'image/jpeg' }), 'room.jpg');
    expect((await t.app.inject({ method: 'POST', url: space, headers: ada.headers, body: form })).statusCode).toBeLessThan(300);
    const spent = async () => {
      const rows = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/costs`, headers: ada.headers })).json().rows as {
        images: number;
        micro_usd: number;
      }[];
      return { images: rows.reduce((n, r) => n + r.images, 0), micro_usd: rows.reduce((n, r) => n + r.micro_usd, 0) };
    };
    const before = await spent();
    // No render worker runs in this app: the job stays queued until it is cancelled.
    const queued = await t.app.inject({ method: 'POST', url: `${space}/renders`, headers: ada.headers, payload: { strength: 0.6 } });
    expect(queued.statusCode).toBe(202);
    expect(await spent()).toEqual({ images: before.images + 1, micro_usd: before.micro_usd + PRICE });
    const cancel = () => t.app.inject({ method: 'DELETE', url: `${space}/renders/${queued.json().job.id}`, headers: ada.headers });
    expect((await cancel()).statusCode).toBe(200);
    expect(await spent()).toEqual(before);
    // Cancelled once: a second cancel is refused and takes nothing more off.
    expect((await cancel()).statusCode).toBe(409);
    expect(await spent()).toEqual(before);
  });

  it('the settings say the images are paid while the text is still Loci’s own (no “offline preview” on paid images)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ offlineAi: true, offlineImages: false });
  });

  it('an image the provider refuses costs nothing: its price comes off the month', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const studio = await studioOf(ada);
    const spent = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/budget`, headers: ada.headers })).json().spent_micro_usd;
    expect((await generate(ada, projectId, 0)).statusCode).toBe(200);
    expect(await spent()).toBe(PRICE);
    refuse = true;
    try {
      await generate(ada, projectId, 1);
    } finally {
      refuse = false;
    }
    expect(await spent()).toBe(PRICE);
    const costs = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/costs`, headers: ada.headers })).json();
    expect(costs.rows.map((r: { images: number }) => r.images)).toEqual([1]);
    expect((await generate(ada, projectId, 2)).statusCode).toBe(200);
    expect(await spent()).toBe(2 * PRICE);
  });

  it('refuses an unknown operation with a clear 400, and a stranger with 404', async () => {
    const ada = await buildUser(t.app);
    const bo = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const bad = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/estimate?operation=teleport`, headers: ada.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please choose what to estimate.');
    const stranger = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/estimate?operation=image`, headers: bo.headers });
    expect(stranger.statusCode).toBe(404);
  });

  it('exports the usage as CSV', async () => {
    const ada = await buildUser(t.app, { name: '=Ada, Lovelace' });
    const projectId = await buildProject(t.app, ada, { projectName: 'Quay "North"' });
    expect((await generate(ada, projectId)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/workspaces/${await studioOf(ada)}/costs.csv`, headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const month = new Date().toISOString().slice(0, 7);
    expect(res.body).toBe(
      `month,person,project,provider,model,images,input_tokens,output_tokens,usd\r\n${month},"'=Ada, Lovelace","Quay ""North""",openai,gpt-image-1,1,0,0,0.050000\r\n`,
    );
  });
});

describe('budgets', () => {
  it('only an owner sets the budget: an editor gets 403', async () => {
    const ada = await buildUser(t.app);
    const bo = await buildUser(t.app);
    const studio = await studioOf(ada);
    await t.adapters.database.db.insertInto('workspace_member').values({ workspace_id: studio, user_id: bo.id, role: 'editor' }).execute();
    const res = await setBudget(bo, studio, 1000);
    expect(res.statusCode).toBe(403);
    expect((await setBudget(ada, studio, 12.5)).json()).toMatchObject({ monthly_micro_usd: 12_500_000 });
    const seen = await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/budget`, headers: bo.headers });
    expect(seen.json()).toMatchObject({ monthly_micro_usd: 12_500_000, warning: false });
  });

  it('the estimate says where paid work stands against the studio budget and the member’s own', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const studio = await studioOf(ada);
    const estimate = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/estimate?${query}`, headers: ada.headers })).json();
    expect((await estimate('operation=image')).budget).toBeNull(); // no budget set
    expect((await setBudget(ada, studio, 0.18)).statusCode).toBe(200); // three images and a bit
    expect((await estimate('operation=image')).budget).toEqual({ warning: false, spent: false, left_micro_usd: 180_000, over: false });
    // A Topics page is eight images: more than the month has left.
    expect((await estimate('operation=generate-page&kind=topics')).budget).toMatchObject({ left_micro_usd: 180_000, over: true });
    for (const i of [0, 1, 2]) expect((await generate(ada, projectId, i)).statusCode).toBe(200);
    // 83 %: warned, and one more image would not fit in what is left.
    expect((await estimate('operation=image')).budget).toEqual({ warning: true, spent: false, left_micro_usd: 30_000, over: true });
    // Her own budget in the studio is tighter than what the studio has left.
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${studio}/budget`,
      headers: ada.headers,
      payload: { monthly_usd: 0.18, members: [{ user_id: ada.id, monthly_usd: 0.15 }] },
    });
    expect(own.statusCode).toBe(200);
    expect((await estimate('operation=image')).budget).toEqual({ warning: true, spent: true, left_micro_usd: 0, over: true });
    expect((await generate(ada, projectId, 3)).statusCode).toBe(429);
  });

  it('10 requests at the edge: spend stops at the budget, owners are warned once, raising it lets work go on', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const studio = await studioOf(ada);
    expect((await setBudget(ada, studio, 0.2)).statusCode).toBe(200); // four images
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => generate(ada, projectId, i)));
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(refused).toHaveLength(6);
    expect(refused[0].json().error).toBe(BUDGET_SPENT_MESSAGE);
    const budget = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/budget`, headers: ada.headers })).json();
    expect(budget).toMatchObject({ spent_micro_usd: 200_000, warning: true, spent: true });
    const warnings = () => t.mails.filter((m) => m.to === ada.email && /monthly budget/.test(m.subject));
    await vi.waitFor(() => expect(warnings()).toHaveLength(1));
    expect(warnings()[0].text).toContain('$0.20');

    expect((await setBudget(ada, studio, 0.3)).statusCode).toBe(200);
    expect((await generate(ada, projectId)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/budget`, headers: ada.headers })).json();
    expect(after).toMatchObject({ spent_micro_usd: 250_000, warning: true, spent: false });
    // Still over 80 % of the raised budget, but this month's warning went already.
    await new Promise((r) => setImmediate(r));
    expect(warnings()).toHaveLength(1);
  });

  it('a charge that reaches 80 % and rolls back mails nobody; the next one that commits warns once', async () => {
    const ada = await buildUser(t.app);
    const studio = await studioOf(ada);
    expect((await setBudget(ada, studio, 0.1)).statusCode).toBe(200); // two images
    const { db } = t.adapters.database;
    const mailer = createMemoryMailer();
    const errors: unknown[] = [];
    const charge = createSpendCharge({
      db,
      mailer,
      publicUrl: 'http://loci.test',
      text: UNPRICED_TEXT,
      image: { provider: 'openai', model: 'gpt-image-1', microUsd: PRICE },
      log: (err) => errors.push(err),
    });
    const who = { userId: ada.id, workspaceId: studio, projectId: '' };
    const settle = () => new Promise((r) => setTimeout(r, 150));

    // 50 %: no warning due.
    await db.transaction().execute((trx) => charge.chargeImage(trx, who, new Date()));
    // 100 %, but the work it paid for fails and its transaction rolls back: the charge and its warning go with it.
    await expect(
      db.transaction().execute(async (trx) => {
        await charge.chargeImage(trx, who, new Date());
        throw new Error('the provider failed');
      }),
    ).rejects.toThrow('the provider failed');
    await settle();
    expect(mailer.mails).toHaveLength(0);

    // The same charge again, committed this time: one warning.
    await db.transaction().execute((trx) => charge.chargeImage(trx, who, new Date()));
    await vi.waitFor(() => expect(mailer.mails).toHaveLength(1));
    expect(mailer.mails[0]).toMatchObject({ to: ada.email });
    expect(mailer.mails[0].text).toContain('$0.10');
    // Raised and charged past 80 % again this month: no second mail.
    expect((await setBudget(ada, studio, 0.18)).statusCode).toBe(200);
    await db.transaction().execute((trx) => charge.chargeImage(trx, who, new Date()));
    await settle();
    expect(mailer.mails).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('a process killed between a charge’s commit and its warning mail: the next charge past 80 % mails it, once', async () => {
    const ada = await buildUser(t.app);
    const studio = await studioOf(ada);
    expect((await setBudget(ada, studio, 0.1)).statusCode).toBe(200); // two images
    const { db } = t.adapters.database;
    const mailer = createMemoryMailer();
    const charge = createSpendCharge({
      db,
      mailer,
      publicUrl: 'http://loci.test',
      text: UNPRICED_TEXT,
      image: { provider: 'openai', model: 'gpt-image-1', microUsd: PRICE },
      log: (err) => {
        throw err;
      },
    });
    const who = { userId: ada.id, workspaceId: studio, projectId: '' };
    const month = new Date().toISOString().slice(0, 7);
    // What a process killed between commit and mail leaves: the month marked warned, no mail claimed.
    await db.transaction().execute((trx) => charge.chargeImage(trx, who, new Date()));
    await sql`update studio_budget set warned_month = ${month}, mailed_month = null where workspace_id = ${studio}`.execute(db);
    expect(mailer.mails).toHaveLength(0);

    await db.transaction().execute((trx) => charge.chargeImage(trx, who, new Date()));
    await vi.waitFor(() => expect(mailer.mails).toHaveLength(1));
    expect(mailer.mails[0]).toMatchObject({ to: ada.email });
    expect((await setBudget(ada, studio, 0.18)).statusCode).toBe(200);
    await db.transaction().execute((trx) => charge.chargeImage(trx, who, new Date()));
    await new Promise((r) => setTimeout(r, 150));
    expect(mailer.mails).toHaveLength(1);
  });
});
