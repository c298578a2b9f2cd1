import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** What the fake does with a queued job. */
export type FakeJobOutcome =
  | { kind: 'success' }
  /** A node raises: history status 'error' with an execution_error message. */
  | { kind: 'fail'; nodeId: string; nodeType: string; message: string; exceptionType?: string }
  /** Never finishes (a busy or stuck GPU). */
  | { kind: 'hang' }
  /** Refused at /prompt with ComfyUI's validation answer. */
  | { kind: 'invalid'; nodeId: string; classType: string; message: string; details: string };

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON body, or the multipart fields (files as { filename, type, bytes }). */
  body: unknown;
}

interface Job {
  id: string;
  number: number;
  prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
  clientId?: string;
  state: 'pending' | 'running' | 'done';
  timers: NodeJS.Timeout[];
}

export interface FakeComfyUi {
  baseUrl: string;
  requests: FakeRequest[];
  /** Uploaded input files by name. */
  uploads: Map<string, { bytes: Buffer; type: string }>;
  /** The outcome of the next queued jobs, in order; then `success`. */
  outcomes: FakeJobOutcome[];
  /** The output image every successful job "renders". */
  output: Buffer;
  /** Jobs queued so far (by /prompt order). */
  jobs: Job[];
  /** Stops answering (connections refused) for `downMs`, forgets queue and history, then listens again on the same port. */
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeComfyUiOptions {
  /** A queued job waits this long before it runs, then runs this long (ms). */
  pendingMs?: number;
  runMs?: number;
}

const toPath = (url: string) => new URL(url, 'http://comfy.local');

/**
 * A loopback ComfyUI speaking its HTTP wire format (server.py): `POST /upload/image` (multipart),
 * `POST /prompt`, `GET /history/{id}`, `GET /queue`, `POST /queue {delete}`, `POST /interrupt`, `GET /view`.
 * Jobs go pending → running → done on timers; history entries are shaped as execution.py writes them.
 */
export async function startFakeComfyUi(opts: FakeComfyUiOptions = {}): Promise<FakeComfyUi> {
  const pendingMs = opts.pendingMs ?? 20;
  const runMs = opts.runMs ?? 40;
  let history = new Map<string, unknown>();
  let queue: Job[] = [];
  let number = 0;
  const outputs = new Map<string, Buffer>();
  const output = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6b8f71' } })
    .png()
    .toBuffer();

  const fake: FakeComfyUi = {
    baseUrl: '',
    requests: [],
    uploads: new Map(),
    outcomes: [],
    output,
    jobs: [],
    restart: async () => undefined,
    close: async () => undefined,
  };

  function finish(job: Job, outcome: FakeJobOutcome): void {
    job.state = 'done';
    queue = queue.filter((j) => j !== job);
    const start: [string, unknown] = ['execution_start', { prompt_id: job.id, timestamp: Date.now() }];
    if (outcome.kind === 'fail') {
      history.set(job.id, {
        prompt: [job.number, job.id, job.prompt, { client_id: job.clientId }, ['13']],
        outputs: {},
        status: {
          status_str: 'error',
          completed: false,
          messages: [
            start,
            [
              'execution_error',
              {
                prompt_id: job.id,
                node_id: outcome.nodeId,
                node_type: outcome.nodeType,
                executed: ['1'],
                exception_message: outcome.message,
                exception_type: outcome.exceptionType ?? 'RuntimeError',
                traceback: ['Traceback (most recent call last):', '...'],
                current_inputs: {},
                current_outputs: {},
              },
            ],
          ],
        },
        meta: {},
      });
      return;
    }
    const filename = `loci_render_${String(job.number).padStart(5, '0')}_.png`;
    outputs.set(`loci/${filename}`, fake.output);
    history.set(job.id, {
      prompt: [job.number, job.id, job.prompt, { client_id: job.clientId }, ['13']],
      outputs: {
        '13': { images: [{ filename, subfolder: 'loci', type: 'output' }] },
        '99': { images: [{ filename: 'ComfyUI_temp_0001.png', subfolder: '', type: 'temp' }] },
      },
      status: { status_str: 'success', completed: true, messages: [start, ['execution_success', { prompt_id: job.id }]] },
      meta: { '13': { node_id: '13', display_node: '13' } },
    });
  }

  function enqueue(job: Job, outcome: FakeJobOutcome): void {
    queue.push(job);
    fake.jobs.push(job);
    job.timers.push(
      setTimeout(() => {
        job.state = 'running';
        if (outcome.kind !== 'hang') job.timers.push(setTimeout(() => finish(job, outcome), runMs));
      }, pendingMs),
    );
  }

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status);
      res.end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  async function readBody(req: IncomingMessage, raw: Buffer): Promise<unknown> {
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://comfy.local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
      const fields: Record<string, unknown> = {};
      for (const [key, value] of form) {
        fields[key] =
          typeof value === 'string' ? value : { filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
      return fields;
    }
    const text = raw.toString('utf8');
    return text ? JSON.parse(text) : undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const url = toPath(req.url ?? '/');
    const body = await readBody(req, raw);
    fake.requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
    const route = `${req.method} ${url.pathname}`;

    if (route === 'POST /upload/image') {
      const f = body as { image?: { filename: string; type: string; bytes: Buffer }; type?: string };
      if (!f.image) return send(res, 400);
      fake.uploads.set(f.image.filename, { bytes: f.image.bytes, type: f.image.type });
      return send(res, 200, { name: f.image.filename, subfolder: '', type: f.type ?? 'input' });
    }
    if (route === 'POST /prompt') {
      const b = body as { prompt?: Job['prompt']; client_id?: string };
      if (!b?.prompt) return send(res, 400, { error: { type: 'no_prompt', message: 'No prompt provided', details: '' }, node_errors: {} });
      const outcome = fake.outcomes.shift() ?? { kind: 'success' };
      if (outcome.kind === 'invalid') {
        return send(res, 400, {
          error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} },
          node_errors: {
            [outcome.nodeId]: {
              errors: [{ type: 'value_not_in_list', message: outcome.message, details: outcome.details, extra_info: {} }],
              dependent_outputs: ['13'],
              class_type: outcome.classType,
            },
          },
        });
      }
      const job: Job = { id: randomUUID(), number: number++, prompt: b.prompt, clientId: b.client_id, state: 'pending', timers: [] };
      enqueue(job, outcome);
      return send(res, 200, { prompt_id: job.id, number: job.number, node_errors: {} });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/history/'.length));
      const entry = history.get(id);
      return send(res, 200, entry ? { [id]: entry } : {});
    }
    if (route === 'GET /queue') {
      const item = (j: Job) => [j.number, j.id, j.prompt, { client_id: j.clientId }, ['13']];
      return send(res, 200, {
        queue_running: queue.filter((j) => j.state === 'running').map(item),
        queue_pending: queue.filter((j) => j.state === 'pending').map(item),
      });
    }
    if (route === 'POST /queue') {
      const ids = (body as { delete?: string[] })?.delete ?? [];
      for (const job of queue.filter((j) => ids.includes(j.id) && j.state === 'pending')) {
        for (const t of job.timers) clearTimeout(t);
        queue = queue.filter((j) => j !== job);
      }
      return send(res, 200);
    }
    if (route === 'POST /interrupt') {
      const running = queue.find((j) => j.state === 'running');
      const wanted = (body as { prompt_id?: string } | undefined)?.prompt_id;
      if (running && (!wanted || wanted === running.id)) {
        for (const t of running.timers) clearTimeout(t);
        running.state = 'done';
        queue = queue.filter((j) => j !== running);
        history.set(running.id, {
          prompt: [running.number, running.id, running.prompt, {}, ['13']],
          outputs: {},
          status: { status_str: 'error', completed: false, messages: [['execution_interrupted', { prompt_id: running.id }]] },
        });
      }
      return send(res, 200);
    }
    if (route === 'GET /view') {
      const file = outputs.get(`${url.searchParams.get('subfolder')}/${url.searchParams.get('filename')}`);
      if (!file || url.searchParams.get('type') !== 'output') return send(res, 404);
      res.writeHead(200, { 'content-type': 'image/png', 'content-disposition': `filename="${url.searchParams.get('filename')}"` });
      res.end(file);
      return;
    }
    send(res, 404);
  }

  let server: Server;
  const listen = (port: number) =>
    new Promise<Server>((resolve) => {
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          handle(req, res, Buffer.concat(chunks)).catch(() => send(res, 500, { error: 'fake failed' }));
        });
      });
      s.listen(port, '127.0.0.1', () => resolve(s));
    });
  const stop = (s: Server) =>
    new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    });
  const clearJobs = () => {
    for (const job of queue) for (const t of job.timers) clearTimeout(t);
  };

  server = await listen(0);
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.restart = async (downMs) => {
    await stop(server);
    clearJobs();
    queue = [];
    history = new Map(); // ComfyUI keeps queue and history in memory only
    await new Promise((r) => setTimeout(r, downMs));
    server = await listen(port);
  };
  fake.close = async () => {
    clearJobs();
    await stop(server);
  };
  return fake;
}
