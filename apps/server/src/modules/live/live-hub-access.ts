import type { AccessScope, HubState, LiveStream } from './live-hub-state.js';

/**
 * The streams a notice is about: of one project, of one person, of the projects now in one workspace
 * (or gone: a deleted workspace took them), or every stream when the notice names nothing. A change in
 * one studio never makes another studio's streams check (and spend) their access again.
 */
async function streamsIn(hub: HubState, scope: AccessScope): Promise<LiveStream[]> {
  let streams = scope.projectId ? [...(hub.byProject.get(scope.projectId) ?? [])] : [...hub.byId.values()];
  if (scope.userId) streams = streams.filter((s) => s.userId === scope.userId);
  const { workspaceId } = scope;
  if (!workspaceId) return streams;
  const projects = [...new Set(streams.filter((s) => !s.studio).map((s) => s.projectId))];
  const where = await Promise.all(projects.map(async (id) => [id, await hub.workspaceOf(id)] as const));
  const inside = new Set(where.filter(([, w]) => w === null || w === workspaceId).map(([id]) => id));
  // A studio stream follows the workspace itself.
  return streams.filter((s) => (s.studio ? s.projectId === workspaceId : inside.has(s.projectId)));
}

/** Ends the streams in `scope` whose caller may no longer view their project. */
async function recheck(hub: HubState, scope: AccessScope): Promise<void> {
  const streams = await streamsIn(hub, scope);
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
export function onAccessNotice(hub: HubState, scope: AccessScope): void {
  recheck(hub, scope).catch(hub.onError);
  // Another process may trust a cached session a little longer: look again once it cannot.
  if (hub.limits.sessionCacheMs > 0) {
    setTimeout(() => recheck(hub, scope).catch(hub.onError), hub.limits.sessionCacheMs + 250).unref();
  }
}
