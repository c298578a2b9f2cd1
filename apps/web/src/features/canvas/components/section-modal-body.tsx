import { type Thumb, thumbnailSrc } from '../model/canvas-data';
import type { ContextContent, EmptyContent, TopicsContent } from '../model/modal-content';
import styles from './canvas-modal.module.css';

function EmptyBody({ content }: { content: EmptyContent }) {
  return (
    <div className={styles.emptyState}>
      <p className={styles.emptyHeading}>{content.heading}</p>
      <p className={styles.muted}>{content.text}</p>
    </div>
  );
}

/** Thumbnails with their labels, 2 or 4 to a row. */
export function ThumbGrid({ thumbs, columns }: { thumbs: Thumb[]; columns: 2 | 4 }) {
  return (
    <ul className={`${styles.thumbs} ${columns === 2 ? styles.two : styles.four}`}>
      {thumbs.map((thumb, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
        <li key={i}>
          <figure className={styles.thumb}>
            <span className={styles.thumbImage}>
              {thumb.image ? <img src={thumbnailSrc(thumb.image)} alt={thumb.label || 'Image'} /> : null}
            </span>
            {thumb.label ? <figcaption>{thumb.label}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** "{category} Context": up to 4 thumbnails with labels and the description, or the empty texts. */
export function ContextModalBody({ content }: { content: ContextContent | EmptyContent }) {
  if (content.kind === 'empty') return <EmptyBody content={content} />;
  return (
    <>
      {content.thumbs.length ? <ThumbGrid thumbs={content.thumbs} columns={2} /> : null}
      <p className={styles.description}>{content.description}</p>
    </>
  );
}

/** "{category} Topics": up to 16 thumbnails with labels, or the empty texts. */
export function TopicsModalBody({ content }: { content: TopicsContent | EmptyContent }) {
  if (content.kind === 'empty') return <EmptyBody content={content} />;
  return <ThumbGrid thumbs={content.thumbs} columns={4} />;
}
