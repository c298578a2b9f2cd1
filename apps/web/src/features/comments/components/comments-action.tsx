import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import bar from '../../../components/ui/bar-button.module.css';
import { Button } from '../../../components/ui/button';
import { commentsQuery, openComments, useCommentsDrawer } from '../../../lib/comments';
import styles from './comments.module.css';

const CommentsDrawer = lazy(() => import('./comments-drawer').then((m) => ({ default: m.CommentsDrawer })));

/**
 * "Comments" in a project's top bar, with the number of open comments: opens the panel on the page
 * shown (Presentation's `?page=`), or on every page (Canvas). A mail's link (`?thread=`) opens it on its thread.
 */
export function CommentsAction() {
  const { projectId } = useParams();
  const [params, setParams] = useSearchParams();
  const drawer = useCommentsDrawer();
  const comments = useQuery({ ...commentsQuery(projectId ?? ''), enabled: Boolean(projectId) });
  const open = (comments.data?.threads ?? [])
    .filter((t) => !t.resolved_at)
    .reduce((n, t) => n + t.comments.filter((c) => !c.deleted).length, 0);
  const linked = params.get('thread');
  const linkedPage = params.get('page');

  useEffect(() => {
    if (!linked) return;
    openComments({ pageId: linkedPage, imageIndex: null, threadId: linked });
    // Opened once: the page can change without reopening it.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('thread');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [linked, linkedPage, setParams]);

  if (!projectId) return null;
  const name = open ? `Comments, ${open} open` : 'Comments';
  return (
    <>
      <Button
        variant="secondary"
        className={`${bar.barButton} ${styles.narrowBar}`}
        title={name}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => openComments({ pageId: params.get('page'), imageIndex: null })}
      >
        <MessageSquare size={16} strokeWidth={1.5} aria-hidden />
        <span className={styles.barLabel}>Comments</span>
        {open ? <span className={styles.barCount}>{open}</span> : null}
      </Button>
      {drawer.open ? (
        <Suspense fallback={null}>
          <CommentsDrawer projectId={projectId} target={drawer.target} />
        </Suspense>
      ) : null}
    </>
  );
}
