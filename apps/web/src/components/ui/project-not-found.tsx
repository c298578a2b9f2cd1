import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { wasProjectOpened } from '../../lib/opened-projects';
import { MessagePage } from './message-page';

/** Whether a project read failed because the project does not exist (or is not the user's). */
export function isProjectNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The screen for a project the server does not show the user. One this tab opened before was
 * deleted or the user's access was removed (a studio member removed); any other id is simply not found.
 */
export function ProjectNotFound({ projectId }: { projectId?: string }) {
  const known = projectId ? wasProjectOpened(projectId) : false;
  return (
    <MessagePage
      title={known ? 'No longer available' : 'Project not found'}
      text={
        known
          ? 'You no longer have access to this project: your access was removed, or the project was deleted.'
          : 'This project does not exist, or it is not yours to open.'
      }
    >
      <Link to="/projects">Back to Projects</Link>
    </MessagePage>
  );
}
