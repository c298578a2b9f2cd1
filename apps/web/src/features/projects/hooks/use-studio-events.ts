import type { LiveClosed, StudioHello } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepEventStream } from '../../../lib/event-stream';
import { queryKeys } from '../../../lib/query-keys';

/** A burst of changes (a colleague's import, a generation landing) becomes one read of the listings. */
const BATCH_MS = 150;
/** Latency allowance when comparing "changed N ms ago" with when a listing was read. */
const CLOCK_SLACK_MS = 1000;

/**
 * The studio's live stream (`GET /api/workspaces/:id/events`) while the Projects page is open: a
 * colleague's new, changed, moved or deleted project reads the listings again, within a moment of
 * its commit. A listing read before the last change the first `hello` tells of (by the server's
 * clock, so the two clocks need not agree) is read again; a reconnect or `reset` reads them again.
 */
export function useStudioEvents(workspaceId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!workspaceId || typeof EventSource === 'undefined') return;
    let pending: ReturnType<typeof setTimeout> | undefined;

    const readListings = (olderThan?: number) =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.projects,
        predicate: (query) => olderThan === undefined || query.state.dataUpdatedAt < olderThan,
      });
    const changed = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        readListings();
      }, BATCH_MS);
    };

    const connect = () => {
      let greeted = false;
      const es = new EventSource(`/api/workspaces/${encodeURIComponent(workspaceId)}/events`);
      es.addEventListener('hello', (e) => {
        const hello = JSON.parse((e as MessageEvent<string>).data) as StudioHello;
        if (greeted) readListings();
        else if (hello.changed_ms_ago !== null) readListings(Date.now() - hello.changed_ms_ago + CLOCK_SLACK_MS);
        greeted = true;
      });
      es.addEventListener('projects', changed);
      es.addEventListener('reset', changed);
      es.addEventListener('closed', (e) => {
        const { reason } = JSON.parse((e as MessageEvent<string>).data) as LiveClosed;
        if (reason === 'shutdown') return; // the browser reconnects, to this server once back or another one
        es.close();
        // No longer a member: the listing's own read says so (404, back to the personal workspace).
        if (reason === 'access') readListings();
      });
      return es;
    };
    const stop = keepEventStream(connect);
    return () => {
      stop();
      clearTimeout(pending);
    };
  }, [workspaceId, queryClient]);
}
