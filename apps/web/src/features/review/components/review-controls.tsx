import { REVIEW_COMMENT_MAX, type ReviewFeedbackInput, type ReviewView } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquare, Send, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/lazy-popups';
import { useToast } from '../../../components/ui/toast';
import { defineMessages, useT } from '../../../lib/i18n';
import { ReviewRequestError, sendReviewFeedback, submitReview } from '../api/review-client';
import { describeImage } from '../model/rejected';
import { myVerdicts, pageComments } from '../model/reviewer';
import styles from './review-controls.module.css';
import fields from './review-fields.module.css';
import type { ReviewImage } from './review-image.types';

const messages = defineMessages({
  notSaved: { id: 'review.feedback.notSaved', defaultMessage: 'Your feedback was not saved' },
  connection: { id: 'review.connection', defaultMessage: 'Please check your connection and try again.' },
  image: { id: 'review.image', defaultMessage: 'image {number}' },
  isNew: { id: 'review.image.new', defaultMessage: 'New' },
  approve: { id: 'review.image.approve', defaultMessage: 'Approve {what}' },
  reject: { id: 'review.image.reject', defaultMessage: 'Reject {what}' },
  commentOn: { id: 'review.image.comment', defaultMessage: 'Comment on {what}' },
  commentHint: { id: 'review.image.commentHint', defaultMessage: 'What should change? The designer sees your words with your name.' },
  cancel: { id: 'review.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'review.saving', defaultMessage: 'Saving...' },
  saveComment: { id: 'review.image.save', defaultMessage: 'Save comment' },
  comment: { id: 'review.comment', defaultMessage: 'Comment' },
  yourComments: { id: 'review.page.yourComments', defaultMessage: 'Your comments' },
  page: { id: 'review.page.page', defaultMessage: 'Page' },
  commentPage: { id: 'review.page.comment', defaultMessage: 'Comment on this page' },
  addComment: { id: 'review.page.add', defaultMessage: 'Add comment' },
  sent: { id: 'review.send.sent', defaultMessage: 'Feedback sent' },
  nothing: { id: 'review.send.nothing', defaultMessage: 'Nothing new to send' },
  told: { id: 'review.send.told', defaultMessage: 'The designer has been told.' },
  pending: { id: 'review.send.pending', defaultMessage: 'The designer will get it with their next update, within 10 minutes.' },
  first: { id: 'review.send.first', defaultMessage: 'Approve, reject or comment first.' },
  notSent: { id: 'review.send.notSent', defaultMessage: 'Feedback not sent' },
  sending: { id: 'review.send.sending', defaultMessage: 'Sending...' },
  send: { id: 'review.send.label', defaultMessage: 'Send feedback' },
});

type Ctx = { token: string; key: string; name: string; view: ReviewView };

function useSendFeedback({ token, key }: Pick<Ctx, 'token' | 'key'>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT();
  return useMutation({
    mutationFn: (input: ReviewFeedbackInput) => sendReviewFeedback(token, key, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review', token] }),
    onError: (err) =>
      toast({
        tone: 'error',
        title: t.formatMessage(messages.notSaved),
        description: err instanceof ReviewRequestError ? err.message : t.formatMessage(messages.connection),
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
  const t = useT();
  const [comment, setComment] = useState('');
  const verdict = myVerdicts(view.feedback).get(image.key);
  const index = image.index ?? 0;
  const what = image.label || t.formatMessage(messages.image, { number: index + 1 });
  const post = (input: Partial<ReviewFeedbackInput>) => send.mutateAsync({ pageId: image.pageId, imageIndex: index, name, ...input });
  return (
    <>
      {isNew ? <span className={styles.new}>{t.formatMessage(messages.isNew)}</span> : null}
      <div className={styles.verdict} data-verdict={verdict}>
        <button
          type="button"
          className={styles.approve}
          aria-pressed={verdict === 'approve'}
          aria-label={t.formatMessage(messages.approve, { what })}
          disabled={send.isPending}
          onClick={() => post({ verdict: 'approve' })}
        >
          <Check size={16} strokeWidth={2} aria-hidden />
        </button>
        <button
          type="button"
          className={styles.reject}
          aria-pressed={verdict === 'reject'}
          aria-label={t.formatMessage(messages.reject, { what })}
          disabled={send.isPending}
          onClick={() => post({ verdict: 'reject' })}
        >
          <X size={16} strokeWidth={2} aria-hidden />
        </button>
        <button
          type="button"
          className={styles.comment}
          aria-label={t.formatMessage(messages.commentOn, { what })}
          onClick={() => setCommenting(true)}
        >
          <MessageSquare size={16} strokeWidth={1.5} aria-hidden />
        </button>
      </div>
      <Dialog
        open={commenting}
        onOpenChange={setCommenting}
        title={t.formatMessage(messages.commentOn, { what })}
        description={t.formatMessage(messages.commentHint)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setCommenting(false)}>
              {t.formatMessage(messages.cancel)}
            </Button>
            <Button
              busy={send.isPending}
              busyText={t.formatMessage(messages.saving)}
              disabled={!comment.trim()}
              onClick={async () => {
                await post({ comment: comment.trim() });
                setComment('');
                setCommenting(false);
              }}
            >
              {t.formatMessage(messages.saveComment)}
            </Button>
          </>
        }
      >
        <CommentField label={t.formatMessage(messages.comment)} value={comment} onChange={setComment} />
      </Dialog>
    </>
  );
}

/** This page's comments (as text) and a field for a new one. */
export function PageComments({ token, key, name, view, pageId }: Ctx & { pageId: string }) {
  const send = useSendFeedback({ token, key });
  const [comment, setComment] = useState('');
  const [writing, setWriting] = useState(false);
  const t = useT();
  const comments = pageComments(view.feedback, pageId);
  return (
    <section className={styles.comments} aria-label={t.formatMessage(messages.yourComments)}>
      {comments.length ? (
        <ul className={styles.list}>
          {comments.map((c) => (
            <li key={c.id}>
              <span className={styles.where}>
                {c.image_index === null ? t.formatMessage(messages.page) : describeImage(view.data, pageId, c.image_index).label}
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
          <CommentField label={t.formatMessage(messages.commentPage)} value={comment} onChange={setComment} autoFocus={writing} />
          <Button
            type="submit"
            variant="secondary"
            busy={send.isPending}
            busyText={t.formatMessage(messages.saving)}
            disabled={!comment.trim()}
          >
            {t.formatMessage(messages.addComment)}
          </Button>
        </form>
      ) : (
        // Folded until wanted: on a page of eight images the images get the room.
        <Button variant="secondary" className={styles.open} onClick={() => setWriting(true)}>
          <MessageSquare size={16} strokeWidth={1.5} aria-hidden /> {t.formatMessage(messages.commentPage)}
        </Button>
      )}
    </section>
  );
}

/** "Send feedback": tells the designer (one mail with everything new). */
export function SendFeedback({ token, reviewKey }: { token: string; reviewKey: string }) {
  const toast = useToast();
  const t = useT();
  const submit = useMutation({
    mutationFn: () => submitReview(token, reviewKey),
    onSuccess: ({ sent, pending }) =>
      toast({
        tone: 'info',
        title: t.formatMessage(sent || pending ? messages.sent : messages.nothing),
        // At most one mail per link every 10 minutes: what came after the last one goes with the next.
        description: t.formatMessage(sent ? messages.told : pending ? messages.pending : messages.first),
      }),
    onError: (err) =>
      toast({
        tone: 'error',
        title: t.formatMessage(messages.notSent),
        description: err instanceof ReviewRequestError ? err.message : t.formatMessage(messages.connection),
      }),
  });
  return (
    <Button className={styles.send} busy={submit.isPending} busyText={t.formatMessage(messages.sending)} onClick={() => submit.mutate()}>
      <Send size={16} strokeWidth={1.5} aria-hidden />
      <span className={styles.sendLabel}>{t.formatMessage(messages.send)}</span>
    </Button>
  );
}
