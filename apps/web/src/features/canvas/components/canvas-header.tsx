import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../../components/ui/wordmark';
import styles from './canvas-header.module.css';

type CanvasHeaderProps = {
  projectId?: string;
  /**
   * Right-hand slot for the user menu (spec §2). A feature may not import another feature, so
   * the user menu (features/auth) has to be passed in by app/ — see the canvas report.
   */
  end?: ReactNode;
};

const workspacePath = (page: 'instruction' | 'presentation', projectId?: string) =>
  projectId ? `/projects/${encodeURIComponent(projectId)}/${page}` : `/${page}`;

/** Canvas header (spec §2): logo, "← Projects", "Instructions", "Presentation", the active "Canvas". */
export function CanvasHeader({ projectId, end }: CanvasHeaderProps) {
  return (
    <header className={styles.bar}>
      <Wordmark to="/projects" />
      <nav aria-label="Project sections" className={styles.links}>
        <Link to="/projects" className={styles.link}>
          ← Projects
        </Link>
        <Link to={workspacePath('instruction', projectId)} className={styles.link}>
          Instructions
        </Link>
        <Link to={workspacePath('presentation', projectId)} className={styles.link}>
          Presentation
        </Link>
        <span className={`${styles.link} ${styles.active}`} aria-current="page">
          Canvas
        </span>
      </nav>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
