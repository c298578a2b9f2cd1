import styles from './architectural-panel.module.css';

/**
 * A quiet, CSS-only architectural composition (arch, colonnade, stair, sun) shown beside
 * the auth column on wide screens. Purely decorative.
 */
export function ArchitecturalPanel() {
  return (
    <div className={styles.panel} aria-hidden="true">
      <div className={styles.grid} />
      <div className={styles.sun} />
      <div className={styles.slab} />
      <div className={styles.arch} />
      <div className={styles.archInner} />
      <div className={styles.colonnade}>
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className={styles.stair} />
      <div className={styles.ground} />
    </div>
  );
}
