import type { ToastContent } from '../model/progress';
import styles from './generation-toast.module.css';

/** The progress toast, in the footer bar left of Next Page: "Generating {section} {type}", "X of Y images completed", a thin bar. */
export function GenerationToast({ content }: { content: ToastContent | undefined }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {content ? (
        <div className={styles.toast}>
          <p className={styles.title}>{content.title}</p>
          <p className={styles.detail}>{content.detail}</p>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={content.title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(content.ratio * 100)}
          >
            <div className={styles.bar} style={{ transform: `scaleX(${content.ratio})` }} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
