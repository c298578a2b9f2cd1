import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import styles from './new-project-card.module.css';

/** The "New Project" card: same frame as a project collage, opens the Instructions screen. */
export function NewProjectCard() {
  return (
    <li className={styles.item}>
      <Link to="/instruction" className={styles.link}>
        <span className={styles.frame} aria-hidden="true">
          <span className={styles.plus}>
            <Plus size={20} strokeWidth={1.5} />
          </span>
        </span>
        <span className={styles.meta}>
          <span className={styles.name}>New Project</span>
          <span className={styles.hint}>Start from a brand and a place</span>
        </span>
      </Link>
    </li>
  );
}
