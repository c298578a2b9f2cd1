import { REVIEW_COMMENT_MAX, type ReviewFeedbackInput, type ReviewView } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquare, Send, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/lazy-popups';
import { useToast } from '../../../components/ui/toast';
import { ReviewRequestError, sendReviewFeedback, submitReview } from '../api/review-client';
import { describeImage } from '../model/rejected';
import { myVerdicts, pageComments } from '../model/reviewer';
import styles from './review-controls.module.css';
import fields from './review-fields.module.css';
import type { ReviewImage } from './review-image.types';

type Ctx = { token: string; key: string; name: string; view: ReviewView };

function useSendFeedback({ token, key }: Pick<Ctx, 'token' | 'key'>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: ReviewFeedbackInput) => sendReviewFeedback(token, key, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review', token] }),
    onError: (err) =>
      toast({
        tone: 'error',
        title: 'Your feedback was not saved',
        description: err instanceof ReviewRequestError ? err.message : 'Please check your connection and try again.',
      }),
  });
}

type CommentFieldProps = { value: string; onChange: (v: string) => void; label: string; autoFocus?: boolean };

function CommentField({ value, onChange, label, autoFocus }: CommentFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <textarea
        className={fields.textarea}
        value={value}
        maxLength={REVIEW_COMMENT_MAX}
        rows={4}
        // biome-ignore lint/a11y/noAutofocus: opened by the person's own click on "Comment on this page"
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className={styles.hint}>
        {value.length} / {REVIEW_COMMENT_MAX}
      </span>
    </label>
  );
}

/** Approve, reject and comment on one image; "New" when it replaced one the reviewer judged. */
export function ImageVerdict({ token, key, name, view, image, isNew }: Ctx & { image: ReviewImage; isNew: boolean }) {
  const send = useSendFeedback({ token, key });
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const verdict = myVerdicts(view.feedback).get(image.key);
  const index = image.index ?? 0;
  const what = image.label || `image ${index + 1}`;
  const post = (input: Partial<ReviewFeedbackInput>) => send.mutateAsync({ pageId: image.pageId, imageIndex: index, name, ...input });
  return (
    <>
      {isNew ? <span className={styles.new}>New</span> : null}
      <div className={styles.verdict} data-verdict={verdict}>
        <button
          type="button"
          className={styles.approve}
          aria-pressed={verdict === 'approve'}
          aria-label={`Approve ${what}`}
          disabled={send.isPending}
          onClick={() => post({ verdict: 'approve' })}
        >
          <Check size={16} strokeWidth={2} aria-hidden />
        </button>
        <button
          type="button"
          className={styles.reject}
          aria-pressed={verdict === 'reject'}
          aria-label={`Reject ${what}`}
          disabled={send.isPending}
          onClick={() => post({ verdict: 'reject' })}
        >
          <X size={16} strokeWidth={2} aria-hidden />
        </button>
        <button type="button" className={styles.comment} aria-label={`Comment on ${what}`} onClick={() => setCommenting(true)}>
          <MessageSquare size={16} strokeWidth={1.5} aria-hidden />
        </button>
      </div>
      <Dialog
        open={commenting}
        onOpenChange={setCommenting}
        title={`Comment on ${what}`}
        description="What should change? The designer sees your words with your name."
        footer={
          <>
            <Button variant="ghost" onClick={() => setCommenting(false)}>
              Cancel
            </Button>
            <Button
              busy={send.isPending}
              busyText="Saving..."
              disabled={!comment.trim()}
              onClick={async () => {
                await post({ comment: comment.trim() });
                setComment('');
                setCommenting(false);
              }}
            >
              Save comment
            </Button>
          </>
        }
      >
        <CommentField label="Comment" value={comment} onChange={setComment} />
      </Dialog>
    </>
  );
}

/** This page's comments (as text) and a field for a new one. */
export function PageComments({ token, key, name, view, pageId }: Ctx & { pageId: string }) {
  const send = useSendFeedback({ token, key });
  const [comment, setComment] = useState('');
  const [writing, setWriting] = useState(false);
  const comments = pageComments(view.feedback, pageId);
  return (
    <section className={styles.comments} aria-label="Your comments">
      {comments.length ? (
        <ul className={styles.list}>
          {comments.map((c) => (
            <li key={c.id}>
              <span className={styles.where}>
                {c.image_index === null ? 'Page' : describeImage(view.data, pageId, c.image_index).label}
              </span>{' '}
              {c.comment}
            </li>
          ))}
        </ul>
      ) : null}
      {writing || comment ? (
        <form
          className={styles.pageForm}
          onSubmit={async (e) => {
            e.preventDefault();
            if (!comment.trim()) return;
            await send.mutateAsync({ pageId, imageIndex: null, comment: comment.trim(), name });
            setComment('');
          }}
        >
          <CommentField label="Comment on this page" value={comment} onChange={setComment} autoFocus={writing} />
          <Button type="submit" variant="secondary" busy={send.isPending} busyText="Saving..." disabled={!comment.trim()}>
            Add comment
          </Button>
        </form>
      ) : (
        // Folded until wanted: on a page of eight images the images get the room.
        <Button variant="secondary" className={styles.open} onClick={() => setWriting(true)}>
          <MessageSquare size={16} strokeWidth={1.5} aria-hidden /> Comment on this page
        </Button>
      )}
    </section>
  );
}

/** "Send feedback": tells the designer (one mail with everything new). */
export function SendFeedback({ token, reviewKey }: { token: string; reviewKey: string }) {
  const toast = useToast();
  const submit = useMutation({
    mutationFn: () => submitReview(token, reviewKey),
    onSuccess: ({ sent, pending }) =>
      toast({
        tone: 'info',
        title: sent || pending ? 'Feedback sent' : 'Nothing new to send',
        // At most one mail per link every 10 minutes: what came after the last one goes with the next.
        description: sent
          ? 'The designer has been told.'
          : pending
            ? 'The designer will get it with their next update, within 10 minutes.'
            : 'Approve, reject or comment first.',
      }),
    onError: (err) =>
      toast({
        tone: 'error',
        title: 'Feedback not sent',
        description: err instanceof ReviewRequestError ? err.message : 'Please check your connection and try again.',
      }),
  });
  return (
    <Button className={styles.send} busy={submit.isPending} busyText="Sending..." onClick={() => submit.mutate()}>
      <Send size={16} strokeWidth={1.5} aria-hidden />
      <span className={styles.sendLabel}>Send feedback</span>
    </Button>
  );
}
