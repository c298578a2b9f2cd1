import type { RenderFrame } from '@loci/shared';
import { frameLabel, frameNote } from '../model/render-frame';
import styles from './render-frame-preview.module.css';

/** The frame a render of the space will have: an outline in its aspect, its size, and whether the image is fitted (issue #46). */
export function RenderFramePreview({ frame }: { frame: RenderFrame }) {
  return (
    <div className={styles.preview}>
      <span className={styles.outline} style={{ aspectRatio: `${frame.width} / ${frame.height}` }} aria-hidden />
      <p className={styles.text}>
        <span className={styles.label}>Render frame: {frameLabel(frame)}</span>
        <span className={styles.note}>{frameNote(frame)}</span>
      </p>
    </div>
  );
}
