import { Eye } from 'lucide-react';
import { useProjectAccess } from '../../lib/project-access';
import styles from './viewer-banner.module.css';

/** A quiet line under the top bar when the signed-in person may only view this project. */
export function ViewerBanner() {
  const { canEdit, reason } = useProjectAccess();
  if (canEdit) return null;
  return (
    <p className={styles.banner} role="note">
      <Eye size={16} strokeWidth={1.5} aria-hidden />
      <span>
        <strong>View only.</strong> {reason}
      </span>
    </p>
  );
}
