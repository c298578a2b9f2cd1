import type { Project } from '@loci/shared';
import { Trash2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { getProjectDisplayName } from '../utils/delete-messages';
import styles from './project-card.module.css';
import { ProjectCollage } from './project-collage';

type ProjectCardProps = {
  project: Project;
  /** Asks to delete this project; the button is passed so focus can return to it. */
  onDelete: (project: Project, trigger: HTMLButtonElement) => void;
};

/** One project: the collage is the card; name in the serif, location below; Delete on hover/focus. */
export function ProjectCard({ project, onDelete }: ProjectCardProps) {
  const name = getProjectDisplayName(project.project_name);
  const location = project.project_location.trim();
  const handleDelete = (event: MouseEvent<HTMLButtonElement>) => onDelete(project, event.currentTarget);
  return (
    <li className={styles.card}>
      <Link to={`/projects/${project.id}/instruction`} className={styles.link}>
        <ProjectCollage images={project.images} />
        <span className={styles.meta}>
          <span className={styles.name}>{name}</span>
          <span className={styles.location}>{location || 'No location yet'}</span>
        </span>
      </Link>
      <button type="button" className={styles.delete} aria-label={`Delete project ${name}`} onClick={handleDelete}>
        <Trash2 size={16} strokeWidth={1.5} aria-hidden="true" />
        <span aria-hidden="true">Delete</span>
      </button>
    </li>
  );
}
