import type { Project } from '@loci/shared';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { NewProjectCard } from './new-project-card';
import { type CardAction, ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';
import { PROJECTS_MESSAGES as m } from './projects-messages';
import styles from './projects-screen.module.css';

/** Cards that can be on screen when the page opens (a row at 1440 px, two cards on a phone): their images load at once. */
const FIRST_ROW_CARDS = 4;

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'];

type ProjectsGridProps = {
  projects: Project[] | undefined;
  isPending: boolean;
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
  onAction: (action: CardAction, project: Project, trigger: HTMLButtonElement) => void;
  /** The user may make projects here (not a viewer of this workspace). */
  canCreate: boolean;
  /** The user may move projects out of this workspace. */
  canMove: boolean;
};

/** The page body by state: loading skeletons, an error line with retry, the empty invite, or the cards. */
export function ProjectsGrid({ projects, isPending, error, isRetrying, onRetry, onAction, canCreate, canMove }: ProjectsGridProps) {
  const t = useT();
  if (error && !projects) {
    return (
      <div className={styles.notice} role="alert">
        <p>{t.formatMessage(m.loadFailed, { error: error.message })}</p>
        <Button variant="secondary" onClick={onRetry} busy={isRetrying} busyText={t.formatMessage(m.retrying)}>
          {t.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }
  if (isPending || !projects) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t.formatMessage(m.loading)}
        </p>
        <ul className={styles.grid} aria-busy="true" aria-label={t.formatMessage(m.title)}>
          {canCreate ? <NewProjectCard /> : null}
          {SKELETON_KEYS.map((key) => (
            <ProjectCardSkeleton key={key} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      {projects.length === 0 ? <p className={styles.empty}>{t.formatMessage(canCreate ? m.emptyCreate : m.emptyView)}</p> : null}
      <ul className={styles.grid} aria-label={t.formatMessage(m.title)}>
        {canCreate ? <NewProjectCard /> : null}
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            onAction={onAction}
            canMove={canMove}
            firstRow={index < FIRST_ROW_CARDS}
            first={index === 0}
          />
        ))}
      </ul>
    </>
  );
}
