import type { HubState } from './live-hub-state.js';

/** Ends the streams (of one project, or all) whose caller may no longer view it. */
async function recheck(hub: HubState, projectId?: string): Promise<void> {
  const streams = projectId ? [...(hub.byProject.get(projectId) ?? [])] : [...hub.byId.values()];
  // One check per caller and project, however many tabs they have open.
  const checks = new Map<string, Promise<boolean>>();
  await Promise.all(
    streams.map(async (stream) => {
      const check = checks.get(stream.accessKey) ?? stream.stillAllowed();
      checks.set(stream.accessKey, check);
      if (!(await check)) stream.end('access');
    }),
  );
}

/** An access notice from the bus: checks now, and once more when no process can still trust a cached session. */
export function onAccessNotice(hub: HubState, projectId?: string): void {
  recheck(hub, projectId).catch(hub.onError);
  // Another process may trust a cached session a little longer: look again once it cannot.
  if (hub.limits.sessionCacheMs > 0) {
    setTimeout(() => recheck(hub, projectId).catch(hub.onError), hub.limits.sessionCacheMs + 250).unref();
  }
}
