import { isUuid, STUDIO_CHANGE_KINDS, type StudioChange } from '@loci/shared';
import type { HubState } from './live-hub-state.js';
import { sseFrame } from './sse.js';

/** The database's announcement (migration 0066) as a studio stream's frame, or null when it is not one. */
export function readStudioNotice(payload: string): { workspaceId: string; change: StudioChange } | null {
  let parsed: { w?: unknown; p?: unknown; k?: unknown };
  try {
    parsed = JSON.parse(payload) as typeof parsed;
  } catch {
    return null;
  }
  const { w, p, k } = parsed ?? {};
  if (typeof w !== 'string' || !isUuid(w) || typeof p !== 'string' || !isUuid(p)) return null;
  const kind = STUDIO_CHANGE_KINDS.find((known) => known === k);
  return kind ? { workspaceId: w, change: { kind, project_id: p } } : null;
}

/** Studios whose last change this process remembers (the oldest are forgotten first). */
const REMEMBERED_STUDIOS = 10_000;

/** How long ago (ms) this process last heard of a change to one of the studio's projects; null when not since it started. */
export function studioChangedAgo(hub: HubState, workspaceId: string): number | null {
  const at = hub.studioChangedAt.get(workspaceId);
  return at === undefined ? null : Date.now() - at;
}

/** Sends a studio's streams here what happened to one of its projects, and remembers when. */
function onStudioNotice(hub: HubState, payload: string): void {
  const notice = readStudioNotice(payload);
  if (!notice) return;
  hub.studioChangedAt.delete(notice.workspaceId);
  hub.studioChangedAt.set(notice.workspaceId, Date.now());
  for (const oldest of hub.studioChangedAt.keys()) {
    if (hub.studioChangedAt.size <= REMEMBERED_STUDIOS) break;
    hub.studioChangedAt.delete(oldest);
  }
  const streams = hub.byStudio.get(notice.workspaceId);
  if (!streams?.size) return;
  const frame = sseFrame({ event: 'projects', data: notice.change });
  for (const stream of streams) stream.write(frame);
}

/** Listens to the database's announcements of projects, whichever process or script committed them. */
export async function listenToStudios(hub: HubState): Promise<void> {
  if (!hub.listenStudios) return;
  hub.stopStudios = await hub.listenStudios({
    changed: (payload) => onStudioNotice(hub, payload ?? ''),
    lost: () => undefined,
    // Announcements may have been missed meanwhile: every studio screen reads its listing again.
    restored: () => {
      for (const streams of hub.byStudio.values()) for (const stream of streams) stream.write(sseFrame({ event: 'reset', data: {} }));
    },
  });
}
