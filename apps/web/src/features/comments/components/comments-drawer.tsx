import { type CommentThread, isCanvasPageId, listProjectPages, parseInsights } from '@loci/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { userMessage } from '../../../lib/api-client';
import { type CommentsTarget, closeComments, commentsQuery, countOpenComments, openComments } from '../../../lib/comments';
import { projectQuery } from '../../../lib/project-queries';
import { useStartThread } from '../api/comment-mutations';
import { imageName, pageName, placeName } from '../model/places';
import { CommentComposer } from './comment-composer';
import { CommentThreadView } from './comment-thread';
import styles from './comments.module.css';

const ALL = '__all__';

/** The Comments panel: a side drawer (a sheet on phones) with the threads of a page, an image or every page. */
export function CommentsDrawer({ projectId, target }: { projectId: string; target: CommentsTarget }) {
  const returnFocus = useReturnFocus(true);
  const descId = useId();
  const [showResolved, setShowResolved] = useState(false);
  const [error, setError] = useState('');
  const comments = useQuery(commentsQuery(projectId));
  const project = useQuery(projectQuery(projectId));
  const start = useStartThread(projectId);
  const data = project.data?.data;
  const pages = data ? listProjectPages(data, parseInsights(project.data?.project.contextual_insights)) : [];
  const counts = countOpenComments(comments.data?.threads ?? []);
  const members = comments.data?.members ?? [];
  const { pageId, imageIndex } = target;

  const here = (comments.data?.threads ?? []).filter(
    (t) => (pageId === null || t.page_id === pageId) && (imageIndex === null || t.image_index === imageIndex),
  );
  const resolvedCount = here.filter((t) => t.resolved_at).length;
  const shown = here.filter((t) => showResolved || !t.resolved_at || t.id === target.threadId);
  const where = pageId === null ? 'every page' : imageIndex === null ? pageName(data, pageId) : imageName(data, pageId, imageIndex);

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : closeComments())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={descId} onCloseAutoFocus={returnFocus}>
          <header className={styles.drawerHead}>
            <RadixDialog.Title className={styles.drawerTitle}>Comments</RadixDialog.Title>
            <RadixDialog.Description id={descId} className={styles.drawerNote}>
              Only your studio sees these: never clients on review links, exports or Present.
            </RadixDialog.Description>
            <RadixDialog.Close className={styles.close} aria-label="Close comments">
              <X size={16} strokeWidth={1.5} />
            </RadixDialog.Close>
          </header>
          <div className={styles.filters}>
            <label className={styles.pageField}>
              <span>Page</span>
              <select
                value={pageId ?? ALL}
                onChange={(event) => openComments({ pageId: event.target.value === ALL ? null : event.target.value, imageIndex: null })}
              >
                <option value={ALL}>All pages ({[...counts].filter(([k]) => !k.includes('/')).reduce((n, [, c]) => n + c, 0)} open)</option>
                {pageId && isCanvasPageId(pageId) ? <option value={pageId}>{pageName(data, pageId)}</option> : null}
                {pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.title}
                    {counts.get(page.id) ? ` (${counts.get(page.id)} open)` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.toggle}>
              <input type="checkbox" checked={showResolved} onChange={(event) => setShowResolved(event.target.checked)} />
              Show resolved{resolvedCount ? ` (${resolvedCount})` : ''}
            </label>
          </div>
          {pageId !== null && imageIndex !== null ? (
            <p className={styles.scope}>
              <span>On {imageName(data, pageId, imageIndex)}</span>
              <button type="button" className={styles.link} onClick={() => openComments({ pageId, imageIndex: null })}>
                Show the whole page
              </button>
            </p>
          ) : null}
          <section className={styles.list} aria-label={`Threads on ${where}`}>
            {comments.isPending ? <p className={styles.empty}>Loading comments…</p> : null}
            {comments.isError ? (
              <p className={styles.error} role="alert">
                {userMessage(comments.error, 'Comments could not be loaded.')}
              </p>
            ) : null}
            {comments.isSuccess && !shown.length ? <EmptyState any={here.length > 0} pageChosen={pageId !== null} /> : null}
            {shown.map((thread: CommentThread) => (
              <CommentThreadView
                key={thread.id}
                projectId={projectId}
                thread={thread}
                place={placeName(data, thread, pageId === null)}
                members={members}
                highlighted={thread.id === target.threadId}
              />
            ))}
          </section>
          <footer className={styles.drawerFoot}>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            {pageId !== null ? (
              <CommentComposer
                key={`${pageId}/${imageIndex}`}
                label={`New thread on ${where}`}
                members={members}
                submitLabel="Comment"
                busy={start.isPending}
                onSubmit={async (input) => {
                  setError('');
                  try {
                    await start.mutateAsync({ pageId, imageIndex, ...input });
                    return true;
                  } catch (err) {
                    setError(userMessage(err, 'The comment could not be sent.'));
                    return false;
                  }
                }}
              />
            ) : (
              <p className={styles.hint}>Choose a page above to start a thread on it.</p>
            )}
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function EmptyState({ any, pageChosen }: { any: boolean; pageChosen: boolean }) {
  return (
    <div className={styles.emptyState}>
      <MessageSquare size={20} strokeWidth={1.5} aria-hidden />
      <p>
        {any
          ? 'Every thread here is resolved.'
          : pageChosen
            ? 'No comments here yet. Start a thread below.'
            : 'No comments on this project yet.'}
      </p>
    </div>
  );
}
