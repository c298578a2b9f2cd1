import type { LiveClosed, StudioHello } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/** A refused or failed stream (429, the server away) is tried again after this long. */
const RETRY_CLOSED_MS = 30_000;
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
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

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

    const open = () => {
      if (stopped) return;
      let greeted = false;
      const es = new EventSource(`/api/workspaces/${encodeURIComponent(workspaceId)}/events`);
      source = es;
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
      es.onerror = () => {
        // Refused outright (429, 404): EventSource gives up; look again later.
        if (es.readyState === EventSource.CLOSED && !stopped) retry = setTimeout(open, RETRY_CLOSED_MS);
      };
    };

    // A stream closed as idle reopens when the person comes back to the tab.
    const visible = () => {
      if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) open();
    };
    document.addEventListener('visibilitychange', visible);
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(pending);
      document.removeEventListener('visibilitychange', visible);
      source?.close();
    };
  }, [workspaceId, queryClient]);
}
