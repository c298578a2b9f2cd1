import { parseInsights } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isProjectNotFound, ProjectNotFound } from '../../../components/ui/project-not-found';
import { Spinner } from '../../../components/ui/spinner';
import { projectQuery } from '../../../lib/project-queries';
import styles from './present-screen.module.css';
import { Presenter } from './presenter';

/** `/projects/:projectId/present`: the designer's full-screen presenter; Esc goes back where it came from. */
export function PresentScreen() {
  const { projectId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = useQuery(projectQuery(projectId));
  const from = search.get('from') === 'canvas' ? 'canvas' : 'presentation';
  const exit = useCallback(() => navigate(`/projects/${encodeURIComponent(projectId)}/${from}`), [navigate, projectId, from]);
  if (isProjectNotFound(query.error)) return <ProjectNotFound projectId={projectId} />;
  if (!query.data) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size={16} /> Loading presentation...
      </p>
    );
  }
  const { project, data } = query.data;
  return (
    <Presenter
      project={{
        name: project.project_name,
        location: project.project_location,
        brand_name: project.brand_name,
        logo_url: project.logo_url,
        brand_palette: project.brand_palette,
      }}
      data={data}
      insights={parseInsights(project.contextual_insights)}
      onExit={exit}
    />
  );
}
