import http from 'node:http';

/** One Server-Sent Events frame as a client reads it. */
export interface SseFrame {
  event: string;
  id?: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body when the answer was not a stream (an error). */
  body(): string;
  frames: SseFrame[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** Resolves with the first frame (seen or to come) that matches; rejects after `timeoutMs`. */
  waitFor(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream over a real socket (inject cannot hold a stream open). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      let text = '';
      const waiters = new Set<() => void>();
      let endStream: () => void = () => undefined;
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: () => text,
        frames: [],
        comments: 0,
        ended: new Promise<void>((done) => {
          endStream = done;
        }),
        close: () => request.destroy(),
        waitFor(match, timeoutMs = 20_000) {
          return new Promise((ok, fail) => {
            const look = () => {
              const found = client.frames.find(match);
              if (!found) return false;
              clearTimeout(timer);
              waiters.delete(check);
              ok(found);
              return true;
            };
            const check = () => void look();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching frame; seen: ${JSON.stringify(client.frames.map((f) => f.event))}`));
            }, timeoutMs);
            if (!look()) waiters.add(check);
          });
        },
      };
      res.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          parse(buffer.slice(0, at), client);
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
        }
        for (const waiter of [...waiters]) waiter();
      });
      res.on('end', () => endStream());
      res.on('close', () => endStream());
      resolve(client);
    });
    request.on('error', reject);
  });
}

function parse(block: string, client: SseClient): void {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  let any = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      client.comments += 1;
      continue;
    }
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
    else continue;
    any = true;
  }
  if (!any || !data.length) return;
  const raw = data.join('\n');
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // not JSON: kept as text
  }
  client.frames.push({ event, id, data: parsed });
}
