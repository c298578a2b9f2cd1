import type { ImageCredit } from '@loci/shared';
import { RotateCcw } from 'lucide-react';
import { CommentButton } from '../../../components/ui/comment-button';
import { FeedbackBadge } from '../../../components/ui/feedback-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useEditControl } from '../../../lib/project-access';
import type { FeedbackSummary } from '../../../lib/review-feedback';
import { gridImageSrc, type SlotState } from '../model/placeholder';
import { DownloadButton } from './download-button';
import styles from './image-cell.module.css';
import { LabelChips } from './label-chips';

type ImageCellProps = {
  section: string;
  index: number;
  image: string;
  label: string;
  state: SlotState;
  /** Why the image failed (server words); a generic reason when unknown. */
  reason: string;
  /** The slot is queued for a new image (its current one stays until replaced). */
  queued: boolean;
  ai: boolean;
  /** An offline study drawn by Loci (its pixels carry a "Study" mark): not a photograph, not AI. */
  study?: boolean;
  credit: ImageCredit;
  alternativeLabels: string[];
  /** A label update or an edit of this slot is running. */
  busy: boolean;
  onOpen: () => void;
  onLabel: (label: string) => void;
  onRetry: () => void;
  /** Client feedback on the image shown now (review links). */
  feedback?: FeedbackSummary;
  /** Team comments on this image: the open count, and how to open the Comments panel on it. */
  comments?: { count: number; onOpen: () => void };
};

/** One grid slot: the image with its label overlay at the top (clear of the AI mark in the pixels), credit, download and the label chips. */
export function ImageCell(props: ImageCellProps) {
  const editControl = useEditControl();
  const { image, label, state, busy } = props;
  const name = label || `Image ${props.index + 1}`;
  return (
    <figure className={styles.cell} data-state={state} aria-busy={state === 'generating' || busy || undefined}>
      {state === 'ready' ? (
        <button type="button" className={styles.open} onClick={props.onOpen} aria-label={`Open ${name}`}>
          <img className={styles.image} src={gridImageSrc(image)} alt={name} loading="lazy" decoding="async" />
        </button>
      ) : (
        <div className={styles.placeholder} data-testid="slot-placeholder">
          {state === 'generating' ? <Spinner size={20} label={`Generating ${name}`} /> : null}
          {state === 'failed' ? (
            <>
              <p className={styles.reason}>{props.reason || 'This image could not be made.'}</p>
              <button type="button" className={styles.retry} onClick={props.onRetry} disabled={busy} {...editControl}>
                <RotateCcw size={16} strokeWidth={1.5} aria-hidden /> Retry image
              </button>
            </>
          ) : null}
          {state === 'empty' ? <p className={styles.reason}>Not generated yet</p> : null}
        </div>
      )}
      {state === 'ready' && props.comments ? (
        <CommentButton className={styles.comment} count={props.comments.count} subject={name} onClick={props.comments.onOpen} />
      ) : null}
      {state === 'ready' && props.feedback ? (
        <FeedbackBadge
          className={styles.feedback}
          approved={props.feedback.approved}
          rejected={props.feedback.rejected}
          comments={props.feedback.comments.length}
        />
      ) : null}
      {state === 'ready' ? <DownloadButton className={styles.download} image={image} section={props.section} label={label} /> : null}
      {busy || (state === 'ready' && props.queued) ? (
        <div className={styles.busy}>
          <Spinner size={20} />
        </div>
      ) : null}
      <figcaption className={styles.caption}>
        {label ? <span className={styles.label}>{label}</span> : null}
        {/* The one visible mark is the one in the pixels (bottom-left, also in downloads and exports); this names it for screen readers. */}
        {state === 'ready' && props.ai ? <span className="visually-hidden">AI-generated</span> : null}
        {state === 'ready' && props.study ? (
          <span className="visually-hidden">Offline study drawn by Loci (not a photograph, not AI)</span>
        ) : null}
        {state === 'ready' && props.credit ? <span className={styles.credit}>{props.credit.credit}</span> : null}
        {label ? (
          <div className={styles.chips}>
            <LabelChips alternatives={props.alternativeLabels} disabled={busy} onChoose={props.onLabel} />
          </div>
        ) : null}
      </figcaption>
    </figure>
  );
}
