import styles from './project-card-skeleton.module.css';

/** A grey card with a slow shimmer while the list loads (still under reduced motion). */
export function ProjectCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <span className={`${styles.block} ${styles.frame}`} />
      <span className={`${styles.block} ${styles.name}`} />
      <span className={`${styles.block} ${styles.location}`} />
    </li>
  );
}
