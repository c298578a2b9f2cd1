import type { Comment, CommentPerson, CommentThread } from '@loci/shared';
import { Check, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/time-ago';
import { useDeleteComment, useEditComment, useReply, useResolveThread } from '../api/comment-mutations';
import { splitMentions } from '../model/mentions';
import { CommentComposer, Initials } from './comment-composer';
import styles from './comments.module.css';

type ThreadProps = {
  projectId: string;
  thread: CommentThread;
  /** Where it sits, in words: "Image 2 · Azulejo Tiles", "Historical Context". */
  place: string;
  members: readonly CommentPerson[];
  highlighted?: boolean;
};

/** One thread: its comments oldest first, reply, resolve or reopen; its author edits or deletes a comment. */
export function CommentThreadView({ projectId, thread, place, members, highlighted }: ThreadProps) {
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState('');
  const reply = useReply(projectId);
  const resolve = useResolveThread(projectId);
  const resolved = thread.resolved_at !== null;
  const titleId = `thread-${thread.id}`;

  const onResolve = () => {
    setError('');
    resolve.mutate(
      { threadId: thread.id, resolved: !resolved },
      { onError: (err) => setError(userMessage(err, 'The thread could not be changed.')) },
    );
  };

  return (
    <article
      className={styles.thread}
      data-resolved={resolved || undefined}
      data-highlighted={highlighted || undefined}
      aria-labelledby={titleId}
    >
      <header className={styles.threadHead}>
        <h3 id={titleId} className={styles.place}>
          {place}
          {!thread.image_current ? <span className={styles.earlier}> · on an earlier image</span> : null}
        </h3>
        {resolved ? (
          <span className={styles.resolvedTag}>
            <Check size={12} strokeWidth={2} aria-hidden /> Resolved{thread.resolved_by ? ` by ${thread.resolved_by.name}` : ''}
          </span>
        ) : null}
      </header>
      <ol className={styles.comments}>
        {thread.comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem projectId={projectId} comment={comment} members={members} onError={setError} />
          </li>
        ))}
      </ol>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {replying ? (
        <CommentComposer
          label="Reply"
          members={members}
          submitLabel="Reply"
          busy={reply.isPending}
          placeholder="Reply… type @ to mention someone"
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (input) => {
            setError('');
            try {
              await reply.mutateAsync({ threadId: thread.id, ...input });
              setReplying(false);
              return true;
            } catch (err) {
              setError(userMessage(err, 'The reply could not be sent.'));
              return false;
            }
          }}
        />
      ) : (
        <div className={styles.threadActions}>
          <button type="button" className={styles.link} onClick={() => setReplying(true)}>
            Reply
          </button>
          {thread.can_resolve ? (
            <button type="button" className={styles.link} onClick={onResolve} disabled={resolve.isPending}>
              {resolved ? <RotateCcw size={14} strokeWidth={1.5} aria-hidden /> : <Check size={14} strokeWidth={1.5} aria-hidden />}
              {resolved ? 'Reopen' : 'Resolve'}
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}

function CommentItem({
  projectId,
  comment,
  members,
  onError,
}: {
  projectId: string;
  comment: Comment;
  members: readonly CommentPerson[];
  onError: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(projectId);
  const remove = useDeleteComment(projectId);
  if (comment.deleted) return <p className={styles.deleted}>Comment deleted</p>;
  const author = comment.author?.name ?? 'A former member';
  if (editing) {
    return (
      <CommentComposer
        label={`Edit your comment`}
        members={members}
        submitLabel="Save"
        busy={edit.isPending}
        initial={comment.body}
        initialMentions={comment.mentions}
        autoFocus
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          try {
            await edit.mutateAsync({ commentId: comment.id, ...input });
            setEditing(false);
            return true;
          } catch (err) {
            onError(userMessage(err, 'The comment could not be saved.'));
            return false;
          }
        }}
      />
    );
  }
  return (
    <div className={styles.comment}>
      <Initials name={author} />
      <div className={styles.commentMain}>
        <p className={styles.meta}>
          <span className={styles.author}>{author}</span>
          <time dateTime={comment.created_at} title={new Date(comment.created_at).toLocaleString()}>
            {timeAgo(comment.created_at, Date.now(), 'en')}
          </time>
          {comment.edited_at ? <span> · edited</span> : null}
        </p>
        <p className={styles.body}>
          {splitMentions(comment.body, comment.mentions).map((part, i) =>
            part.mention ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: runs of one text, in order
              <mark key={i} className={styles.mention}>
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
        {comment.mine ? (
          <div className={styles.commentActions}>
            {confirming ? (
              <>
                <span>Delete this comment?</span>
                <button
                  type="button"
                  className={`${styles.link} ${styles.danger}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(comment.id, { onError: (err) => onError(userMessage(err, 'The comment could not be deleted.')) })
                  }
                >
                  Delete
                </button>
                <button type="button" className={styles.link} onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </>
            ) : (
              <>
                <button type="button" className={styles.link} onClick={() => setEditing(true)}>
                  Edit
                </button>
                <button type="button" className={styles.link} onClick={() => setConfirming(true)}>
                  Delete
                </button>
              </>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
