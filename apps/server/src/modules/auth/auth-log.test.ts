import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createAuthLogger } from './auth-log.js';

/** A pino logger at debug whose output the test reads. */
function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), text: () => lines.join('') };
}

const NAME = 'Zebedee Quillfeather';
const EMAIL = 'zebedee.quillfeather@example.test';

describe('the better-auth log bridge', () => {
  it('keeps the message and the error type but not SQL parameters or addresses', () => {
    const { logger, text } = captureLogger();
    const dbError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      query: 'insert into "user" ("name", "email") values ($1, $2)',
      params: [NAME, EMAIL],
    });
    createAuthLogger(logger).log('error', `Failed to create user ${EMAIL}`, dbError, { user: { name: NAME }, attempt: 2 });
    const out = text();
    expect(out).toContain('Failed to create user [email]');
    expect(out).toContain('22021');
    expect(out).toContain('"attempt":2');
    expect(out).not.toContain(NAME);
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain('zebedee');
  });

  it('stays silent when the app logger is', () => {
    expect(createAuthLogger(pino({ level: 'silent' })).disabled).toBe(true);
  });
});

describe('personal data in the logs of the running app', () => {
  const capture = captureLogger();
  const printed: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { logger: capture.logger });
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it("never shows a user's name or email, on the app log or the console", async () => {
    const payload = { email: EMAIL, password: 'quiet-harbour-47', name: NAME };
    const post = (url: string, body: object) => t.app.inject({ method: 'POST', url, payload: body });
    expect((await post('/api/auth/sign-up/email', payload)).statusCode).toBe(200);
    await post('/api/auth/sign-up/email', payload); // an existing email: better-auth logs the attempt
    await post('/api/auth/sign-in/email', { email: EMAIL, password: 'wrong-password-1' });
    await post('/api/auth/sign-up/email', { ...payload, email: `x.${EMAIL}`, name: `${NAME}\u0000` }); // a database error, if it gets that far
    await post('/api/auth/sign-up/email', { ...payload, email: `y.${EMAIL}`, password: 'abc' });

    expect(capture.text()).toContain('Sign-up attempt for existing email');
    // better-auth's own error path, which prints to the console unless taken over, goes to the app log too.
    expect(capture.text()).toContain('Password must be at least 6 characters long');
    expect(printed.join('\n')).not.toContain('Password must be');
    const out = capture.text() + printed.join('\n');
    expect(out.toLowerCase()).not.toContain('zebedee');
    expect(out.toLowerCase()).not.toContain('quillfeather');
  });
});
