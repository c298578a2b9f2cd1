/** One Server-Sent Events frame: an optional event name and id, and its data as JSON on one line. */
export function sseFrame(opts: { event?: string; id?: string; data: unknown }): string {
  let frame = '';
  if (opts.event) frame += `event: ${opts.event}\n`;
  if (opts.id !== undefined) frame += `id: ${opts.id}\n`;
  return `${frame}data: ${JSON.stringify(opts.data)}\n\n`;
}

/** A comment line: keeps proxies and the browser from timing the stream out; clients ignore it. */
export const HEARTBEAT_FRAME = ': ping\n\n';

/** How long (ms) the browser waits before it reconnects a dropped stream. */
export const RETRY_FRAME = 'retry: 2000\n\n';

/**
 * The `Last-Event-ID` a client resumes after: a header (EventSource sets it) or `?last_event_id=`.
 * None: null (a fresh stream). One that is not an event id of ours: -1, which is always too old (`reset`).
 */
export function lastEventIdOf(header: unknown, query: unknown): bigint | null {
  const raw = (typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '').trim();
  if (raw === '') return null;
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : -1n;
}
