import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { openSse } from '../../test/sse-client.js';

// Issue #43 item 4: slow clients. Short timeouts here; the defaults are 60 s (headers) and 300 s (request).
let t: TestApp;
let port: number;
let ada: TestUser;
const sockets: Socket[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_IP_MAX: '1000',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: '4',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  ada = await buildUser(t.app);
}, 180_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await t?.close();
});

/** A raw connection: what it received, and whether the server closed it. */
function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** A keep-alive connection that has had one answer (and stays open, idle). */
async function keptAlive() {
  const conn = await open();
  conn.socket.write('GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  await expect.poll(() => conn.received(), { timeout: 20_000 }).toMatch(/^HTTP\/1\.1 (\d{3})[\s\S]*\r\n\r\n/);
  return conn;
}

describe('slow clients', () => {
  it('a client sending one header line at a time is answered 408 and closed after the headers timeout', async () => {
    const conn = await open();
    conn.socket.write('GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let closed = false;
    void conn.closed.then(() => {
      closed = true;
    });
    // Far more lines than the timeout allows; the server must close the connection before they run out.
    for (let line = 0; line < 100 && !closed; line++) {
      conn.socket.write(`X-Slow-${line}: still here\r\n`);
      await sleep(200);
    }
    expect(closed).toBe(true);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('refuses a connection over the per-address cap with 503, and takes one again once a connection closes', async () => {
    const held = [await keptAlive(), await keptAlive(), await keptAlive(), await keptAlive()];
    const over = await open();
    await over.closed;
    expect(over.received()).toMatch(/^HTTP\/1\.1 503 /);
    held[0].socket.destroy();
    await held[0].closed;
    const again = await keptAlive();
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const conn of [...held, again]) conn.socket.destroy();
    await Promise.all([...held, again].map((c) => c.closed));
  });

  it('a live event stream lasts past the request timeout and still delivers events', async () => {
    const projectId = await buildProject(t.app, ada);
    const sse = await openSse(`http://127.0.0.1:${port}/api/projects/${projectId}/events`, ada.headers);
    expect(sse.status).toBe(200);
    await sse.waitFor((f) => f.event === 'hello');
    // Three request timeouts (and many of Node's timeout checks) go by.
    await sleep(4500);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/snapshots`,
      headers: ada.headers,
      payload: { name: 'after the timeout' },
    });
    expect(saved.statusCode).toBe(201);
    const change = await sse.waitFor((f) => f.event === 'change', 20_000);
    expect(change.data).toMatchObject({ kind: 'project.changed' });
    sse.close();
  });
});
