import { Play } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import styles from './present-action.module.css';

/** "Present" in a project's top bar (Presentation, Canvas): opens the full-screen presenter. */
export function PresentAction() {
  const { projectId } = useParams();
  const { pathname } = useLocation();
  if (!projectId) return null;
  const from = pathname.endsWith('/canvas') ? '?from=canvas' : '';
  return (
    <Link className={styles.present} to={`/projects/${encodeURIComponent(projectId)}/present${from}`}>
      <Play size={16} strokeWidth={1.5} aria-hidden />
      <span className={styles.label}>Present</span>
    </Link>
  );
}
