import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { WorkspaceBar } from '../../../components/layout/workspace-bar';
import { isProjectNotFound, ProjectNotFound } from '../../../components/ui/project-not-found';
import { Spinner } from '../../../components/ui/spinner';
import { ProjectAccessProvider } from '../../../lib/project-access';
import { projectQuery } from '../../../lib/project-queries';
import { NO_UPLOADS, uploadsFromProject, valuesFromNavigationState, valuesFromProject } from '../utils/initial-values';
import { InstructionForm } from './instruction-form';
import styles from './instruction-screen.module.css';

/**
 * Instructions (spec §2): `/projects/:projectId/instruction` loads the project,
 * `/instruction` starts blank or from the navigation state's previous values.
 */
export function InstructionScreen() {
  const { projectId } = useParams();
  const { state } = useLocation();
  const project = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
  // Bumped when a save met someone else's newer version: the form opens again on that version.
  const [reloads, setReloads] = useState(0);
  const reloadNewer = () => void project.refetch().then(() => setReloads((n) => n + 1));

  useEffect(() => {
    // Spec §8: a failed load is logged only; the form opens empty.
    if (project.error) console.error('Failed to load project', project.error);
  }, [project.error]);

  if (projectId && project.isPending) {
    return (
      <>
        <WorkspaceBar active="instruction" projectId={projectId} disabledTabs={['presentation', 'canvas']} />
        <main className={styles.loading}>
          <Spinner size={20} />
          <p role="status">Loading project details...</p>
        </main>
      </>
    );
  }

  if (projectId && isProjectNotFound(project.error)) return <ProjectNotFound projectId={projectId} />;
  const loaded = projectId ? project.data?.project : undefined;
  return (
    <ProjectAccessProvider role={loaded?.role}>
      <InstructionForm
        key={`${projectId ?? 'new'}:${reloads}`}
        projectId={projectId}
        onConflict={reloadNewer}
        project={loaded}
        onReload={reloadNewer}
        initialValues={loaded ? valuesFromProject(loaded) : valuesFromNavigationState(state)}
        storedUploads={loaded ? uploadsFromProject(loaded) : NO_UPLOADS}
      />
    </ProjectAccessProvider>
  );
}
