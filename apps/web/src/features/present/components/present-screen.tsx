import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isProjectNotFound, ProjectNotFound } from '../../../components/ui/project-not-found';
import { projectQuery } from '../../../lib/project-queries';
import { PresentView, presentExit } from './present-view';

/** `/projects/:projectId/present`: the designer's full-screen presenter; Esc goes back where it came from. */
export function PresentScreen() {
  const { projectId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = useQuery(projectQuery(projectId));
  const exit = useCallback(() => navigate(presentExit(projectId, search.get('from'))), [navigate, projectId, search]);
  if (isProjectNotFound(query.error)) return <ProjectNotFound projectId={projectId} />;
  return <PresentView projectId={projectId} onExit={exit} />;
}
