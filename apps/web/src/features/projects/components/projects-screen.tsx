import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import styles from './projects-screen.module.css';

/** Projects: the grid of project cards (for now only the "New Project" card). */
export function ProjectsScreen() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Projects</h1>
      <ul className={styles.grid}>
        <li>
          <Link to="/instruction" className={styles.newCard}>
            <span className={styles.newArt} aria-hidden="true">
              <Plus size={20} strokeWidth={1.5} />
            </span>
            <span className={styles.newLabel}>New Project</span>
          </Link>
        </li>
      </ul>
    </main>
  );
}
