import { dropStalePresence, pruneEvents, touchPresence } from './live.repository.js';
import { publishPresence } from './live-hub-publish.js';
import type { HubState } from './live-hub-state.js';
import { HEARTBEAT_FRAME } from './sse.js';

/**
 * One heartbeat: ends idle streams and keeps the others open, marks this process's presence rows
 * alive, drops those of processes gone quiet, and every fourth time prunes events past retention.
 */
async function tick(hub: HubState): Promise<void> {
  hub.ticks += 1;
  const now = Date.now();
  for (const stream of hub.byId.values()) {
    if (now - stream.activeAt > hub.limits.idleMs) stream.end('idle');
    else stream.write(HEARTBEAT_FRAME);
  }
  await touchPresence(hub.db, hub.processId);
  for (const projectId of await dropStalePresence(hub.db, hub.staleMs)) await publishPresence(hub, projectId);
  if (hub.ticks % 4 === 0) await pruneEvents(hub.db, hub.limits.retentionMs);
}

/** Starts the heartbeat (it does not keep the process alive). */
export function startHeartbeat(hub: HubState): void {
  hub.ticker = setInterval(() => tick(hub).catch(hub.onError), hub.limits.heartbeatMs);
  hub.ticker.unref();
}
