import { type Project, roleAllows } from '@loci/shared';
import { ArrowRightLeft, Copy, Trash2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useFirstPage } from '../../../lib/first-page';
import { type Translator, useT } from '../../../lib/i18n';
import { timeAgo } from '../../../lib/time-ago';
import { useHydrationValue } from '../../../lib/use-hydrating';
import { getProjectDisplayName } from '../utils/delete-messages';
import styles from './project-card.module.css';
import { ProjectCollage } from './project-collage';
import { PROJECTS_MESSAGES as m } from './projects-messages';

/** The language a server-rendered page's "2 hours ago" is in (the server has no browser to ask). */
const FIRST_PAGE_LOCALE = 'en';

/** The card's "Changed by Ana Ruiz · 2 hours ago" (or "Changed 2 hours ago" when nobody is known), in the app's language. */
function changedText(t: Translator, project: Project, now = Date.now(), locale = t.locale): string {
  const when = timeAgo(project.updated_at, now, locale);
  return project.updated_by ? t.formatMessage(m.changedBy, { name: project.updated_by, when }) : t.formatMessage(m.changed, { when });
}

/** What a card's buttons ask for; the button is passed so focus can return to it. */
export type CardAction = 'delete' | 'duplicate' | 'move';

type ProjectCardProps = {
  project: Project;
  onAction: (action: CardAction, project: Project, trigger: HTMLButtonElement) => void;
  /** The user may move projects out of this workspace (its owner) and has somewhere to move them. */
  canMove: boolean;
  /** On screen when the page opens: its images load at once rather than when scrolled to. */
  firstRow?: boolean;
  /** The first card: its images load before anything else (`ProjectCollage`). */
  first?: boolean;
};

/** One project: the collage is the card; name in the serif, location and who changed it last below; actions on hover/focus. */
export function ProjectCard({ project, onAction, canMove, firstRow = false, first = false }: ProjectCardProps) {
  const t = useT();
  const name = getProjectDisplayName(project.project_name);
  const location = project.project_location.trim();
  const act = (action: CardAction) => (event: MouseEvent<HTMLButtonElement>) => onAction(action, project, event.currentTarget);
  const canEdit = roleAllows(project.role, 'edit');
  // Hydrating the server's page, its words, counted from its clock; then React re-renders with the browser's own.
  const firstPage = useFirstPage();
  const changed = useHydrationValue(
    () => changedText(t, project),
    () => (firstPage ? changedText(t, project, firstPage.at, FIRST_PAGE_LOCALE) : changedText(t, project)),
  );
  return (
    <li className={styles.card}>
      <Link to={`/projects/${project.id}/instruction`} className={styles.link}>
        <ProjectCollage images={project.images} eager={firstRow} first={first} />
        <span className={styles.meta}>
          <span className={styles.name}>{name}</span>
          <span className={styles.location}>{location || t.formatMessage(m.noLocation)}</span>
          <span className={styles.changed}>{changed}</span>
        </span>
      </Link>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          aria-label={t.formatMessage(m.duplicateProject, { name })}
          title={t.formatMessage(m.duplicate)}
          onClick={act('duplicate')}
        >
          <Copy size={16} strokeWidth={1.5} aria-hidden="true" />
        </button>
        {canMove ? (
          <button
            type="button"
            className={styles.action}
            aria-label={t.formatMessage(m.moveProject, { name })}
            title={t.formatMessage(m.move)}
            onClick={act('move')}
          >
            <ArrowRightLeft size={16} strokeWidth={1.5} aria-hidden="true" />
          </button>
        ) : null}
        {canEdit ? (
          <button
            type="button"
            className={`${styles.action} ${styles.delete}`}
            aria-label={t.formatMessage(m.deleteProject, { name })}
            onClick={act('delete')}
          >
            <Trash2 size={16} strokeWidth={1.5} aria-hidden="true" />
            <span aria-hidden="true">{t.formatMessage(m.delete)}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
