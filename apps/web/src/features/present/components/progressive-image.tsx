import { useState } from 'react';
import styles from './presenter.module.css';

/** The thumbnail at once, the larger image over it once it has loaded (no layout shift: both fill the cell). */
export function ProgressiveImage({ thumb, src, alt }: { thumb: string; src: string; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <span className={styles.picture}>
      <img className={styles.thumb} src={thumb} alt="" aria-hidden="true" decoding="async" />
      <img className={styles.full} data-loaded={loaded || undefined} src={src} alt={alt} decoding="async" onLoad={() => setLoaded(true)} />
    </span>
  );
}
