/** A refused or failed stream (429, 404, the server away) is tried again after this long. */
const RETRY_CLOSED_MS = 30_000;

/**
 * Keeps a Server-Sent Events stream open while a screen is: `connect` makes each EventSource (and
 * adds its listeners); the browser reconnects a dropped one by itself (resuming after its last
 * event), one it gave up on (refused outright) is made again after a while, and one closed as idle
 * is made again when the person comes back to the tab. `onError` hears every error first. Returns
 * the stop, for the screen's cleanup.
 */
export function keepEventStream(connect: () => EventSource, onError?: (es: EventSource) => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const open = () => {
    if (stopped) return;
    const es = connect();
    source = es;
    es.onerror = () => {
      onError?.(es);
      if (es.readyState === EventSource.CLOSED && !stopped) retry = setTimeout(open, RETRY_CLOSED_MS);
    };
  };
  const visible = () => {
    if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) open();
  };
  document.addEventListener('visibilitychange', visible);
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    document.removeEventListener('visibilitychange', visible);
    source?.close();
  };
}
