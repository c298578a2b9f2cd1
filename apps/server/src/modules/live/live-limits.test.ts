import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { openSse, type SseClient } from '../../../test/sse-client.js';

/** A process that takes one stream, beats every second and closes a stream quiet for two. */
let t: TestApp;
let base: string;
let ada: TestUser;
let projectId: string;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ LIVE_MAX_STREAMS: '1', LIVE_HEARTBEAT_MS: '1000', LIVE_IDLE_MS: '2500' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ada = await buildUser(t.app);
  projectId = await buildProject(t.app, ada);
}, 180_000);
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

const stream = async () => {
  const client = await openSse(`${base}/api/projects/${projectId}/events`, ada.headers);
  open.push(client);
  return client;
};

describe('live stream limits', () => {
  it('refuses a stream beyond the process limit (429, Retry-After), beats while open, and closes an idle one', async () => {
    const first = await stream();
    await first.waitFor((f) => f.event === 'hello');
    const refused = await stream();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body())).toMatchObject({ code: 'RATE_LIMITED' });
    // Nobody said "still here": the stream is closed as idle, after heartbeats.
    const closed = await first.waitFor((f) => f.event === 'closed', 30_000);
    expect(closed.data).toEqual({ reason: 'idle' });
    expect(first.comments).toBeGreaterThan(0);
    await first.ended;
    // Its place is free again.
    const again = await stream();
    expect(again.status).toBe(200);
    again.close();
  });
});
