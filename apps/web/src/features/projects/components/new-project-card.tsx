import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import styles from './new-project-card.module.css';
import { PROJECTS_MESSAGES as m } from './projects-messages';

/** The "New Project" card: same frame as a project collage, opens the Instructions screen. */
export function NewProjectCard() {
  const t = useT();
  return (
    <li className={styles.item}>
      <Link to="/instruction" className={styles.link}>
        <span className={styles.frame} aria-hidden="true">
          <span className={styles.plus}>
            <Plus size={20} strokeWidth={1.5} />
          </span>
        </span>
        <span className={styles.meta}>
          <span className={styles.name}>{t.formatMessage(m.newProject)}</span>
          <span className={styles.hint}>{t.formatMessage(m.newProjectHint)}</span>
        </span>
      </Link>
    </li>
  );
}
