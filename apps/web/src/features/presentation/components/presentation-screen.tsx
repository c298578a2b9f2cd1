import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { WorkspaceBar } from '../../../components/layout/workspace-bar';
import { isProjectNotFound, ProjectNotFound } from '../../../components/ui/project-not-found';
import { Spinner } from '../../../components/ui/spinner';
import { ViewerBanner } from '../../../components/ui/viewer-banner';
import { ProjectAccessProvider } from '../../../lib/project-access';
import { projectQuery } from '../../../lib/project-queries';
import { parseInsights } from '../model/pages';
import styles from './presentation-screen.module.css';
import { PresentationWorkspace } from './presentation-workspace';

/** Navigation state of `/presentation` without a project id (spec §4 Saving). */
type NavigationState = {
  projectName?: string;
  projectLocation?: string;
  contextInsights?: string | string[];
};

function readState(state: unknown): NavigationState {
  return typeof state === 'object' && state !== null ? (state as NavigationState) : {};
}

/**
 * Presentation screen (spec §2): the project's pages, boards and generation.
 * `headerActions` sits at the right end of the top bar: app/ passes actions from other features (e.g. export).
 */
export function PresentationScreen({ headerActions, pageAside }: { headerActions?: ReactNode; pageAside?: (pageId: string) => ReactNode }) {
  const { projectId } = useParams();
  const location = useLocation();
  const query = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });

  if (projectId && isProjectNotFound(query.error)) return <ProjectNotFound projectId={projectId} />;
  if (query.isError) console.error('Project load failed', query.error);

  const nav = readState(location.state);
  const project = query.data?.project;
  // One tree while loading and once loaded: the top bar (and an Export dialog opened from it while
  // the project loads) stays mounted when the project arrives.
  return (
    <ProjectAccessProvider role={project?.role}>
      <div className={styles.screen}>
        <WorkspaceBar active="presentation" projectId={projectId} end={headerActions} />
        {projectId && query.isPending ? (
          <p className={styles.loading} role="status">
            <Spinner size={16} /> Loading presentation...
          </p>
        ) : (
          <>
            <ViewerBanner />
            <PresentationWorkspace
              projectId={projectId}
              projectName={project?.project_name ?? nav.projectName ?? ''}
              projectLocation={project?.project_location ?? nav.projectLocation ?? ''}
              insights={parseInsights(project?.contextual_insights ?? nav.contextInsights ?? 'historical,social,physical')}
              data={query.data?.data}
              pageAside={projectId ? pageAside : undefined}
            />
          </>
        )}
      </div>
    </ProjectAccessProvider>
  );
}
