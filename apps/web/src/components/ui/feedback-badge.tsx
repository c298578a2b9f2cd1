import { Check, MessageSquare, X } from 'lucide-react';
import styles from './feedback-badge.module.css';

type FeedbackBadgeProps = { approved: number; rejected: number; comments: number; className?: string };

/** Client feedback on an image or a page: approvals, rejections, comments (nothing when there is none). */
export function FeedbackBadge({ approved, rejected, comments, className }: FeedbackBadgeProps) {
  if (!approved && !rejected && !comments) return null;
  const words = [
    approved ? `${approved} approved` : '',
    rejected ? `${rejected} rejected` : '',
    comments ? `${comments} ${comments === 1 ? 'comment' : 'comments'}` : '',
  ].filter(Boolean);
  return (
    <span className={`${styles.badge} ${className ?? ''}`} role="img" aria-label={`Client feedback: ${words.join(', ')}`}>
      {approved ? (
        <span className={styles.approved}>
          <Check size={12} strokeWidth={2} aria-hidden /> {approved}
        </span>
      ) : null}
      {rejected ? (
        <span className={styles.rejected}>
          <X size={12} strokeWidth={2} aria-hidden /> {rejected}
        </span>
      ) : null}
      {comments ? (
        <span className={styles.comments}>
          <MessageSquare size={12} strokeWidth={1.5} aria-hidden /> {comments}
        </span>
      ) : null}
    </span>
  );
}
