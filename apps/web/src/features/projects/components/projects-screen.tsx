import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { projectsQuery } from '../../../lib/project-queries';
import { useProjectDeletion } from '../hooks/use-project-deletion';
import { getProjectDisplayName } from '../utils/delete-messages';
import { DeleteOutcomeDialog } from './delete-outcome-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectsGrid } from './projects-grid';
import styles from './projects-screen.module.css';

function countLabel(count: number): string {
  return count === 1 ? '1 project' : `${count} projects`;
}

/** Projects (spec §2): the grid of project cards, with loading, error and empty states and the delete flow. */
export function ProjectsScreen() {
  const projects = useQuery(projectsQuery());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useProjectDeletion(headingRef);

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          Projects
        </h1>
        {projects.data && projects.data.length > 0 ? <p className={styles.count}>{countLabel(projects.data.length)}</p> : null}
      </header>
      <ProjectsGrid
        projects={projects.data}
        isPending={projects.isPending}
        error={projects.isError ? projects.error : null}
        isRetrying={projects.isFetching}
        onRetry={() => void projects.refetch()}
        onDelete={deletion.request}
      />
      <DeleteProjectDialog
        projectName={deletion.target ? getProjectDisplayName(deletion.target.project_name) : null}
        isDeleting={deletion.isDeleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        onCloseAutoFocus={deletion.onConfirmCloseAutoFocus}
      />
      <DeleteOutcomeDialog
        outcome={deletion.outcome}
        onDismiss={deletion.dismissOutcome}
        onCloseAutoFocus={deletion.onOutcomeCloseAutoFocus}
      />
    </main>
  );
}
