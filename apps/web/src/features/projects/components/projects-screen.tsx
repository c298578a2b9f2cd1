import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { projectsQuery } from '../../../lib/project-queries';
import { useProjectDeletion } from '../hooks/use-project-deletion';
import { getProjectDisplayName } from '../utils/delete-messages';
import { ProjectsGrid } from './projects-grid';
import styles from './projects-screen.module.css';

// The delete dialogs (Radix) load when a delete is first asked for, then stay mounted so they can close properly.
const DeleteProjectDialog = lazy(() => import('./delete-project-dialog').then((m) => ({ default: m.DeleteProjectDialog })));
const DeleteOutcomeDialog = lazy(() => import('./delete-outcome-dialog').then((m) => ({ default: m.DeleteOutcomeDialog })));

function countLabel(count: number): string {
  return count === 1 ? '1 project' : `${count} projects`;
}

/** Projects (spec §2): the grid of project cards, with loading, error and empty states and the delete flow. */
export function ProjectsScreen() {
  const projects = useQuery(projectsQuery());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useProjectDeletion(headingRef);
  const dialogsUsed = useRef(false);
  if (deletion.target || deletion.outcome) dialogsUsed.current = true;

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
      {dialogsUsed.current ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </main>
  );
}
