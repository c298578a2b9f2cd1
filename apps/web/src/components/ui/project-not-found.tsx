import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import styles from './project-not-found.module.css';

/** Whether a project read failed because the project does not exist (or is not the user's). */
export function isProjectNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The screen for an unknown project id: says so plainly and leads back to the projects. */
export function ProjectNotFound() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Project not found</h1>
      <p className={styles.text}>This project does not exist, or it is not yours to open.</p>
      <Link className={styles.link} to="/projects">
        Back to Projects
      </Link>
    </main>
  );
}
