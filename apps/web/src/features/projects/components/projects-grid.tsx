import type { Project } from '@loci/shared';
import { Button } from '../../../components/ui/button';
import { NewProjectCard } from './new-project-card';
import { type CardAction, ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';
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
  if (error && !projects) {
    return (
      <div className={styles.notice} role="alert">
        <p>Your projects could not be loaded: {error.message}</p>
        <Button variant="secondary" onClick={onRetry} busy={isRetrying} busyText="Retrying...">
          Retry
        </Button>
      </div>
    );
  }
  if (isPending || !projects) {
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading projects...
        </p>
        <ul className={styles.grid} aria-busy="true" aria-label="Projects">
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
      {projects.length === 0 ? (
        <p className={styles.empty}>
          {canCreate ? 'No projects yet. Start your first one from a brand and a place.' : 'No projects in this workspace yet.'}
        </p>
      ) : null}
      <ul className={styles.grid} aria-label="Projects">
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
