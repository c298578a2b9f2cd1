/**
 * Start-up (module loading, migrations check, building the route table) leaves some 35 MB of
 * garbage and an enlarged young generation. V8's memory reducer gives it back only after two quiet
 * timer ticks, 20–25 s after start; an idle server should be small at once. This asks V8 for the
 * same memory-reducing collection now, through an in-process inspector session (no port is
 * opened): `HeapProfiler.collectGarbage` is V8's low-memory notification. It runs once, when
 * start-up is done, and pauses the process for about 0.1 s.
 */
export async function releaseStartupMemory(): Promise<boolean> {
  let inspector: typeof import('node:inspector');
  try {
    inspector = await import('node:inspector');
  } catch {
    return false; // a Node built without the inspector: the memory reducer does it later
  }
  const session = new inspector.Session();
  session.connect();
  try {
    await new Promise<void>((resolve, reject) => session.post('HeapProfiler.collectGarbage', (err) => (err ? reject(err) : resolve())));
    return true;
  } finally {
    session.disconnect();
  }
}
