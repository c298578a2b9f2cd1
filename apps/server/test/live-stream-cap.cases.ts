import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp } from './helpers.js';
import { openSse, type SseClient } from './sse-client.js';

const CAP = 5;
const AT_ONCE = 60;

/**
 * The per-person stream cap under simultaneous requests (issue #43: 100 at once opened 92 streams on
 * PostgreSQL where the cap is 20). Run on PGlite (live-stream-cap.test.ts) and on PostgreSQL
 * (live-stream-cap.postgres.test.ts), whose pool answers the requests on many connections at once.
 */
export function describeStreamCapUnderConcurrency(engine: string): void {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', LIVE_MAX_STREAMS_PER_USER: String(CAP) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 240_000);
  afterAll(async () => {
    for (const client of open) client.close();
    await t?.close();
  });

  describe(`the per-person live stream cap (${engine})`, () => {
    it(`opens exactly ${CAP} of ${AT_ONCE} simultaneous streams and refuses the rest with 429; another person is not counted`, async () => {
      const ada = await buildUser(t.app);
      const bo = await buildUser(t.app);
      const projectId = await buildProject(t.app, ada);
      const boProject = await buildProject(t.app, bo);
      const clients = await Promise.all(
        Array.from({ length: AT_ONCE }, () => openSse(`${base}/api/projects/${projectId}/events`, ada.headers)),
      );
      open.push(...clients);
      const statuses = clients.map((c) => c.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(CAP);
      expect(statuses.filter((s) => s === 429)).toHaveLength(AT_ONCE - CAP);
      const rows = await t.adapters.database.db
        .selectFrom('project_presence' as never)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id' as never, '=', ada.id as never)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(CAP);
      // Ada's full cap is hers alone: Bo still opens a stream.
      const boStream = await openSse(`${base}/api/projects/${boProject}/events`, bo.headers);
      open.push(boStream);
      expect(boStream.status).toBe(200);
      // A refused request left no place taken: closing one stream frees exactly one.
      const first = clients.find((c) => c.status === 200);
      first?.close();
      const reopen = async () => {
        const client = await openSse(`${base}/api/projects/${projectId}/events`, ada.headers);
        open.push(client);
        return client.status;
      };
      await expect.poll(reopen, { timeout: 30_000 }).toBe(200);
    }, 120_000);
  });
}
