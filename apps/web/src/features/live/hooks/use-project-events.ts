import type { LiveClosed, LiveHello, PresenceEntry, PresenceList } from '@loci/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { keepEventStream } from '../../../lib/event-stream';
import { setLiveStream, setLiveStreamUp } from '../../../lib/live-stream';
import { refreshBoard } from '../../../lib/project-queries';
import { queryKeys } from '../../../lib/query-keys';
import { isBoardKey, keysForEvent, readEvent } from '../model/event-keys';

/** A screen that is open but unseen still says it is there this often (the server closes idle streams after an hour). */
const STILL_HERE_MS = 10 * 60_000;
/** Latency allowance when comparing "changed N ms ago" with when a query was read. */
const CLOCK_SLACK_MS = 1000;

/** Every cached query of the project (its data, generation progress, renders, photos, review, history). */
function refetchProject(queryClient: QueryClient, projectId: string, olderThan?: number): void {
  void queryClient.invalidateQueries({
    queryKey: queryKeys.project(projectId),
    predicate: (query) => olderThan === undefined || query.state.dataUpdatedAt < olderThan,
  });
}

/** Refreshes the keys of a batch of events: a board is read and folded into the project read; the rest invalidated. */
function refresh(queryClient: QueryClient, projectId: string, keys: QueryKey[]): void {
  for (const key of keys) {
    if (isBoardKey(key)) {
      const [, , , section, kind] = key;
      void refreshBoard(queryClient, { projectId, section, kind }).catch(() =>
        queryClient.invalidateQueries({ queryKey: queryKeys.projectRead(projectId) }),
      );
    } else void queryClient.invalidateQueries({ queryKey: key });
  }
}

/**
 * The project's live stream (`GET /api/projects/:id/events`) while a project screen is open: each
 * change another person (or process) commits refetches what the screens show; who is here, and on
 * which page, comes with it. EventSource reconnects by itself and resumes after the last event it
 * saw (`Last-Event-ID`), so nothing is missed; a `reset` (missed events no longer kept) refetches everything.
 */
export function useProjectEvents(projectId: string | undefined, page: string | null): { people: PresenceEntry[]; live: boolean } {
  const queryClient = useQueryClient();
  const [people, setPeople] = useState<PresenceEntry[]>([]);
  const [live, setLive] = useState(false);
  const streamId = useRef<string | null>(null);
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    if (!projectId || typeof EventSource === 'undefined') return;
    let pending: ReturnType<typeof setTimeout> | undefined;

    // A burst of changes (a board's images landing) becomes one refetch of each key they name.
    const batch = new Map<string, QueryKey>();
    const changed = (e: Event) => {
      const event = readEvent((e as MessageEvent<string>).data);
      for (const key of event ? keysForEvent(projectId, event) : [queryKeys.project(projectId)]) batch.set(JSON.stringify(key), key);
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        const keys = [...batch.values()];
        batch.clear();
        refresh(queryClient, projectId, keys);
      }, 150);
    };

    const connect = () => {
      let greeted = false;
      const query = pageRef.current ? `?page=${encodeURIComponent(pageRef.current)}` : '';
      const es = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/events${query}`);
      es.addEventListener('hello', (e) => {
        const hello = JSON.parse((e as MessageEvent<string>).data) as LiveHello;
        streamId.current = hello.stream_id;
        setLiveStream(projectId, hello.stream_id);
        setPeople(hello.people);
        setLive(true);
        setLiveStreamUp(projectId, true);
        // A change committed between this screen's first reads and the stream's start: read again
        // what was read before it (by the server's clock, so the two clocks need not agree).
        if (!greeted && hello.changed_ms_ago !== null)
          refetchProject(queryClient, projectId, Date.now() - hello.changed_ms_ago + CLOCK_SLACK_MS);
        greeted = true;
      });
      es.addEventListener('change', changed);
      es.addEventListener('reset', () => refetchProject(queryClient, projectId));
      es.addEventListener('presence', (e) => setPeople((JSON.parse((e as MessageEvent<string>).data) as PresenceList).people));
      es.addEventListener('closed', (e) => {
        const { reason } = JSON.parse((e as MessageEvent<string>).data) as LiveClosed;
        if (reason === 'shutdown') return; // the browser reconnects, to this server once back or another one
        es.close();
        setLive(false);
        setLiveStreamUp(projectId, false);
        setPeople([]);
        // Access lost or project deleted: the screen's own read says so (404, "access removed").
        if (reason !== 'idle') refetchProject(queryClient, projectId);
      });
      return es;
    };
    const stop = keepEventStream(connect, (es) => {
      setLive(es.readyState === EventSource.OPEN);
      // Down (reconnecting or refused): the progress is polled again until the next `hello`.
      if (es.readyState !== EventSource.OPEN) setLiveStreamUp(projectId, false);
    });
    return () => {
      stop();
      clearTimeout(pending);
      streamId.current = null;
      setLiveStream(projectId, null);
      setLiveStreamUp(projectId, false);
    };
  }, [projectId, queryClient]);

  // Which page this screen shows, and "still here" now and then while it is seen.
  useEffect(() => {
    if (!projectId || !live) return;
    const tell = () => {
      const id = streamId.current;
      if (!id) return;
      apiFetch(`/api/projects/${encodeURIComponent(projectId)}/presence`, {
        method: 'POST',
        body: JSON.stringify({ stream_id: id, page }),
      }).catch(() => undefined);
    };
    tell();
    const timer = setInterval(() => document.visibilityState === 'visible' && tell(), STILL_HERE_MS);
    return () => clearInterval(timer);
  }, [projectId, page, live]);

  return { people, live };
}
