import { MessageSquare } from 'lucide-react';
import styles from './comment-button.module.css';

type CommentButtonProps = {
  /** Open team comments on what it sits on (0: none yet). */
  count: number;
  /** What it comments on, for its name: "Azulejo Tiles", "Tidal Salt moodboard". */
  subject: string;
  onClick: () => void;
  className?: string;
  /** On an image (a white chip over the picture) or in a header (an outline chip on paper). */
  tone?: 'image' | 'paper';
};

/** The small comment icon of an image or a moodboard: opens the Comments panel there; shows the open count. */
export function CommentButton({ count, subject, onClick, className, tone = 'image' }: CommentButtonProps) {
  const name = count ? `Comments on ${subject}: ${count} open` : `Comment on ${subject}`;
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[tone]} ${className ?? ''}`}
      data-count={count || undefined}
      aria-label={name}
      title={name}
      onClick={onClick}
    >
      <MessageSquare size={16} strokeWidth={1.5} aria-hidden />
      {count ? <span className={styles.count}>{count}</span> : null}
    </button>
  );
}
