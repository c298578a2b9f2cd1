import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The JSON body parsed; undefined for a body that is not JSON (see `raw`). */
  body: unknown;
  /** The body's bytes, e.g. a multipart upload (read it with `formDataOf`). */
  raw: Buffer;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void;

/** A provider peer on 127.0.0.1 for contract tests: records requests, answers with the handler. */
export async function startLoopback(
  handler: Handler,
): Promise<{ baseUrl: string; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const json = !String(req.headers['content-type'] ?? '').startsWith('multipart/');
      const text = json ? raw.toString('utf8') : '';
      const body = text ? JSON.parse(text) : undefined;
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, raw };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The multipart fields of a recorded request (files as File). */
export function formDataOf(req: RecordedRequest): Promise<FormData> {
  const type = String(req.headers['content-type'] ?? '');
  return new Request('http://loopback.local/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(req.raw),
  }).formData();
}

/** Sends a JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** An OpenAI chat completion whose message content is the given object as JSON. */
export function chatCompletion(content: unknown, model = 'test-model'): unknown {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
