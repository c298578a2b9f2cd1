import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { MessagePage } from './message-page';

/** Whether a project read failed because the project does not exist (or is not the user's). */
export function isProjectNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The screen for an unknown project id: says so plainly and leads back to the projects. */
export function ProjectNotFound() {
  return (
    <MessagePage title="Project not found" text="This project does not exist, or it is not yours to open.">
      <Link to="/projects">Back to Projects</Link>
    </MessagePage>
  );
}
