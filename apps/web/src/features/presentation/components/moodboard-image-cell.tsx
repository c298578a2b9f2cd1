import { CommentButton } from '../../../components/ui/comment-button';
import { FeedbackBadge } from '../../../components/ui/feedback-badge';
import { Spinner } from '../../../components/ui/spinner';
import type { FeedbackSummary } from '../../../lib/review-feedback';
import { gridImageSrc, isUsableImage } from '../model/placeholder';
import { DownloadButton } from './download-button';
import styles from './image-cell.module.css';

type MoodboardImageCellProps = {
  moodboardTitle: string;
  index: number;
  image: string;
  label: string;
  status: 'pending' | 'done' | 'failed';
  /** An edit of this image is running. */
  busy: boolean;
  onOpen: () => void;
  /** Client feedback on the image shown now (review links). */
  feedback?: FeedbackSummary;
  /** Team comments on this image: the open count, and how to open the Comments panel on it. */
  comments?: { count: number; onOpen: () => void };
};

/** One moodboard image: caption label, download, the grey shimmer while pending. */
export function MoodboardImageCell({
  moodboardTitle,
  index,
  image,
  label,
  status,
  busy,
  onOpen,
  feedback,
  comments,
}: MoodboardImageCellProps) {
  const name = label || `Image ${index + 1}`;
  const ready = isUsableImage(image);
  const state = ready ? 'ready' : status === 'pending' ? 'generating' : 'failed';
  return (
    <figure className={styles.cell} data-state={state} aria-busy={state === 'generating' || busy || undefined}>
      {ready ? (
        <button type="button" className={styles.open} onClick={onOpen} aria-label={`Open ${name}`}>
          <img className={styles.image} src={gridImageSrc(image)} alt={name} loading="lazy" decoding="async" />
        </button>
      ) : (
        <div className={styles.placeholder} data-testid="slot-placeholder">
          {state === 'generating' ? <Spinner size={20} label={`Generating ${name}`} /> : null}
        </div>
      )}
      {ready && comments ? (
        <CommentButton className={styles.comment} count={comments.count} subject={name} onClick={comments.onOpen} />
      ) : null}
      {ready && feedback ? (
        <FeedbackBadge
          className={styles.feedback}
          approved={feedback.approved}
          rejected={feedback.rejected}
          comments={feedback.comments.length}
        />
      ) : null}
      {ready ? <DownloadButton className={styles.download} image={image} section={moodboardTitle} label={label} /> : null}
      {busy ? (
        <div className={styles.busy}>
          <Spinner size={20} label={`Regenerating ${name}`} />
        </div>
      ) : null}
      <figcaption className={styles.caption}>
        {label ? <span className={styles.label}>{label}</span> : null}
        {state === 'failed' ? <span className={styles.credit}>Not generated</span> : null}
      </figcaption>
    </figure>
  );
}
